// Which of a phase's processes a command line belongs to: provider, engine or program.
import { describe, expect, it } from "vitest";
import { processRole } from "../../../bench/engine/process-memory";

const args = (...parts: string[]) => parts.join("\0") + "\0";

describe("which of a phase's processes a command line belongs to", () => {
  it("names the provider by its marker, the engine by the pulumi binary, and every other process the program's", () => {
    expect(processRole(args("/usr/bin/node", "/x/@pulumi/pulumi/cmd/dynamic-provider/index.js", "127.0.0.1:4000"), "dynamic-provider")).toBe("provider");
    expect(processRole(args("/root/.cache/adpublisher/pulumi-v3.259.0/pulumi", "destroy", "--yes"), "dynamic-provider")).toBe("engine");
    expect(processRole(args("/usr/bin/node", "/x/node_modules/.bin/pulumi-language-nodejs"), "dynamic-provider")).toBe("program");
    expect(processRole(args("/x/pulumi-wrapper", "up"), "dynamic-provider")).toBe("program");
  });

  it("keeps the role a process was last seen with once its command line reads empty", () => {
    expect(processRole("", "dynamic-provider", "engine")).toBe("engine");
    expect(processRole("", "dynamic-provider", "provider")).toBe("provider");
    expect(processRole("", "dynamic-provider")).toBe("program");
  });

  it("judges a process by what it runs now, not by what it was first seen with", () => {
    // Between fork and exec a child still shows its parent's command line.
    expect(processRole(args("/root/.cache/adpublisher/pulumi-v3.259.0/pulumi", "up"), "dynamic-provider", "program")).toBe("engine");
  });
});
