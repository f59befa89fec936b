// The documented recovery after an interrupted `up` or `destroy`, step by step, for the crash tests.
import { readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { serviceEnv, type EmulatorHarness } from "./emulator";
import type { CommandResult, EngineResult, PulumiProject } from "./pulumi-project";

export interface Recovery {
  cancel: CommandResult;
  /** `adpublisher recover`: pending creates given their objects or cleared, then a refresh. */
  recover: CommandResult;
  /** The `up` or `destroy` run again. */
  rerun: EngineResult;
}

/**
 * The recovery of docs/recovery.md after an interrupted `up` or `destroy`, step by step: drop the
 * lock the killed run left, give its pending creates the objects it made (reading what is really
 * there), run again. `recoverArgs`: more arguments for `adpublisher recover` (other stacks' exports).
 */
export async function recover(project: PulumiProject, service: EmulatorHarness, operation: "up" | "destroy", recoverArgs: string[] = []): Promise<Recovery> {
  const cancel = await project.run(["cancel", "--yes", "--non-interactive"]);
  const recovered = await project.runAdpublisher(["recover", ...recoverArgs], serviceEnv(service.emulator.credentials));
  const rerun = operation === "up" ? await project.up() : await project.destroy();
  return { cancel, recover: recovered, rerun };
}

/** What `adpublisher recover` said it imported: `<id> -> <resource name>` per pending create. */
export function importedBy(result: CommandResult): string[] {
  return [...result.stdout.matchAll(/^(?:would import|imported): .*, id (\S+), into \w+ "([^"]+)"/gm)].map((m) => `${m[1]} -> ${m[2]}`);
}

/** The metadata sidecars (`*.attrs`) of a file backend, which are safe to delete (docs/recovery.md). */
export function sidecarFiles(stateDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".attrs")) found.push(path);
    }
  };
  walk(stateDir);
  return found;
}

/** The repair (docs/recovery.md) of `failed to load checkpoint: EOF`: delete the sidecars, keep the checkpoints. */
export function deleteSidecars(stateDir: string): string[] {
  const files = sidecarFiles(stateDir);
  for (const file of files) rmSync(file);
  return files;
}
