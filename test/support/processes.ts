// Processes as /proc shows them: listing, trees and killing, for the tests that must leave nothing running.
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/** A live (not zombie) process as /proc shows it. */
export interface ProcessInfo {
  pid: number;
  ppid: number;
  cmdline: string;
  cwd: string;
}

function readProcess(pid: number): ProcessInfo | undefined {
  try {
    // The command name in stat may hold spaces and parentheses: the fields start after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (fields[0] === "Z" || fields[0] === "X") return undefined; // dead, only not yet reaped
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
    let cwd = "";
    try {
      cwd = readlinkSync(`/proc/${pid}/cwd`);
    } catch {
      // gone meanwhile, or not ours to read
    }
    return { pid, ppid: Number(fields[1]), cmdline, cwd };
  } catch {
    return undefined; // exited while we looked
  }
}

export function listProcesses(): ProcessInfo[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProcess(Number(name)))
    .filter((p): p is ProcessInfo => p !== undefined);
}

/** The process and everything below it, parents first. */
export function processTree(root: number): ProcessInfo[] {
  const all = listProcesses();
  const tree = all.filter((p) => p.pid === root);
  for (let i = 0; i < tree.length; i++) tree.push(...all.filter((p) => p.ppid === tree[i]!.pid));
  return tree;
}

/** Processes that run in `dir` or name it on their command line: everything a test project started. */
export function processesOf(dir: string): ProcessInfo[] {
  return listProcesses().filter((p) => p.pid !== process.pid && (p.cwd === dir || p.cwd.startsWith(`${dir}/`) || p.cmdline.includes(dir)));
}

/** SIGKILL of a whole tree at once, as a CI runner or the OOM killer does it: no one gets to clean up. */
export function killTree(root: number): ProcessInfo[] {
  const tree = processTree(root);
  for (const p of tree) {
    try {
      process.kill(p.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  return tree;
}

/** Waits up to `timeoutMs` for every process of `dir` (but those `ignored`) to end; returns those still there. */
export async function leftoversAfter(dir: string, timeoutMs: number, ignored: (p: ProcessInfo) => boolean = () => false): Promise<ProcessInfo[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = processesOf(dir).filter((p) => !ignored(p));
    if (left.length === 0 || Date.now() > deadline) return left;
    await sleep(100);
  }
}
