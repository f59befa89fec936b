// A hash of a folder's contents (files and their bytes, in a stable order), so a cached build is
// reused exactly when its inputs are unchanged.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/** Files under `dir`, relative and sorted, skipping folders named in `skip` (build output, caches). */
export function filesUnder(dir: string, skip: ReadonlySet<string> = new Set()): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (skip.has(entry.name)) continue;
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) found.push(relative(dir, path));
    }
  };
  walk(dir);
  return found.sort();
}

/**
 * A short hash of the names (relative to `dir`) and contents of `files`, and of `salt` (what else
 * decides the build, e.g. the versions stamped into a binary). Where `dir` is does not count: two
 * checkouts with the same files get the same hash.
 */
export function filesHash(dir: string, files: readonly string[], salt = ""): string {
  const hash = createHash("sha256").update(salt);
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(dir, file))).update("\0");
  return hash.digest("hex").slice(0, 16);
}

/** A short hash of the names and contents of the files under `dir`: the key of a cached build of them. */
export function contentHash(dir: string, skip?: ReadonlySet<string>, salt = ""): string {
  return filesHash(dir, filesUnder(dir, skip), salt);
}
