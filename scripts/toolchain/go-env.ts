// Go for the project's own tools and checks (sdkgen, `go build`/`go vet` of sdk/go and examples/go,
// the Go language host): find the toolchain, run it, and build a committed module once into the cache.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { contentHash } from "./content-hash";
import { cacheRoot, findGo, type Log, withLock } from "./provision";

export const GO_HINT = "Install Go >= 1.25 (https://go.dev/dl/) and put `go` on PATH.";

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

/** Runs `go args` in `cwd`, capturing stdout and stderr together (for a test's failure message). */
export function runGo(args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = goEnv()): GoRun {
  const result = spawnSync(requireGo(), args, { cwd, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return { status: result.status, output: `${result.stdout ?? ""}${result.stderr ?? ""}${result.error ? String(result.error) : ""}` };
}

/** Like runGo, but throws with the output when go fails. */
export function mustRunGo(args: readonly string[], cwd: string, env?: NodeJS.ProcessEnv): string {
  const result = runGo(args, cwd, env);
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
  log?: Log;
}

/**
 * Builds a committed Go module's command once into the cache, keyed by a hash of the module's files,
 * and returns the binary's path. `-mod=readonly`: go.sum is the pin, nothing is resolved anew.
 */
export function buildGoTool(tool: GoTool): string {
  const log = tool.log ?? ((m: string) => process.stderr.write(`${m}\n`));
  const dir = join(cacheRoot(), "tools", `${tool.name}-${contentHash(tool.moduleDir)}`);
  const binary = join(dir, tool.name);
  if (existsSync(binary)) return binary;
  mkdirSync(dirname(dir), { recursive: true });
  return withLock(`${dir}.lock`, log, () => {
    if (existsSync(binary)) return binary;
    log(`Building ${tool.name} from ${tool.moduleDir} into ${dir} (once per change of the module)`);
    mkdirSync(dir, { recursive: true });
    const tmp = `${binary}.tmp`;
    rmSync(tmp, { force: true });
    mustRunGo(["build", "-trimpath", "-o", tmp, tool.pkg ?? "."], tool.moduleDir, goEnv({ GOFLAGS: "-mod=readonly" }));
    renameSync(tmp, binary);
    return binary;
  });
}
