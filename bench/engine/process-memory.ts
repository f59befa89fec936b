// What a phase's processes use, read from /proc: the provider's peak memory and the CPU of the
// provider, the engine and the program, each process told apart by its command line.
import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux for x86 and arm). */
const TICKS_PER_SECOND = 100;

/** What one phase's processes used, for the table: the provider's peak memory and CPU, the engine's, the program's. */
export interface ProcessUse {
  providerPeakRssMb: number;
  providerCpuSeconds: number;
  engineCpuSeconds: number;
  /** The language host and the program it runs (for Node, a `node` process of its own). */
  programCpuSeconds: number;
}

/** Which of a phase's processes one is: the provider, the engine (the `pulumi` CLI), or the program's side. */
export type Role = "provider" | "engine" | "program";

/**
 * A process's role by its command line (`/proc/<pid>/cmdline`, arguments split by NULs). A process
 * that is exiting has already released its memory, and with it its command line, which reads
 * empty: it keeps the role it was last seen with, or an engine sampled while it releases gigabytes
 * would have its CPU, kept as last seen, counted as the program's.
 */
export function processRole(cmdline: string, providerMarker: string, lastSeen?: Role): Role {
  if (cmdline === "") return lastSeen ?? "program";
  const args = cmdline.split("\0");
  if (args.some((arg) => arg.includes(providerMarker))) return "provider";
  return /(^|\/)pulumi$/.test(args[0] ?? "") ? "engine" : "program";
}

/**
 * Samples, while a command runs, the provider processes (the dynamic-provider host, or the plugin:
 * `marker` in their command line), the engine (`pulumi`) and every other process started in one
 * project folder (the language host and the program: the engine starts them there): the
 * provider's peak resident set (VmHWM, the kernel's own high-water mark, so a short peak between two
 * samples is still seen at the next one) and each process's CPU time, as last seen. A process's last
 * moments after its final sample are missed alike for both sides of the benchmark. Linux /proc only.
 */
export class ProviderMemorySampler {
  private peakKb = 0;
  private readonly cpuTicks = new Map<string, { role: Role; ticks: number }>();
  private timer?: NodeJS.Timeout;

  constructor(private readonly projectDir: string, private readonly marker = "dynamic-provider", private readonly everyMs = 200) {}

  start(): void {
    this.timer = setInterval(() => this.sample(), this.everyMs);
  }

  /** Stops sampling; returns the provider's peak in MB (0 when no provider process was seen) and the CPU seconds seen. */
  stop(): ProcessUse {
    clearInterval(this.timer);
    this.sample();
    const seconds = (role: Role) =>
      Math.round(([...this.cpuTicks.values()].filter((p) => p.role === role).reduce((sum, p) => sum + p.ticks, 0) / TICKS_PER_SECOND) * 100) / 100;
    return {
      providerPeakRssMb: Math.round((this.peakKb / 1024) * 10) / 10,
      providerCpuSeconds: seconds("provider"),
      engineCpuSeconds: seconds("engine"),
      programCpuSeconds: seconds("program"),
    };
  }

  private sample(): void {
    for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
        if (readlinkSync(`/proc/${pid}/cwd`) !== this.projectDir) continue;
        const role = processRole(cmdline, this.marker, this.cpuTicks.get(pid)?.role);
        // utime and stime are fields 14 and 15; the command name (field 2) may hold spaces, so count after its ")".
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        this.cpuTicks.set(pid, { role, ticks: Number(fields[11]) + Number(fields[12]) });
        if (role !== "provider") continue;
        const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
        if (hwm) this.peakKb = Math.max(this.peakKb, Number(hwm[1]));
      } catch {
        // The process ended between listing and reading.
      }
    }
  }
}
