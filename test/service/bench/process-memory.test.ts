// The engine benchmark's count of each side's processes (provider, engine, program) by command line.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ProviderMemorySampler } from "../../../bench/engine/process-memory";

/** A Node process that spins for `ms` in `cwd`, with `marker` among its arguments when given, then exits. */
function spinner(cwd: string, ms: number, marker?: string): ChildProcess {
  const script = `const until = Date.now() + ${ms}; let x = 0; while (Date.now() < until) x += Math.sqrt(x + 1);`;
  return spawn(process.execPath, ["-e", script, ...(marker ? [marker] : [])], { cwd, stdio: "ignore" });
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => child.once("exit", () => resolve()));

describe("the engine benchmark's count of each side's processes", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const projectDir = () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), "adpublisher-sampler-")));
    dirs.push(dir);
    return dir;
  };

  it("counts the provider's processes by their marker and every other process of the project folder as the program's", async () => {
    const dir = projectDir();
    const sampler = new ProviderMemorySampler(dir, "pulumi-resource-adpublisher", 50);
    // A second project's sampler: none of these processes is its.
    const other = new ProviderMemorySampler(projectDir(), "pulumi-resource-adpublisher", 50);
    sampler.start();
    other.start();
    await Promise.all([spinner(dir, 300, "pulumi-resource-adpublisher"), spinner(dir, 300)].map(exited));
    const [use, otherUse] = [sampler.stop(), other.stop()];
    expect(use.providerCpuSeconds).toBeGreaterThan(0);
    expect(use.programCpuSeconds).toBeGreaterThan(0);
    expect(use.engineCpuSeconds).toBe(0);
    expect(use.providerPeakRssMb).toBeGreaterThan(10);
    expect(otherUse).toEqual({ providerPeakRssMb: 0, providerCpuSeconds: 0, engineCpuSeconds: 0, programCpuSeconds: 0 });
  });
});
