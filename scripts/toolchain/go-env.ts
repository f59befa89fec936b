// The Go toolchain for what the project builds with Go: the Pulumi CLI and language hosts
// (provision.ts), the Go SDK and Go programs (issue 16). GOCACHE and GOMODCACHE stay at Go's
// defaults, so every build on the machine shares them: the first build of a program that imports
// pulumi sdk/v3 is slow, the next ones reuse it.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";

export function which(command: string, path = process.env.PATH ?? ""): string | undefined {
  for (const dir of path.split(delimiter)) {
    const candidate = join(dir, command);
    if (dir && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** `go` on PATH, else where the official installers and Debian put it. */
export function findGo(): string | undefined {
  return which("go") ?? ["/usr/local/go/bin/go", "/usr/lib/go/bin/go"].find((p) => existsSync(p));
}

export function requireGo(): string {
  const go = findGo();
  if (!go) throw new Error("Go >= 1.24 is needed (https://go.dev/dl/) and was found neither on PATH nor in /usr/local/go/bin");
  return go;
}

/** PATH with the folder of `go` first, for the Go language host, which runs `go build` from PATH. */
export function pathWithGo(go: string, path = process.env.PATH ?? ""): string {
  return [dirname(go), path].join(delimiter);
}

/** Runs `go <args>` in `cwd`; throws with its output when it fails. */
export function runGo(args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): string {
  const go = requireGo();
  const result = spawnSync(go, args, { cwd, env: { ...env, PATH: pathWithGo(go, env.PATH) }, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`go ${args.join(" ")} failed in ${cwd} (exit ${result.status}):\n${result.stdout}${result.stderr}`);
  return result.stdout;
}
