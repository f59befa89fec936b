// A field is one line: an optional field added to a copy of a definition, and nowhere else, shows
// in schema.json and on the reference page, generated from the list of definitions with the copy in
// place of the package's. (Check, diff, create, read and import through the plugin over gRPC are
// test/service/plugin/added-field.test.ts, which needs every handler to take its field lists from
// the definition it is handed.)
//
// The copy starts from App WITHOUT its optional `testModeDuration` (the provider before that field
// existed) and adds it back in one place (`withField`: the input with its rule and description, and
// the output). Each generated face must show the field for the copy that has it and not for the
// copy that lacks it: a generator that keeps a field list of its own, or reads the package's
// definition instead of the one it is given, fails one of the two.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FUNCTIONS } from "../../../provider/function-registry";
import type { AnyResourceDefinition } from "../../../provider/resources/definition";
import { added, APP, definitionsWith, DESCRIPTION, FIELD, withoutField } from "../../support/added-field-definition";
import { generateDocs } from "../../../scripts/docs/generate";
import { generateSchema } from "../../../scripts/schema/generate";
import type { PackageSpec } from "../../../scripts/schema/pulumi-spec";

const ROOT = join(__dirname, "../../..");

function schemaWith(app: AnyResourceDefinition): PackageSpec {
  const { version } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string };
  return generateSchema(version, FUNCTIONS, definitionsWith(app));
}

/** The reference page's property entries (`- **`name`** type`), inputs then outputs. */
function referenceEntries(app: AnyResourceDefinition): string[] {
  const page = generateDocs(ROOT, { schema: schemaWith(app), definitions: definitionsWith(app) }).get("docs/reference/resources/app.md")!;
  return page.split("\n").filter((line) => line.startsWith(`- **\`${FIELD}\`**`));
}

describe("an optional field added to a copy of a definition, and nowhere else", () => {
  it("is in schema.json's inputs and outputs, with its description, only for the copy that has it", () => {
    const app = schemaWith(added).resources[APP]!;
    expect(app.inputProperties[FIELD]).toMatchObject({ description: DESCRIPTION, type: "integer" });
    expect(app.properties[FIELD]).toMatchObject({ description: DESCRIPTION });
    expect(app.requiredInputs ?? []).not.toContain(FIELD);
    const before = schemaWith(withoutField).resources[APP]!;
    expect(Object.keys(before.inputProperties)).not.toContain(FIELD);
    expect(Object.keys(before.properties)).not.toContain(FIELD);
  });

  it("is on the reference page, input and output, only for the copy that has it", () => {
    const entries = referenceEntries(added);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatch(/integer · optional/);
    expect(referenceEntries(withoutField)).toEqual([]);
  });
});
