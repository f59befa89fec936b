// The CPU a process used, read from /proc/<pid>/stat: how the benchmark counts the emulator's share.
import { readFileSync } from "node:fs";

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux x64 and arm64). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user and system) in the text of a /proc/<pid>/stat. */
export function cpuSecondsFromStat(stat: string): number {
  // The command name, field 2, is in parentheses and may itself hold spaces and parentheses: the
  // fields after its last ")" start at the state, field 3, so utime and stime (14 and 15) are 11 and 12.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error(`not a /proc/<pid>/stat line: ${stat.slice(0, 80)}`);
  return (utime + stime) / TICKS_PER_SECOND;
}

/** CPU seconds a live process has spent so far. */
export function processCpuSeconds(pid: number): number {
  return cpuSecondsFromStat(readFileSync(`/proc/${pid}/stat`, "utf8"));
}
