// Go for the project's own tools and checks (sdkgen, `go build`/`go vet` of sdk/go and examples/go,
// the language hosts): find the toolchain, run it, and build a committed module once into the cache.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { cacheRoot, keyedFolder, markUsed, pruneKeyed, withLock } from "./cache-folders";
import { contentHash } from "./content-hash";
import type { Log } from "./provision";
import { which } from "./which";

export const GO_HINT = "Install Go >= 1.25 (https://go.dev/dl/) and put `go` on PATH.";

/** `go` on PATH, else in the usual install folders. */
export function findGo(): string | undefined {
  return which("go") ?? ["/usr/local/go/bin/go", "/usr/lib/go/bin/go"].find((p) => existsSync(p));
}

/** The `go` binary, or an error saying how to get one. */
export function requireGo(): string {
  const go = findGo();
  if (!go) throw new Error(`No Go toolchain found. ${GO_HINT}`);
  return go;
}

/** Static binaries; `extra` (e.g. GOFLAGS) on top of the caller's environment. */
export function goEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { ...process.env, CGO_ENABLED: "0", ...extra };
}

export interface GoRun {
  status: number | null;
  output: string;
}

/** Runs `go args` in `cwd` (with `go`, else the one requireGo finds), stdout and stderr together (for a test's failure message). */
export function runGo(args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = goEnv(), go?: string): GoRun {
  const result = spawnSync(go ?? requireGo(), args, { cwd, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return { status: result.status, output: `${result.stdout ?? ""}${result.stderr ?? ""}${result.error ? String(result.error) : ""}` };
}

/** Like runGo, but throws with the output when go fails. */
export function mustRunGo(args: readonly string[], cwd: string, env?: NodeJS.ProcessEnv, go?: string): string {
  const result = runGo(args, cwd, env, go);
  if (result.status !== 0) throw new Error(`go ${args.join(" ")} (in ${cwd}) failed (exit ${result.status}):\n${result.output}`);
  return result.output;
}

export interface GoTool {
  /** Name of the binary. */
  name: string;
  /** The committed module (go.mod, go.sum pin every dependency by hash). */
  moduleDir: string;
  /** The main package inside the module (default: the module's root). */
  pkg?: string;
  /** `-ldflags` of the build (e.g. the version a binary reports); part of the key, as the sources are. */
  ldflags?: string;
  log?: Log;
  /** The cache (default: cacheRoot()). */
  cacheDir?: string;
  /** The `go` to build with, asked for only when a build is needed (default: requireGo). */
  go?: () => string;
}

/**
 * The folder of a tool's build: `<cache>/tools/<name>-<hash>`, the hash over the module's files
 * and the link flags, so each content of the sources has its own folder (see cache-folders.ts).
 */
export function goToolDir(tool: GoTool): string {
  return keyedFolder(join(tool.cacheDir ?? cacheRoot(), "tools"), tool.name, contentHash(tool.moduleDir, undefined, tool.ldflags ?? ""));
}

/**
 * Builds a committed Go module's command once into the cache, in the folder of its sources'
 * hash (goToolDir), and returns the binary's path. `-mod=readonly`: go.sum is the pin, nothing is
 * resolved anew. A new build prunes the tool's old folders (cache-folders.ts says which).
 */
export function buildGoTool(tool: GoTool): string {
  const log = tool.log ?? ((m: string) => process.stderr.write(`${m}\n`));
  const dir = goToolDir(tool);
  const binary = join(dir, tool.name);
  if (existsSync(binary)) {
    markUsed(dir);
    return binary;
  }
  const tools = dirname(dir);
  mkdirSync(tools, { recursive: true });
  return withLock(`${dir}.lock`, log, () => {
    if (existsSync(binary)) return binary;
    const go = (tool.go ?? requireGo)();
    log(`Building ${tool.name} from ${tool.moduleDir} into ${dir} (once per change of the module)`);
    mkdirSync(dir, { recursive: true });
    const tmp = `${binary}.tmp`;
    rmSync(tmp, { force: true });
    const ldflags = tool.ldflags === undefined ? [] : ["-ldflags", tool.ldflags];
    mustRunGo(["build", "-trimpath", ...ldflags, "-o", tmp, tool.pkg ?? "."], tool.moduleDir, goEnv({ GOFLAGS: "-mod=readonly" }), go);
    renameSync(tmp, binary);
    pruneKeyed(tools, tool.name);
    return binary;
  });
}
