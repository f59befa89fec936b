// `pulumi version` of the provisioned CLI: the shortest command that starts its logging and profiling.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { provisionPulumi } from "../../scripts/toolchain/provision";

/**
 * `pulumi version` of the provisioned CLI with its own home, and `flags` before the command (such
 * as `--profiling PREFIX`): the shortest command that still starts the CLI's logging and profiling.
 */
export function pulumiVersion(home: string, ...flags: string[]): string {
  const pulumi = join(provisionPulumi(), "pulumi");
  return execFileSync(pulumi, [...flags, "version"], { env: { ...process.env, PULUMI_HOME: home, PULUMI_SKIP_UPDATE_CHECK: "true" }, encoding: "utf8" });
}
