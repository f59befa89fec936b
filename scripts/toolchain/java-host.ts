// The official Java language host, `pulumi-language-java`, built from the Go module
// github.com/pulumi/pulumi-java/pkg (its cmd/pulumi-language-java) through the module that also
// builds the Java SDK generator (scripts/sdkgen/java): one pin, one go.sum, so the host that runs
// Java programs and answers `pulumi package gen-sdk --language java` is the generator `npm run sdk`
// runs (decision 0200).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { contentHash } from "./content-hash";
import { PULUMI_JAVA_MODULE_DIR, pulumiJavaVersion } from "./pulumi-java-version";

export const JAVA_HOST = "pulumi-language-java";
const STAMP_PREFIX = `.${JAVA_HOST}-`;

/** A hash of the module: a changed pin rebuilds the host on the next `npm run pulumi-path`. */
export function javaHostStamp(): string {
  return `${STAMP_PREFIX}${contentHash(PULUMI_JAVA_MODULE_DIR)}`;
}

export function hasJavaHost(binDir: string): boolean {
  return existsSync(join(binDir, JAVA_HOST)) && existsSync(join(binDir, javaHostStamp()));
}

export function buildJavaHost(go: string, binDir: string, log: (m: string) => void): void {
  const version = pulumiJavaVersion();
  const target = join(binDir, `${JAVA_HOST}.tmp`);
  const ldflags = `-s -w -X github.com/pulumi/pulumi-java/pkg/version.Version=v${version}`;
  const args = ["build", "-trimpath", "-ldflags", ldflags, "-o", target, `github.com/pulumi/pulumi-java/pkg/cmd/${JAVA_HOST}`];
  log(`Building ${JAVA_HOST} v${version} from the Go module proxy into ${binDir} (once; a few minutes)`);
  log(`$ go ${args.join(" ")}`);
  // go.sum pins every module by hash, so the build needs no checksum database (which does not know
  // pulumi-java v1.17.0 nor the pulumi pkg v3.205.0 it pins).
  const env = { ...process.env, GOFLAGS: "-mod=readonly", CGO_ENABLED: "0" };
  const result = spawnSync(go, args, { cwd: PULUMI_JAVA_MODULE_DIR, env, stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) throw new Error(`go build of ${JAVA_HOST} failed (exit ${result.status}); see the output above`);
  renameSync(target, join(binDir, JAVA_HOST));
  for (const old of readdirSync(binDir).filter((f) => f.startsWith(STAMP_PREFIX))) rmSync(join(binDir, old));
  writeFileSync(join(binDir, javaHostStamp()), `${version}\n`);
}
