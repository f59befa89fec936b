// `npm run schema-compare -- --old-schema FILE --release TAG [--post]`: schema-tools' report of what
// schema.json breaks against the last release's schema, printed as the pull-request comment; with
// --post, that comment is written to the pull request (GITHUB_API_URL, GITHUB_REPOSITORY,
// PR_NUMBER, GITHUB_TOKEN), replacing the previous run's.
import { join } from "node:path";
import { parseArgs } from "node:util";
import { upsertComment } from "./pr-comment";
import { compareSchemas, SCHEMA_COMPARE_MARKER, schemaCompareComment } from "./toolchain/schema-tools";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { "old-schema": { type: "string" }, release: { type: "string" }, schema: { type: "string" }, post: { type: "boolean" } } });
  const oldSchema = values["old-schema"];
  const release = values.release;
  if (!oldSchema || !release) throw new Error("usage: schema-compare --old-schema FILE --release TAG [--schema schema.json] [--post]");
  const comment = schemaCompareComment(compareSchemas(oldSchema, values.schema ?? join(__dirname, "..", "schema.json")), release);
  process.stdout.write(comment);
  if (!values.post) return;
  const need = (name: string): string => {
    const value = process.env[name];
    if (!value) throw new Error(`--post needs ${name} in the environment`);
    return value;
  };
  const pullRequest = Number(need("PR_NUMBER"));
  if (!Number.isInteger(pullRequest) || pullRequest <= 0) throw new Error(`PR_NUMBER must be a pull request's number, not ${JSON.stringify(process.env.PR_NUMBER)}`);
  const target = { api: process.env.GITHUB_API_URL ?? "https://api.github.com", repository: need("GITHUB_REPOSITORY"), pullRequest, token: need("GITHUB_TOKEN") };
  process.stderr.write(`schema-compare: comment ${await upsertComment(target, SCHEMA_COMPARE_MARKER, comment)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
