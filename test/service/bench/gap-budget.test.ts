// The engine benchmark's budget of a phase, read from real engine and Node profiles.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { phaseBudget } from "../../../bench/engine/gap-budget";
import { pulumiVersion } from "../../support/pulumi-version";

/** The CLI's own Go CPU profile of a short command, written as the bench writes a phase's (`--profiling DIR/<command>-<n>`). */
function engineProfile(engineDir: string, name: string): void {
  mkdirSync(engineDir, { recursive: true });
  pulumiVersion(join(engineDir, "home"), "--profiling", join(engineDir, name));
}

/** A V8 profile of a plugin whose own code ran for `ms`, as cpu-prof.cjs files it. */
function pluginProfile(folder: string, ms: number): void {
  mkdirSync(folder, { recursive: true });
  const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0 });
  const profile = {
    startTime: 0,
    endTime: ms * 1000,
    samples: Array.from({ length: ms }, () => 2),
    nodes: [
      { id: 1, callFrame: frame("(root)", "file:///w/node_modules/pulumi-adpublisher/dist/provider/bin/pulumi-resource-adpublisher.js"), hitCount: 0 },
      { id: 2, callFrame: frame("read", "file:///w/node_modules/pulumi-adpublisher/dist/provider/bin/pulumi-resource-adpublisher.js"), hitCount: ms },
    ],
  };
  writeFileSync(join(folder, "1-1.cpuprofile"), JSON.stringify(profile));
}

describe("the budget of a phase from real engine profiles", { timeout: 600_000 }, () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "gap-budget-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("reads the CLI's profiles through go tool pprof and the plugin's beside them, run by run", () => {
    for (const [side, ms] of [["adpublisher", 300], ["no-op", 100]] as const) {
      engineProfile(join(dir, side, "engine"), "refresh-1");
      pluginProfile(join(dir, side, "refresh-1"), ms);
    }
    const text = phaseBudget(dir, "refresh", 0);
    expect(text).toContain("refresh: 1 run of ours, 1 run of the floor's");
    const time = /time \(median run, the engine's whole process\): ([\d.]+) s against ([\d.]+) s, ([\d.]+)x/.exec(text);
    expect(time, text).not.toBeNull();
    // The profiled part of `pulumi version` lasts milliseconds: read as seconds, they would be a second or more.
    for (const seconds of [Number(time![1]), Number(time![2])]) expect(seconds).toBeLessThan(1);
    expect(Number(time![3])).toBeGreaterThan(0);
    expect(text).toContain("| plugin: the provider's code | 0.30 | 0.10 | 0.20 |");
  });

  it("refuses a side whose engine profiles and Node profiles' folders do not pair up", () => {
    for (const side of ["adpublisher", "no-op"]) engineProfile(join(dir, side, "engine"), "refresh-1");
    pluginProfile(join(dir, "adpublisher", "refresh-1"), 10);
    pluginProfile(join(dir, "adpublisher", "refresh-2"), 10);
    expect(() => phaseBudget(dir, "refresh", 0)).toThrow(/1 engine profiles of refresh against 2 folders refresh-<n>/);
  });
});
