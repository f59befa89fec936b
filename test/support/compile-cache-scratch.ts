// A scratch TMPDIR for the compile cache tests, so Node's default cache folder is one they own.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A temporary folder as TMPDIR, so Node's default compile cache folder (`node-compile-cache`) is
 * inside it, with NODE_COMPILE_CACHE unset; and a main module path there that our provider modules
 * take for the dynamic-provider host's (dynamic-shim/host-compile-cache.ts). The caller removes `dir`.
 */
export function compileCacheScratch(): { dir: string; env: NodeJS.ProcessEnv; hostMain: string } {
  const dir = mkdtempSync(join(tmpdir(), "adpublisher-compile-cache-"));
  const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: dir };
  delete env.NODE_COMPILE_CACHE;
  delete env.NODE_DISABLE_COMPILE_CACHE;
  return { dir, env, hostMain: join(dir, "node_modules/@pulumi/pulumi/cmd/dynamic-provider/index.js") };
}
