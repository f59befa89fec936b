// The engine benchmark's switch for the Pulumi CLI's automatic log, against the real CLI.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { automaticLogBytes, withoutAutomaticLog } from "../../../bench/engine/automatic-log";
import { pulumiVersion } from "../../support/pulumi-version";

describe("the engine benchmark's switch for the CLI's automatic log", { timeout: 600_000 }, () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "automatic-log-"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("counts the bytes of the log's files, and none where there is no folder", () => {
    expect(automaticLogBytes(root)).toBe(0);
    mkdirSync(join(root, "logs"));
    writeFileSync(join(root, "logs", "a.log"), "x".repeat(300));
    writeFileSync(join(root, "logs", "b.log"), "y".repeat(45));
    expect(automaticLogBytes(root)).toBe(345);
  });

  it("the CLI logs a command into its home, and runs without a log where the folder is a file", () => {
    const logged = join(root, "logged");
    expect(pulumiVersion(logged)).toMatch(/^v3\./);
    expect(automaticLogBytes(logged)).toBeGreaterThan(0);

    const quiet = join(root, "quiet");
    mkdirSync(join(quiet, "logs"), { recursive: true });
    writeFileSync(join(quiet, "logs", "earlier.log"), "earlier");
    withoutAutomaticLog(quiet);
    expect(pulumiVersion(quiet)).toMatch(/^v3\./);
    expect(statSync(join(quiet, "logs")).isFile()).toBe(true);
    expect(readFileSync(join(quiet, "logs"), "utf8")).toBe("");
    expect(automaticLogBytes(quiet)).toBe(0);
  });
});
