// Verdaccio, an npm registry the release tests start on loopback to publish to and install from:
// installed by npm into a folder of the cache (not the project's dependencies: nothing of the
// package needs it), once per pinned version. Verdaccio 6.8.0 installs on Node 22 once its
// `node-fetch` is held at 2.7.0 (an `overrides`); later 6.x releases do not install as they stand.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { cacheRoot, withLock } from "./cache-folders";
import type { Log } from "./provision";

export const VERDACCIO_VERSION = "6.8.0";
const OVERRIDES = { "node-fetch": "2.7.0" } as const;

const defaultLog: Log = (m) => process.stderr.write(`${m}\n`);

/** The path of Verdaccio's command-line entry point (run it with Node). */
export function provisionVerdaccio(log: Log = defaultLog): string {
  const dir = join(cacheRoot(), `verdaccio-${VERDACCIO_VERSION}`);
  const bin = join(dir, "node_modules", "verdaccio", "bin", "verdaccio");
  if (existsSync(bin)) return bin;
  mkdirSync(cacheRoot(), { recursive: true });
  return withLock(`${dir}.lock`, log, () => {
    if (existsSync(bin)) return bin;
    const tmp = `${dir}.tmp`;
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(tmp);
    writeFileSync(join(tmp, "package.json"), `${JSON.stringify({ private: true, dependencies: { verdaccio: VERDACCIO_VERSION }, overrides: OVERRIDES }, null, 2)}\n`);
    log(`Installing verdaccio ${VERDACCIO_VERSION} into ${dir} from the npm registry (once)`);
    const result = spawnSync("npm", ["install", "--no-audit", "--no-fund", "--omit=dev", "--ignore-scripts"], { cwd: tmp, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`npm install verdaccio@${VERDACCIO_VERSION} failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
    renameSync(tmp, dir);
    return bin;
  });
}
