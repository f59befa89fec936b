import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { EmulatorHarness } from "./emulator";
import type { PulumiProject } from "./pulumi-project";

export interface UnmanagedReport {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** The ids the report names, one per unmanaged object. */
  ids: string[];
}

/**
 * `adpublisher discover --unmanaged <stack export>` as docs/recovery.md tells a user to run it after an
 * interrupted run: the installed package's bin, credentials from ADPUBLISHER_* variables.
 */
export async function unmanagedReport(project: PulumiProject, service: EmulatorHarness): Promise<UnmanagedReport> {
  const exportFile = join(project.dir, `.export-${Date.now()}.json`);
  writeFileSync(exportFile, await project.exportStack());
  const bin = join(project.workspace.root, "node_modules", "pulumi-adpublisher", "dist", "provider", "cli", "main.js");
  const c = service.emulator.credentials;
  // Not spawnSync: the emulator answers from this very process, so its event loop must keep running.
  const child = spawn(process.execPath, [bin, "discover", "--unmanaged", exportFile], {
    env: {
      PATH: process.env.PATH,
      ADPUBLISHER_BASE_URL: c.url,
      ADPUBLISHER_CLIENT_ID: c.clientId,
      ADPUBLISHER_CLIENT_SECRET: c.clientSecret,
      ADPUBLISHER_AUDIENCE: c.audience,
    },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const status = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", resolve);
  });
  const result = { status, stdout, stderr };
  const ids = [...result.stdout.matchAll(/, id (\S+)$/gm)].map((m) => m[1]!);
  return { exitCode: result.status ?? -1, stdout: result.stdout, stderr: result.stderr, ids };
}
