// Each artifact of a release, built into one folder from this tree, by the ordinary tool of its
// ecosystem: `npm pack`, `python -m build`, tar for the Go module and the .NET source, the plugin
// archives of scripts/plugin-tarball, and the Java package (see java.ts).
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { archiveName, buildPluginArchives } from "../plugin-tarball/build";
import { ALL_TARGETS, PORTABLE_ALIASES } from "../plugin-tarball/platforms";
import { provisionPythonBuild } from "../toolchain/python-env";
import type { Log } from "../toolchain/provision";

export const ROOT = join(__dirname, "..", "..");

export interface Context {
  out: string;
  version: string;
  log: Log;
}

/** Files (names in `out`) that `before` did not list. */
function newFiles(out: string, before: readonly string[]): string[] {
  return readdirSync(out).filter((name) => !before.includes(name)).sort();
}

/** `npm pack` of the package, as `npm publish` would upload it (its `prepare` builds dist/). */
export function npmPackage({ out, log }: Context): string[] {
  const before = readdirSync(out);
  log("npm pack");
  execFileSync("npm", ["pack", "--silent", "--pack-destination", out], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  return newFiles(out, before);
}

/** A copy of `dir` outside the repository, so that builds leave nothing in it. */
function copied(dir: string, name: string): { path: string; done: () => void } {
  const tmp = mkdtempSync(join(tmpdir(), "adpublisher-release-"));
  const path = join(tmp, name);
  cpSync(dir, path, { recursive: true, filter: (src) => !/[\\/](build|dist|__pycache__|[^\\/]*\.egg-info)$/.test(src) });
  return { path, done: () => rmSync(tmp, { recursive: true, force: true }) };
}

/** The Python wheel and sdist of sdk/python, with PyPA's `build` (as `twine upload` takes them). */
export function pythonPackages({ out, log }: Context): string[] {
  const python = provisionPythonBuild(log);
  const sdk = copied(join(ROOT, "sdk", "python"), "python");
  try {
    const before = readdirSync(out);
    log("python -m build --sdist --wheel sdk/python");
    const result = spawnSync(python, ["-m", "build", "--no-isolation", "--sdist", "--wheel", "--outdir", out, sdk.path], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`python -m build failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
    return newFiles(out, before);
  } finally {
    sdk.done();
  }
}

/** A folder of sdk/ as a tar.gz whose one top folder is named like the archive. */
function sourceArchive(language: string, { out, version, log }: Context): string[] {
  const name = `pulumi-adpublisher-sdk-${language}-v${version}`;
  const sdk = copied(join(ROOT, "sdk", language), name);
  try {
    log(`tar -czf ${name}.tar.gz sdk/${language}`);
    execFileSync("tar", ["-czf", join(out, `${name}.tar.gz`), "--owner=0", "--group=0", "--numeric-owner", "-C", join(sdk.path, ".."), name]);
    return [`${name}.tar.gz`];
  } finally {
    sdk.done();
  }
}

/** The Go SDK's module (what the `sdk/go/v<version>` tag serves to `go get`), as a folder in a tar.gz. */
export const goModule = (context: Context): string[] => sourceArchive("go", context);

/** The .NET SDK's source (no .NET toolchain here builds a NuGet package from it). */
export const dotnetSource = (context: Context): string[] => sourceArchive("dotnet", context);

/** Every plugin archive: one per platform with its own Node.js, the portable one, and its darwin-arm64 name. */
export async function pluginArchives({ out, version, log }: Context): Promise<string[]> {
  const platforms = [...ALL_TARGETS.map((target) => target.name), ...PORTABLE_ALIASES];
  await buildPluginArchives({ outDir: out, platforms, log });
  return platforms.map((platform) => archiveName(platform, version));
}
