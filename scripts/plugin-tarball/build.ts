// The provider plugin as Pulumi plugin archives, for `pulumi plugin install resource adpublisher
// <version> --file <archive>`: an esbuild bundle of the plugin (our code, undici, zod, and the gRPC
// and protobuf code of @pulumi/pulumi), its launchers, and, in a native archive, the platform's
// Node.js, so that it needs nothing outside the archive (docs/decisions/0116-plugin-tarball-ships-node.md,
// 0190-plugin-archives-per-platform-and-on-any-node.md).
import { spawn } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { build, type Plugin } from "esbuild";
import { NODE_BUNDLE } from "../node-bundle";
import type { Log } from "../toolchain/provision";
import { ENTRY, launchers, PLUGIN } from "./launchers";
import { nodeBinary } from "./node-binary";
import { type PluginTarget, targetNamed } from "./platforms";

const ROOT = resolve(__dirname, "../..");
export { PLUGIN } from "./launchers";
/** The bundle the entry loads once the Node.js version is known to be new enough. */
const BUNDLE = "plugin.js";

export function packageVersion(): string {
  return (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version;
}

/** `pulumi-resource-adpublisher-v<version>-<name>.tar.gz`, the name Pulumi gives plugin archives. */
export function archiveName(name: string, version = packageVersion()): string {
  return `${PLUGIN}-v${version}-${name}.tar.gz`;
}

/** The archive's files once `pulumi plugin install` has unpacked it. */
export function archiveEntries(target: PluginTarget): string[] {
  const node = target.kind === "native" ? [target.os === "windows" ? "node.exe" : "node", "LICENSE.node"] : [];
  return [PLUGIN, `${PLUGIN}.cmd`, ENTRY, BUNDLE, "package.json", "schema.json", ...node].sort();
}

/**
 * provider/plugin/sdk.ts and provider/runtime/engine-log.ts load gRPC and the protos from
 * @pulumi/pulumi's folder at run time (createRequire), which a bundler cannot follow, and which an
 * archive's plugin does not have. For the bundle, each `fromSdk("x")` becomes a `require` of the
 * file it resolves to now, from the same folder: the same modules, found at build time. A change of
 * either module's shape fails the build instead of yielding a bundle that looks for node_modules.
 */
const sdkResolvedAtBuildTime: Plugin = {
  name: "sdk-resolved-at-build-time",
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]provider[\\/](plugin[\\/]sdk|runtime[\\/]engine-log)\.ts$/ }, (args) => {
      const fromSdk = createRequire(require.resolve("@pulumi/pulumi/package.json"));
      let count = 0;
      const contents = readFileSync(args.path, "utf8")
        .replace(/^\s*const fromSdk = createRequire\(.*$/m, "")
        .replace(/fromSdk\(("[^"]+")\)/g, (_, spec: string) => {
          count += 1;
          return `require(${JSON.stringify(fromSdk.resolve(JSON.parse(spec) as string))})`;
        });
      if (count === 0 || contents.includes("fromSdk")) throw new Error(`${args.path}: expected only fromSdk("...") calls to rewrite`);
      return { contents, loader: "ts" };
    });
  },
};

/** The bin's `require("../plugin/main")` becomes the bundle beside the entry. */
const pluginMainIsTheBundle: Plugin = {
  name: "plugin-main-is-the-bundle",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^\.\.\/plugin\/main$/ }, () => ({ path: `./${BUNDLE}`, external: true }));
  },
};

/**
 * Writes the plugin's entry (`pulumi-resource-adpublisher.js`) and the bundle it loads into `dir`:
 * an archive's files, and the npm package's bin (scripts/bundle-dist.ts), one build for both.
 */
