// The Pulumi CLI itself reads and binds schema.json (metaschema, tokens, references, types):
// `pulumi package get-schema` fails on any binding error and prints back what it understood. It
// allows references to undefined types, which test/unit/schema.test.ts checks instead.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { provisionPulumi } from "../../scripts/toolchain/provision";
import { offlinePulumiEnv } from "../../scripts/toolchain/pulumi-env";

const schemaFile = join(__dirname, "../../schema.json");
let work: string;
let env: NodeJS.ProcessEnv;

beforeAll(() => {
  const pulumiDir = provisionPulumi(() => undefined);
  work = mkdtempSync(join(tmpdir(), "adpublisher-schema-"));
  env = offlinePulumiEnv({ pulumiDir, nodeDir: dirname(process.execPath), stateDir: join(work, "state"), home: join(work, "home"), passphrase: "schema" });
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

function getSchema(file: string) {
  const result = spawnSync("pulumi", ["package", "get-schema", file], { cwd: work, env, encoding: "utf8", timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The CLI leaves out empty maps (e.g. `functions` while there is none). */
function withoutEmptyMaps(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => !(v && typeof v === "object" && !Array.isArray(v) && Object.keys(v).length === 0)));
}

describe("schema.json through the Pulumi CLI", () => {
  it("binds with no error or warning, and the CLI reads back every field we wrote", () => {
    const result = getSchema(schemaFile);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const committed = JSON.parse(readFileSync(schemaFile, "utf8")) as Record<string, unknown>;
    expect(JSON.parse(result.stdout)).toEqual(withoutEmptyMaps(committed));
  });

  it("is a check that can fail: the dynamic resources' type tokens are refused", () => {
    const schema = JSON.parse(readFileSync(schemaFile, "utf8")) as { resources: Record<string, unknown> };
    schema.resources["pulumi-nodejs:dynamic/adpublisher:App"] = schema.resources["adpublisher:index:App"];
    const broken = join(work, "broken.json");
    writeFileSync(broken, JSON.stringify(schema));
    const result = getSchema(broken);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/failed to bind schema.*invalid token 'pulumi-nodejs:dynamic\/adpublisher:App'/s);
  });
});
