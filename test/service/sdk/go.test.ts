// The generated Go SDK and examples/go as a Go user builds them: `go build` and `go vet`
// with go.sum as the pin (-mod=readonly); a string where the schema has an enumeration does not compile.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { goEnv, runGo } from "../../../scripts/toolchain/go-env";
import { goProgram } from "../../../provider/discovery/program/go";
import { largeProgramModel } from "../../support/large-program-model";

const root = join(__dirname, "../../..");
const sdk = join(root, "sdk/go");
const example = join(root, "examples/go");
const work = mkdtempSync(join(tmpdir(), "adpublisher-go-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const env = goEnv({ GOFLAGS: "-mod=readonly" });
// The first build compiles the Pulumi Go SDK (about 2 minutes on 2 cores); Go's cache keeps it.
const SLOW = { timeout: 600_000 };

describe("sdk/go and examples/go", () => {
  it("sdk/go passes go build and go vet", SLOW, () => {
    for (const args of [["build", "./..."], ["vet", "./..."]]) {
      const result = runGo(args, sdk, env);
      expect(result.output, `go ${args.join(" ")}`).toBe("");
      expect(result.status).toBe(0);
    }
  });

  it("examples/go passes go build and go vet against sdk/go", SLOW, () => {
    for (const args of [["build", "-o", join(work, "example"), "."], ["vet", "."]]) {
      const result = runGo(args, example, env);
      expect(result.output, `go ${args.join(" ")}`).toBe("");
      expect(result.status).toBe(0);
    }
  });

  it("refuses a plain string where the schema has an enumeration (Platform)", SLOW, () => {
    const copy = join(work, "bad");
    cpSync(example, copy, { recursive: true });
    const goMod = readFileSync(join(copy, "go.mod"), "utf8").replace("=> ../../sdk/go", `=> ${sdk}`);
    writeFileSync(join(copy, "go.mod"), goMod);
    const program = readFileSync(join(copy, "main.go"), "utf8");
    const bad = program.replace("Platform:                adpublisher.PlatformAndroid,", 'Platform:                pulumi.String("windows"),');
    expect(bad).not.toBe(program);
    writeFileSync(join(copy, "main.go"), bad);
    const result = runGo(["build", "-o", join(work, "bad-example"), "."], copy, env);
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/cannot use pulumi\.String\("windows"\).*as adpublisher\.PlatformInput value/);
  });
});

describe("a discovered Go program of a large account (1,302 resources)", () => {
  // Go compiles a function in a time that grows faster than its length: the program comes in parts.
  it("passes go build and go vet against sdk/go, written in parts", SLOW, () => {
    const copy = join(work, "large");
    cpSync(example, copy, { recursive: true });
    writeFileSync(join(copy, "go.mod"), readFileSync(join(copy, "go.mod"), "utf8").replace("=> ../../sdk/go", `=> ${sdk}`));
    const program = goProgram(largeProgramModel())["main.go"]!;
    expect(program.match(/^func Part\d+\(/gm)?.length).toBeGreaterThan(1);
    writeFileSync(join(copy, "main.go"), program);
    for (const args of [["build", "-o", join(work, "large-program"), "."], ["vet", "."]]) {
      const result = runGo(args, copy, env);
      expect(result.output, `go ${args.join(" ")}`).toBe("");
      expect(result.status).toBe(0);
    }
  });
});
