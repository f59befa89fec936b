import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/**
 * Samples, while a command runs, the peak resident set (VmHWM) of the provider processes (the
 * dynamic-provider host, or the plugin: `marker` in their command line) started in one project folder. Linux /proc only; VmHWM is the kernel's own high-water mark, so
 * a short peak between two samples is still seen at the next one.
 */
export class ProviderMemorySampler {
  private peakKb = 0;
  private timer?: NodeJS.Timeout;

  constructor(private readonly projectDir: string, private readonly marker = "dynamic-provider", private readonly everyMs = 200) {}

  start(): void {
    this.timer = setInterval(() => this.sample(), this.everyMs);
  }

  /** Stops sampling and returns the peak in MB (0 when no provider process was seen). */
  stop(): number {
    clearInterval(this.timer);
    return Math.round((this.peakKb / 1024) * 10) / 10;
  }

  private sample(): void {
    for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
      try {
        if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(this.marker)) continue;
        if (readlinkSync(`/proc/${pid}/cwd`) !== this.projectDir) continue;
        const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
        if (hwm) this.peakKb = Math.max(this.peakKb, Number(hwm[1]));
      } catch {
        // The process ended between listing and reading.
      }
    }
  }
}
