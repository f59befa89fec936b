// The engine benchmark's reading of the service process's CPU from /proc.
import { describe, expect, it } from "vitest";
import { cpuSecondsFromStat, processCpuSeconds } from "../../../bench/engine/service-cpu";

describe("the engine benchmark's reading of the service process's CPU", () => {
  it("adds utime and stime past a command name that holds spaces and parentheses", () => {
    const stat = "4242 (node (emulator) x) S 1 4242 4242 0 -1 4194560 100 0 0 0 250 75 0 0 39 19 11 0 1000 2000 300";
    expect(cpuSecondsFromStat(stat)).toBe(3.25);
  });

  it("refuses a text that is not a stat line", () => {
    expect(() => cpuSecondsFromStat("no such process")).toThrow(/not a \/proc\/<pid>\/stat line/);
  });

  it("follows a live process's CPU as Node itself counts it", () => {
    const before = processCpuSeconds(process.pid);
    const usageBefore = process.cpuUsage();
    // Spin until Node counts 0.3 s of CPU (not 0.3 s of the clock: on a busy machine that is less).
    let spin = 0;
    const spent = () => {
      const { user, system } = process.cpuUsage(usageBefore);
      return (user + system) / 1e6;
    };
    while (spent() < 0.3) for (let i = 0; i < 10_000; i++) spin += Math.sqrt(spin + 1);
    const usage = process.cpuUsage(usageBefore);
    const counted = processCpuSeconds(process.pid) - before;
    expect(spin).toBeGreaterThan(0);
    // /proc counts in ticks of 10 ms: within three ticks of Node's own count.
    expect(Math.abs(counted - (usage.user + usage.system) / 1e6)).toBeLessThan(0.03);
    expect(counted).toBeGreaterThan(0.2);
  });
});