export async function bundlePlugin(dir: string, log: Log): Promise<void> {
  log(`esbuild provider/plugin/main.ts -> ${BUNDLE}`);
  await build({ ...NODE_BUNDLE, entryPoints: [join(ROOT, "provider", "plugin", "main.ts")], outfile: join(dir, BUNDLE), target: "node22", plugins: [sdkResolvedAtBuildTime] });
  // The entry is the bin: the version check, then the bundle. It is built for Node 12 (Ubuntu
  // 22.04's nodejs) so that an old Node parses it and prints the one line naming the version
  // needed, where the bundle's syntax would fail before any of our code ran.
  log(`esbuild provider/bin/${PLUGIN}.ts -> ${ENTRY}`);
  await build({ ...NODE_BUNDLE, entryPoints: [join(ROOT, "provider", "bin", `${PLUGIN}.ts`)], outfile: join(dir, ENTRY), target: "node12", plugins: [pluginMainIsTheBundle] });
}

/** An archive's common files: the entry, the bundle, and what packageRoot() finds beside them. */
async function bundle(dir: string, log: Log): Promise<void> {
  await bundlePlugin(dir, log);
  // packageRoot() finds this package.json beside the bundle: the version and schema.json it serves.
  writeFileSync(join(dir, "package.json"), `${JSON.stringify({ name: "pulumi-adpublisher", version: packageVersion(), private: true }, null, 2)}\n`);
  copyFileSync(join(ROOT, "schema.json"), join(dir, "schema.json"));
}

function tar(archive: string, stage: string, entries: readonly string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn("tar", ["-czf", `${archive}.tmp`, "--owner=0", "--group=0", "--numeric-owner", "-C", stage, ...entries], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", fail);
    child.on("close", (code) => {
      if (code !== 0) return fail(new Error(`tar failed for ${archive} (exit ${code}): ${stderr}`));
      renameSync(`${archive}.tmp`, archive);
      done();
    });
  });
}

export interface ArchiveOptions {
  /** Folder for the archives (default: build/ in the repository). */
  outDir?: string;
  /** Archive names' platform parts (see platforms.ts); an alias of the portable archive is a copy of it. */
  platforms: readonly string[];
  log?: Log;
}

/** Builds one archive per named platform; returns their absolute paths, in the order named. */
export async function buildPluginArchives(options: ArchiveOptions): Promise<string[]> {
  const log = options.log ?? (() => undefined);
  const outDir = resolve(options.outDir ?? join(ROOT, "build"));
  const version = packageVersion();
  const work = join(outDir, `${PLUGIN}-v${version}.stage`);
  rmSync(work, { recursive: true, force: true });
  try {
    return await buildIn(work, outDir, version, options.platforms, log);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function buildIn(work: string, outDir: string, version: string, platforms: readonly string[], log: Log): Promise<string[]> {
  const common = join(work, "common");
  mkdirSync(common, { recursive: true });
  await bundle(common, log);

  const built = new Map<PluginTarget, string>();
  const archives = platforms.map((name) => ({ name, target: targetNamed(name), file: join(outDir, archiveName(name, version)) }));
  // One tar per target, in parallel: gzip of each Node.js binary is most of the time.
  await Promise.all(archives.filter((a, i) => archives.findIndex((b) => b.target === a.target) === i).map(async ({ name, target, file }) => {
    const stage = join(work, name);
    mkdirSync(stage);
    for (const entry of [ENTRY, BUNDLE, "package.json", "schema.json"]) copyFileSync(join(common, entry), join(stage, entry));
    for (const [launcher, content] of launchers(target, version)) writeFileSync(join(stage, launcher), content);
    chmodSync(join(stage, PLUGIN), 0o755);
    if (target.kind === "native") {
      const node = nodeBinary(target, log);
      const nodeName = target.os === "windows" ? "node.exe" : "node";
      copyFileSync(node.file, join(stage, nodeName));
      chmodSync(join(stage, nodeName), 0o755);
      copyFileSync(node.license, join(stage, "LICENSE.node"));
    }
    log(`tar -czf ${file}`);
    await tar(file, stage, archiveEntries(target));
    built.set(target, file);
  }));
  for (const { target, file } of archives) {
    const source = built.get(target);
    if (source && source !== file) copyFileSync(source, file);
  }
  return archives.map((a) => a.file);
}
