// schema-tools (github.com/pulumi/schema-tools v0.1.2, in scripts/toolchain/schema-tools with a
// wrapper that hands its `compare` the old schema from a file), built once into the cache, and the
// comparison the pull-request workflow posts: what a change of schema.json breaks for users.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { buildGoTool } from "./go-env";
import type { Log } from "./provision";

export function schemaTools(log?: Log): string {
  return buildGoTool({ name: "schema-tools", moduleDir: join(__dirname, "schema-tools"), log });
}

/** The first line of the pull-request comment, by which a later run finds it to update it. */
export const SCHEMA_COMPARE_MARKER = "<!-- adpublisher: schema-tools compare -->";

/** `schema-tools compare` of `newSchema` against `oldSchema` (the last release's): its report, verbatim. */
export function compareSchemas(oldSchema: string, newSchema: string, log?: Log): string {
  const args = ["-old-schema", oldSchema, "compare", "--provider", "adpublisher", "--old-commit", "release", "--new-commit", `--local-path=${newSchema}`];
  const result = spawnSync(schemaTools(log), args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`schema-tools compare failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
  return result.stdout.trim();
}

/** The pull-request comment: the marker, against which release, and schema-tools' report. */
export function schemaCompareComment(report: string, release: string): string {
  return `${SCHEMA_COMPARE_MARKER}\n### Schema changes against ${release}\n\n\`\`\`\n${report}\n\`\`\`\n\nA breaking change needs a new major version: see docs/releases.md.\n`;
}
