// Provisions a folder holding `pulumi`, `pulumi-language-nodejs`, `pulumi-resource-pulumi-nodejs`,
// the official `pulumi-language-yaml` and `pulumi-language-java`, and the stand-in
// `pulumi-language-python` and `pulumi-language-go`. No registry here ships the CLI binary, so it is
// built from the Go module github.com/pulumi/pulumi/pkg/v3 at the version of our @pulumi/pulumi
// dependency, once, into a cache outside the repo keyed by that version.
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, chmodSync } from "node:fs";
import { homedir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { buildJavaHost, hasJavaHost, JAVA_HOST } from "./java-host";
import { buildLanguageHosts, hasLanguageHosts, LANGUAGE_HOSTS, PYTHON_EXEC } from "./language-hosts";
import { buildYamlHost, hasYamlHost, YAML_HOST } from "./yaml-host";

const SCRIPTS = ["pulumi-language-nodejs", "pulumi-resource-pulumi-nodejs"] as const;
/** Files our scripts load from beside themselves; not looked for in a user's own install. */
const SUPPORT_FILES = ["exit-with-parent.js", "policy-pack-proxy.js", PYTHON_EXEC] as const;
const LOCK_STALE_MS = 45 * 60_000;

export type Log = (message: string) => void;

export function sdkVersion(): string {
  const pkg = JSON.parse(readFileSync(require.resolve("@pulumi/pulumi/package.json"), "utf8")) as { version: string };
  return pkg.version;
}

export function cacheRoot(): string {
  const explicit = process.env.ADPUBLISHER_CACHE_DIR;
  if (explicit) return explicit;
  const xdg = process.env.XDG_CACHE_HOME || join(homedir(), ".cache");
  return join(xdg, "adpublisher");
}

export function which(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    const candidate = join(dir, command);
    if (dir && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
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

/** Our own plugin scripts are copied beside the CLI on every call, so a changed script reaches the cache. */
function syncScripts(binDir: string): void {
  for (const name of [...SUPPORT_FILES, ...SCRIPTS]) {
    const source = join(__dirname, name);
    const target = join(binDir, name);
    if (!existsSync(target) || readFileSync(target, "utf8") !== readFileSync(source, "utf8")) {
      copyFileSync(source, `${target}.tmp`);
      chmodSync(`${target}.tmp`, 0o755);
      renameSync(`${target}.tmp`, target);
    }
  }
}

export function findGo(): string | undefined {
  return which("go") ?? ["/usr/local/go/bin/go", "/usr/lib/go/bin/go"].find((p) => existsSync(p));
}

export function withLock<T>(lockDir: string, log: Log, action: () => T): T {
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
  const versionDir = join(cache, `pulumi-v${version}`);
  const binDir = join(versionDir, "bin");
  mkdirSync(cache, { recursive: true });
  const complete = () => cliVersion(join(binDir, "pulumi")) === version && hasYamlHost(binDir) && hasLanguageHosts(binDir) && hasJavaHost(binDir);
  if (!complete()) {
    const go = (options.findGo ?? findGo)();
    if (!go) throw new Error(`No Pulumi CLI v${version}+ with its language hosts on PATH and no Go toolchain to build them. ${INSTALL_HINT}`);
    withLock(`${versionDir}.lock`, log, () => {
      if (cliVersion(join(binDir, "pulumi")) !== version) {
        log(`Building the Pulumi CLI v${version} from the Go module proxy into ${binDir} (once; a few minutes)`);
        buildCli(go, version, versionDir, log);
      }
      if (!hasYamlHost(binDir)) buildYamlHost(go, binDir, versionDir, log);
      if (!hasLanguageHosts(binDir)) buildLanguageHosts(go, binDir, version, log);
      if (!hasJavaHost(binDir)) buildJavaHost(go, binDir, log);
    });
  }
  syncScripts(binDir);
  return binDir;
}
