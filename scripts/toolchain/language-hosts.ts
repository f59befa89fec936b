// The stand-in language hosts `pulumi-language-python` and `pulumi-language-go`, built
// from the Go module beside this file. The official hosts are Go modules of their own that the
// module proxy here does not serve; ours follow them over the same sdk/v3 and pkg/v3 packages
// (docs/decisions/0115-language-host-stand-ins.md).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { contentHash } from "./content-hash";

export const LANGUAGE_HOSTS = ["pulumi-language-python", "pulumi-language-go"] as const;
/** The Python host runs this script beside itself, as the official one does. */
export const PYTHON_EXEC = "pulumi-language-python-exec";

const MODULE_DIR = join(__dirname, "language-hosts");

/** A hash of the module's sources: a changed host is rebuilt on the next `npm run pulumi-path`. */
export function languageHostsStamp(): string {
  return `.language-hosts-${contentHash(MODULE_DIR)}`;
}

export function hasLanguageHosts(binDir: string): boolean {
  return LANGUAGE_HOSTS.every((h) => existsSync(join(binDir, h))) && existsSync(join(binDir, languageHostsStamp()));
}

export function buildLanguageHosts(go: string, binDir: string, cliVersion: string, log: (m: string) => void): void {
  const tmp = join(binDir, "language-hosts.tmp");
  rmSync(tmp, { recursive: true, force: true });
  // GetPluginInfo reports the CLI's version, as the official hosts (built with the CLI) do.
  const ldflags = `-s -w -X github.com/pulumi/pulumi/sdk/v3/go/common/version.Version=v${cliVersion}`;
  const args = ["build", "-trimpath", "-ldflags", ldflags, "-o", `${tmp}/`, ...LANGUAGE_HOSTS.map((h) => `./${h}`)];
  log(`Building ${LANGUAGE_HOSTS.join(" and ")} into ${binDir} (once; a minute or two)`);
  log(`$ go ${args.join(" ")}`);
  // go.sum pins every module by hash, so the build needs no checksum database.
  const env = { ...process.env, GOFLAGS: "-mod=readonly", CGO_ENABLED: "0" };
  const result = spawnSync(go, args, { cwd: MODULE_DIR, env, stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) throw new Error(`go build of the language hosts failed (exit ${result.status}); see the output above`);
  for (const h of LANGUAGE_HOSTS) renameSync(join(tmp, h), join(binDir, h));
  rmSync(tmp, { recursive: true, force: true });
  for (const old of readdirSync(binDir).filter((f) => f.startsWith(".language-hosts-"))) rmSync(join(binDir, old));
  writeFileSync(join(binDir, languageHostsStamp()), "");
}
