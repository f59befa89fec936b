// `adpublisher discover --unmanaged` run on a project's stack export, for the tests of what a
// stack does not manage.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { serviceEnv, type EmulatorHarness } from "./emulator";
import type { PulumiProject } from "./pulumi-project";

export interface UnmanagedReport {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** The ids the report names, one per unmanaged object. */
  ids: string[];
}

/** Writes the project's `pulumi stack export` into its folder and returns the file's path. */
export async function exportFile(project: PulumiProject): Promise<string> {
  const file = join(project.dir, `.export-${Date.now()}.json`);
  writeFileSync(file, await project.exportStack());
  return file;
}

/**
 * `adpublisher discover --unmanaged <stack export> [<other exports>]` as docs/recovery.md tells a user to
 * run it after an interrupted run: the installed package's bin, credentials from ADPUBLISHER_* variables.
 */
export async function unmanagedReport(project: PulumiProject, service: EmulatorHarness, otherExports: string[] = []): Promise<UnmanagedReport> {
  const result = await project.runAdpublisher(["discover", "--unmanaged", await exportFile(project), ...otherExports], serviceEnv(service.emulator.credentials));
  const ids = [...result.stdout.matchAll(/, id (\S+)$/gm)].map((m) => m[1]!);
  return { exitCode: result.exitCode, stdout: result.stdout, stderr: result.stderr, ids };
}
