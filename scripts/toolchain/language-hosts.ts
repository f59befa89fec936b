// The stand-in language hosts `pulumi-language-python` and `pulumi-language-go`, built
// from the Go module beside this file. The official hosts are Go modules of their own that the
// module proxy here does not serve; ours follow them over the same sdk/v3 and pkg/v3 packages
// (docs/decisions/0115-language-host-stand-ins.md).
import { join } from "node:path";
import type { GoTool } from "./go-env";

export const LANGUAGE_HOSTS = ["pulumi-language-python", "pulumi-language-go"] as const;
/** The Python host runs this script beside itself, as the official one does. */
export const PYTHON_EXEC = "pulumi-language-python-exec";

export const LANGUAGE_HOSTS_MODULE = join(__dirname, "language-hosts");

/**
 * Each host as a Go tool of `moduleDir` (the module beside this file unless a test names a copy):
 * built into the cache folder of the module's hash, so a changed host is rebuilt on the next
 * `npm run pulumi-path` and another checkout's hosts are never overwritten.
 */
export function languageHostTools(cliVersion: string, moduleDir: string = LANGUAGE_HOSTS_MODULE): GoTool[] {
  // GetPluginInfo reports the CLI's version, as the official hosts (built with the CLI) do.
  const ldflags = `-s -w -X github.com/pulumi/pulumi/sdk/v3/go/common/version.Version=v${cliVersion}`;
  return LANGUAGE_HOSTS.map((name) => ({ name, moduleDir, pkg: `./${name}`, ldflags }));
}
