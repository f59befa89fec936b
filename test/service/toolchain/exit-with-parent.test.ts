// exit-with-parent.js: a process started with it ends when its parent dies.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { listProcesses } from "../../support/processes";

const WATCHER = join(__dirname, "../../../scripts/toolchain/exit-with-parent.js");

/**
 * Starts, under a shell that lives `parentSeconds` more, a Node process that would run forever;
 * returns its pid. The shell is the parent the preload watches.
 */
function child(options: { preload: boolean; parentSeconds: number; env?: Record<string, string> }): number {
  const node = JSON.stringify(process.execPath);
  const args = options.preload ? `--require ${JSON.stringify(WATCHER)}` : "";
  const script = `${node} ${args} -e "setInterval(() => {}, 1000)" >/dev/null 2>&1 & echo $!; sleep ${options.parentSeconds}`;
  const out = execFileSync("sh", ["-c", script], { encoding: "utf8", env: { ...process.env, ...options.env } });
  return Number(out.trim());
}

const alive = (pid: number) => listProcesses().some((p) => p.pid === pid);

describe("exit-with-parent.js", () => {
  it("ends a process when its parent dies; without it the process lives on", async () => {
    const pids: number[] = [];
    try {
      pids.push(child({ preload: true, parentSeconds: 1 }));
      pids.push(child({ preload: false, parentSeconds: 0 }));
      // The starter names a parent that is already gone (it died before Node started).
      pids.push(child({ preload: true, parentSeconds: 0, env: { ADPUBLISHER_WATCH_PARENT_PID: "999999999" } }));
      await sleep(1_000);
      expect(pids.map(alive)).toEqual([false, true, false]);
    } finally {
      for (const pid of pids) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // already gone
        }
      }
    }
  });
});
