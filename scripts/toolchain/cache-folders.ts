// The shared cache outside the repository (~/.cache/adpublisher): where it is, the lock that lets
// one process at a time build a thing into it, and its folders keyed by a hash of the sources built
// into them (`<name>-<hash>`): every checkout on the machine finds the build of its own sources,
// two checkouts with different sources never overwrite each other's, and checkouts with the same
// sources share one build. Downloads (the Pulumi CLI's modules, Node, Maven artifacts) are keyed
// by their version instead.
//
// What happens to old folders: each use marks its folder (its modification time); after a new
// folder of a name is made, the folders of that name beyond the KEEP_NEWEST most recently used are
// removed, unless used within KEEP_USED_WITHIN_MS. So a name holds at most KEEP_NEWEST folders plus
// those in use today. Why so: a machine holds a few checkouts at once (a clone, its worktrees, an
// older clone) and each keeps its build while it works; a checkout running tests has its folder on
// the PATH of processes that run for hours, so a folder used within the day is never taken from
// under it; a folder removed is rebuilt on its next use.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, statSync, utimesSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

const LOCK_STALE_MS = 45 * 60_000;

/** `ADPUBLISHER_CACHE_DIR`, else `$XDG_CACHE_HOME/adpublisher`, else `~/.cache/adpublisher`. */
export function cacheRoot(): string {
  const explicit = process.env.ADPUBLISHER_CACHE_DIR;
  if (explicit) return explicit;
  const xdg = process.env.XDG_CACHE_HOME || join(homedir(), ".cache");
  return join(xdg, "adpublisher");
}

/**
 * Runs `action` holding `lockDir` (made with mkdir, which only one process wins); others wait. A
 * lock older than a build can take is taken to be left by a killed process and removed.
 */
export function withLock<T>(lockDir: string, log: (message: string) => void, action: () => T): T {
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      const age = Date.now() - statSync(lockDir).mtimeMs;
      if (age > LOCK_STALE_MS) {
        rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if (Date.now() - started > LOCK_STALE_MS) throw new Error(`timed out waiting for ${lockDir}`);
      if ((Date.now() - started) % 30_000 < 2_000) log(`waiting for another build holding ${lockDir}`);
      execFileSync("sleep", ["2"]);
    }
  }
  try {
    return action();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

export const KEEP_NEWEST = 3;
export const KEEP_USED_WITHIN_MS = 24 * 60 * 60_000;

/** `<parent>/<name>-<hash>`. */
export function keyedFolder(parent: string, name: string, hash: string): string {
  return join(parent, `${name}-${hash}`);
}

/** Records a use of `dir` (its mtime), by which pruning keeps it. A read-only cache is used as is. */
export function markUsed(dir: string, at: Date = new Date()): void {
  try {
    utimesSync(dir, at, at);
  } catch {
    // The mark only orders pruning; a cache we may not write is never pruned by us either.
  }
}

/** Removes the folders `<parent>/<name>-<hash>` the rule above lets go; returns their paths. */
export function pruneKeyed(parent: string, name: string, now: number = Date.now()): string[] {
  const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}-[0-9a-f]{16}$`);
  const folders = readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && pattern.test(entry.name))
    .flatMap((entry) => {
      const path = join(parent, entry.name);
      // Another process may remove one between the listing and here.
      const stat = statSync(path, { throwIfNoEntry: false });
      return stat ? [{ path, usedAt: stat.mtimeMs }] : [];
    })
    .sort((a, b) => b.usedAt - a.usedAt);
  const removed = folders.slice(KEEP_NEWEST).filter((f) => now - f.usedAt > KEEP_USED_WITHIN_MS).map((f) => f.path);
  for (const path of removed) rmSync(path, { recursive: true, force: true });
  return removed;
}
