// A field is one line: an optional field added to a copy of a definition, and nowhere else, shows
// in schema.json and on the reference page, generated from the list of definitions with the copy in
// place of the package's. (Both faces' check, create, read, update, adoption, import and drift:
// test/service/resources/added-field.test.ts; App against the emulator:
// test/service/plugin/added-field.test.ts.)
//
// For each of the four kinds, a field the package lacks is added to a copy of its definition in
// one place (`withField`: the input with its rule and description, and the output); and App's
// optional `testModeDuration` is taken out of a copy and added back the same way. Each generated
// face must show the field for the copy that has it and not for the copy that lacks it: a
// generator that keeps a field list of its own, or reads the package's definition instead of the
// one it is given, fails one of the two.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FUNCTIONS } from "../../../provider/function-registry";
import type { AnyResourceDefinition } from "../../../provider/resources/definition";
import { ADDED, added, APP, definitionsWith, DESCRIPTION, FIELD, withField, withoutField } from "../../support/added-field-definition";
import { generateDocs } from "../../../scripts/docs/generate";
import { generateSchema } from "../../../scripts/schema/generate";
import type { PackageSpec } from "../../../scripts/schema/pulumi-spec";

const ROOT = join(__dirname, "../../..");

function schemaWith(...copies: AnyResourceDefinition[]): PackageSpec {
  const { version } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string };
  return generateSchema(version, FUNCTIONS, definitionsWith(...copies));
}

/** The reference page's property entries (`- **`name`** type`) of `field` on `copy`'s page, inputs then outputs. */
function referenceEntries(copy: AnyResourceDefinition, field = FIELD): string[] {
  const page = generateDocs(ROOT, { schema: schemaWith(copy), definitions: definitionsWith(copy) }).get(`docs/reference/resources/${copy.slug}.md`)!;
  return page.split("\n").filter((line) => line.startsWith(`- **\`${field}\`**`));
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

  describe.each(ADDED.map((a) => [a.definition.name, a] as const))("on %s", (_name, a) => {
    const copy = withField(a.definition, a.property, a.input, a.output);
    it("is in schema.json's inputs and outputs, with its description, only for the copy that has it", () => {
      const token = a.definition.tokens.plugin;
      const spec = schemaWith(copy).resources[token]!;
      expect(spec.inputProperties[a.property]).toMatchObject({ description: DESCRIPTION });
      expect(spec.properties[a.property]).toMatchObject({ description: DESCRIPTION });
      expect(spec.requiredInputs ?? []).not.toContain(a.property);
      const before = schemaWith().resources[token]!;
      expect(Object.keys(before.inputProperties)).not.toContain(a.property);
      expect(Object.keys(before.properties)).not.toContain(a.property);
    });

    it("is on the reference page, input and output, only for the copy that has it", () => {
      expect(referenceEntries(copy, a.property)).toHaveLength(2);
      expect(referenceEntries(a.definition, a.property)).toEqual([]);
    });
  });
});
