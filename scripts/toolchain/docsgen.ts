// The Pulumi Registry's API-docs generator (Pulumi's codegen/docs, wrapped in
// scripts/toolchain/docsgen), built once into the cache and run over a schema into a folder of
// pages, as the Registry does for a community package's release.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { buildGoTool } from "./go-env";
import type { Log } from "./provision";

export function registryDocsgen(log?: Log): string {
  return buildGoTool({ name: "registry-docsgen", moduleDir: join(__dirname, "docsgen"), log });
}

/** Writes the Registry's pages for `schema` into `out`; throws with the generator's output on an error. */
export function generateRegistryDocs(schema: string, out: string, log?: Log): string {
  const result = spawnSync(registryDocsgen(log), ["-schema", schema, "-out", out], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`the Registry's docs generator failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
  return result.stdout.trim();
}
