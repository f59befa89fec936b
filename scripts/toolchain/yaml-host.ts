// The official YAML language host, `pulumi-language-yaml`, built from the Go module
// github.com/pulumi/pulumi-yaml (Pulumi's own code evaluates and type-checks YAML programs).
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * v1.25.0 is the newest release the Go proxy here serves (v1.19.1 is the other). Its language host
 * protocol is the one the CLI v3.259.0 speaks. It needs its own pins (pulumi pkg v3.206.0): built
 * against the CLI's v3.259.0 it does not compile (plugin.NewContextWithRoot changed).
 */
export const YAML_HOST_VERSION = "1.25.0";
export const YAML_HOST = "pulumi-language-yaml";

/** The wrapper module (go.mod and go.sum beside this file) pins every dependency by hash, so the
 * build needs no checksum database, which here lacks the older pulumi modules it requires. */
const MODULE_DIR = join(__dirname, "yaml-host");
const STAMP = `.${YAML_HOST}-v${YAML_HOST_VERSION}`;

/** True when `binDir` holds the YAML host of our version (a stamp written after a build). */
export function hasYamlHost(binDir: string, stamped = true): boolean {
  return existsSync(join(binDir, YAML_HOST)) && (!stamped || existsSync(join(binDir, STAMP)));
}

export function buildYamlHost(go: string, binDir: string, workDir: string, log: (m: string) => void): void {
  const src = join(workDir, "yaml-src");
  mkdirSync(src, { recursive: true });
  for (const file of ["go.mod", "go.sum", "tools.go"]) copyFileSync(join(MODULE_DIR, file), join(src, file));
  const target = join(binDir, `${YAML_HOST}.tmp`);
  const ldflags = `-s -w -X github.com/pulumi/pulumi-yaml/pkg/version.Version=v${YAML_HOST_VERSION}`;
  const args = ["build", "-trimpath", "-ldflags", ldflags, "-o", target, "github.com/pulumi/pulumi-yaml/cmd/pulumi-language-yaml"];
  log(`Building ${YAML_HOST} v${YAML_HOST_VERSION} from the Go module proxy into ${binDir} (once; a few minutes)`);
  log(`$ go ${args.join(" ")}`);
  const env = { ...process.env, GOFLAGS: "-mod=readonly", CGO_ENABLED: "0" };
  const result = spawnSync(go, args, { cwd: src, env, stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) throw new Error(`go build of ${YAML_HOST} failed (exit ${result.status}); see the output above`);
  renameSync(target, join(binDir, YAML_HOST));
  writeFileSync(join(binDir, STAMP), `${YAML_HOST_VERSION}\n`);
  rmSync(src, { recursive: true, force: true });
}
