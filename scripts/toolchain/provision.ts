// Provisions a folder holding `pulumi`, `pulumi-language-nodejs`, `pulumi-resource-pulumi-nodejs`,
// the official `pulumi-language-yaml` and `pulumi-language-java`, and the stand-in
// `pulumi-language-python` and `pulumi-language-go`. No registry here ships the CLI binary, so it is
// built from the Go module github.com/pulumi/pulumi/pkg/v3 at the version of our @pulumi/pulumi
// dependency, once, into a cache outside the repo keyed by that version. The language hosts are
// built from this checkout's sources into folders keyed by their hash, and the folder handed out
// is keyed by what it holds: a checkout never runs another checkout's hosts or scripts.
import { spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { cacheRoot, keyedFolder, markUsed, pruneKeyed, withLock } from "./cache-folders";
import { filesHash } from "./content-hash";
import { buildGoTool, findGo, type GoTool } from "./go-env";
import { JAVA_HOST, javaHostTool } from "./java-host";
import { LANGUAGE_HOSTS, languageHostTools, PYTHON_EXEC } from "./language-hosts";
import { which } from "./which";
import { YAML_HOST, yamlHostTool } from "./yaml-host";

const SCRIPTS = ["pulumi-language-nodejs", "pulumi-resource-pulumi-nodejs"] as const;
/** Files our scripts load from beside themselves; not looked for in a user's own install. */
const SUPPORT_FILES = ["exit-with-parent.js", "policy-pack-proxy.js", PYTHON_EXEC] as const;
/** The folder handed out, `<cache>/pulumi-v<version>/toolchain-<hash>`. */
const TOOLCHAIN = "toolchain";

export type Log = (message: string) => void;

export function sdkVersion(): string {
  const pkg = JSON.parse(readFileSync(require.resolve("@pulumi/pulumi/package.json"), "utf8")) as { version: string };
  return pkg.version;
}

function cliVersion(pulumi: string): string | undefined {
  const result = spawnSync(pulumi, ["version"], { encoding: "utf8", env: { ...process.env, PULUMI_SKIP_UPDATE_CHECK: "true" } });
  return result.status === 0 ? result.stdout.trim().replace(/^v/, "") : undefined;
}

function atLeast(version: string, minimum: string): boolean {
  const a = version.split(/[.-]/).map(Number);
  const b = minimum.split(/[.-]/).map(Number);
  for (let i = 0; i < 3; i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

/** A Pulumi install the user already has is used as is when it is v3, at least our SDK's version,
 * and ships the nodejs, YAML, Python, Go and Java language hosts and the dynamic provider plugin beside it. */
function existingInstall(required: string): string | undefined {
  const pulumi = which("pulumi");
  if (!pulumi) return undefined;
  const dir = dirname(pulumi);
  const version = cliVersion(pulumi);
  if (!version || !atLeast(version, required)) return undefined;
  return [...SCRIPTS, YAML_HOST, JAVA_HOST, ...LANGUAGE_HOSTS].every((s) => existsSync(join(dir, s))) ? dir : undefined;
}

/** The language hosts this checkout builds, each from its own module (see cache-folders.ts). */
export function hostTools(cliVersion: string): GoTool[] {
  return [yamlHostTool(), ...languageHostTools(cliVersion), javaHostTool()];
}

function buildCli(go: string, version: string, versionDir: string, log: Log): void {
  const src = join(versionDir, "src");
  mkdirSync(src, { recursive: true });
  writeFileSync(
    join(src, "go.mod"),
    `module adpublisher.local/pulumi-cli\n\ngo 1.24\n\nrequire (\n\tgithub.com/pulumi/pulumi/pkg/v3 v${version}\n\tgithub.com/pulumi/pulumi/sdk/v3 v${version}\n)\n`,
  );
  // go install pkg@version refuses modules with replace directives, hence this wrapper module.
  writeFileSync(join(src, "tools.go"), `//go:build tools\n\npackage tools\n\nimport _ "github.com/pulumi/pulumi/pkg/v3/cmd/pulumi"\n`);
  const env = { ...process.env, GOFLAGS: "-mod=mod", CGO_ENABLED: "0" };
  const run = (args: string[]) => {
    log(`$ go ${args.join(" ")}`);
    const result = spawnSync(go, args, { cwd: src, env, stdio: ["ignore", "inherit", "inherit"] });
    if (result.status !== 0) throw new Error(`go ${args[0]} failed (exit ${result.status}); see the output above`);
  };
  run(["mod", "tidy"]);
  const tmpBin = join(versionDir, "bin.tmp");
  rmSync(tmpBin, { recursive: true, force: true });
  const ldflags = `-s -w -X github.com/pulumi/pulumi/sdk/v3/go/common/version.Version=v${version}`;
  run(["build", "-trimpath", "-ldflags", ldflags, "-o", join(tmpBin, "pulumi"), "github.com/pulumi/pulumi/pkg/v3/cmd/pulumi"]);
  rmSync(join(versionDir, "bin"), { recursive: true, force: true });
  renameSync(tmpBin, join(versionDir, "bin"));
}

/** A binary of the cache at `to`: a hard link (the cache is one file system), a copy where links are refused. */
function link(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/** A file of the checkout at `to`: a copy, as a link would change with the next edit of the file. */
function copy(from: string, to: string): void {
  copyFileSync(from, to);
  chmodSync(to, 0o755);
}

/**
 * The folder handed out: the CLI and the hosts (hard links: the engine finds each plugin beside
 * the CLI or on PATH, and the Python host finds its exec script beside itself) and copies of our
 * scripts. Its key is the hosts' folders (each keyed by its sources) and the scripts' contents, so
 * it is made once per combination, through a temp folder renamed into place.
 */
function toolchainDir(versionDir: string, binaries: readonly string[]): string {
  const salt = binaries.join("\0");
  const dir = keyedFolder(versionDir, TOOLCHAIN, filesHash(__dirname, [...SCRIPTS, ...SUPPORT_FILES], salt));
  if (existsSync(dir)) {
    markUsed(dir);
    return dir;
  }
  const tmp = `${dir}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp);
  for (const binary of binaries) link(binary, join(tmp, basename(binary)));
  for (const name of [...SCRIPTS, ...SUPPORT_FILES]) copy(join(__dirname, name), join(tmp, name));
  try {
    renameSync(tmp, dir);
  } catch (err) {
    // Another process made the same folder first: it holds the same files.
    rmSync(tmp, { recursive: true, force: true });
    if (!existsSync(dir)) throw err;
  }
  pruneKeyed(versionDir, TOOLCHAIN);
  return dir;
}

const INSTALL_HINT =
  "Install the Pulumi CLI (https://www.pulumi.com/docs/install/) and put it on PATH, or install Go >= 1.24 " +
  "so that adpublisher can build the CLI and the YAML language host from source (npm run pulumi-path).";

export interface ProvisionOptions {
  log?: Log;
  /** Where the built CLI is cached (default: cacheRoot()). */
  cacheDir?: string;
  /** How to find a Go toolchain (default: PATH, then the usual install folders). */
  findGo?: () => string | undefined;
}

/** Returns the absolute path of a folder with a working pulumi, language host and dynamic provider plugin. */
export function provisionPulumi(logOrOptions: Log | ProvisionOptions = {}): string {
  const options = typeof logOrOptions === "function" ? { log: logOrOptions } : logOrOptions;
  const log = options.log ?? ((m: string) => process.stderr.write(`${m}\n`));
  const version = sdkVersion();
  const existing = existingInstall(version);
  if (existing) return existing;

  const cache = options.cacheDir ?? cacheRoot();
  // The CLI is built from the module proxy's modules of its version: keyed by that version alone.
  const versionDir = join(cache, `pulumi-v${version}`);
  const cli = join(versionDir, "bin", "pulumi");
  mkdirSync(versionDir, { recursive: true });
  let go: string | undefined;
  const requireGo = (): string => {
    go ??= (options.findGo ?? findGo)();
    if (!go) throw new Error(`No Pulumi CLI v${version}+ with its language hosts on PATH and no Go toolchain to build them. ${INSTALL_HINT}`);
    return go;
  };
  if (cliVersion(cli) !== version) {
    const goForCli = requireGo();
    withLock(`${versionDir}.lock`, log, () => {
      if (cliVersion(cli) === version) return;
      log(`Building the Pulumi CLI v${version} from the Go module proxy into ${dirname(cli)} (once; a few minutes)`);
      buildCli(goForCli, version, versionDir, log);
    });
  }
  const hosts = hostTools(version).map((tool) => buildGoTool({ ...tool, log, cacheDir: cache, go: requireGo }));
  return toolchainDir(versionDir, [cli, ...hosts]);
}
