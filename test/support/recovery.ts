import { readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import type { CommandResult, EngineResult, PulumiProject } from "./pulumi-project";

export interface Recovery {
  cancel: CommandResult;
  refresh: EngineResult;
  /** The `up` or `destroy` run again. */
  rerun: EngineResult;
}

/**
 * The recovery (docs/recovery.md) after an interrupted `up` or `destroy`, step by step: drop the lock the
 * killed run left, drop the operations it left pending (reading what is really there), run again.
 */
export async function recover(project: PulumiProject, operation: "up" | "destroy"): Promise<Recovery> {
  const cancel = await project.run(["cancel", "--yes", "--non-interactive"]);
  const refresh = await project.refresh("--clear-pending-creates");
  const rerun = operation === "up" ? await project.up() : await project.destroy();
  return { cancel, refresh, rerun };
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

/** docs/recovery.md: the repair of `failed to load checkpoint: EOF`: delete the sidecars, keep the checkpoints. */
export function deleteSidecars(stateDir: string): string[] {
  const files = sidecarFiles(stateDir);
  for (const file of files) rmSync(file);
  return files;
}
