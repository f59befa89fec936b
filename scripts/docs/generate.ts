// Every file `npm run docs` writes, as (path relative to the repository root -> content), so that
// the command writes them and a test compares them with the committed ones.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { PackageSpec } from "../schema/pulumi-spec";
import { decisionsReadme, readDecisionRecords } from "./decisions";
import { functionPage, indexPage, resourcePage } from "./reference";
import { functionSlug } from "../schema/examples";
import { DEFINITIONS } from "../../provider/resources/definitions";
import { installationPage, registryIndexPage } from "./registry";
import { type DocumentedResource, resourceFacts } from "./resource-facts";

export type GeneratedFiles = Map<string, string>;

/** The folder whose every file is generated: a file there that the generator does not write is stale. */
export const REFERENCE_FOLDER = "docs/reference";

export interface DocsSources {
  /** The package schema; default: the committed schema.json. */
  readonly schema?: PackageSpec;
  /** The resource definitions; default: the package's (a test hands one more). */
  readonly definitions?: readonly DocumentedResource[];
}

export function generateDocs(root: string, sources: DocsSources = {}): GeneratedFiles {
  const files: GeneratedFiles = new Map();
  const schema = sources.schema ?? (JSON.parse(readFileSync(join(root, "schema.json"), "utf8")) as PackageSpec);
  const resources = resourceFacts(sources.definitions ?? DEFINITIONS);
  files.set(`${REFERENCE_FOLDER}/README.md`, indexPage(schema, resources));
  for (const facts of resources) files.set(`${REFERENCE_FOLDER}/resources/${facts.slug}.md`, resourcePage(schema, facts));
  for (const token of Object.keys(schema.functions)) {
    files.set(`${REFERENCE_FOLDER}/functions/${functionSlug(token)}.md`, functionPage(schema, token));
  }
  const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
  files.set("docs/_index.md", registryIndexPage(schema, version));
  files.set("docs/installation-configuration.md", installationPage(schema, version));
  const records = readDecisionRecords(join(root, "docs/decisions"));
  files.set("docs/decisions/README.md", decisionsReadme(records));
  return files;
}
