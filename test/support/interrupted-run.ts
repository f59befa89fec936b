// Runs `pulumi up` or `destroy` and SIGKILLs it (or its provider) at a chosen point, for the
// crash tests; a seeded generator makes a failing sweep replayable.
import { setTimeout as sleep } from "node:timers/promises";
import type { PulumiProject } from "./pulumi-project";
import { killTree, processTree, type ProcessInfo } from "./processes";

/** What is SIGKILLed: the `pulumi` process alone, it and everything it started, or the provider process (either face's). */
export type KillTarget = "engine" | "tree" | "provider";

export interface InterruptedRun {
  /** False when the command ended before the condition held (nothing was killed). */
  killed: boolean;
  killedProcesses: ProcessInfo[];
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

const EXIT_WAIT_MS = 5 * 60_000;

/** The dynamic-provider host (TypeScript face) or the package's provider plugin (YAML face). */
function isProvider(p: ProcessInfo): boolean {
  return p.cmdline.includes("cmd/dynamic-provider") || p.cmdline.includes("pulumi-resource-adpublisher") || p.cmdline.includes("provider/plugin/main.js");
}

function kill(root: number, target: KillTarget): ProcessInfo[] {
  if (target === "tree") return killTree(root);
  const victims = processTree(root).filter((p) => (target === "engine" ? p.pid === root : isProvider(p)));
  for (const p of victims) process.kill(p.pid, "SIGKILL");
  return victims;
}

/**
 * Runs `pulumi <args>` in the project and SIGKILLs `target` as soon as `when()` holds (polled every
 * `pollMs`). A provider kill waits until a provider process exists.
 */
export async function runAndKill(
  project: PulumiProject,
  args: string[],
  when: () => Promise<boolean>,
  target: KillTarget,
  pollMs = 20,
): Promise<InterruptedRun> {
  const child = project.start(args);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) => child.on("close", (code) => ((exitCode = code), resolve())));
  let killedProcesses: ProcessInfo[] = [];
  while (exitCode === undefined && killedProcesses.length === 0) {
    if (await when()) killedProcesses = kill(child.pid!, target);
    else await sleep(pollMs);
  }
  const timer = setTimeout(() => killTree(child.pid!), EXIT_WAIT_MS);
  await exited;
  clearTimeout(timer);
  return { killed: killedProcesses.length > 0, killedProcesses, exitCode: exitCode ?? null, stdout, stderr };
}

/** A small seeded generator (mulberry32), so that a failing sweep can be replayed with its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
