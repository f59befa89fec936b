import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generateSchema } from "../../scripts/schema/generate";

const root = join(__dirname, "../..");

describe("schema.json", () => {
  it("is what the models generate (run `npm run schema` after changing a model)", () => {
    const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
    const committed = JSON.parse(readFileSync(join(root, "schema.json"), "utf8")) as unknown;
    expect(committed).toEqual(JSON.parse(JSON.stringify(generateSchema(version))));
  });

  it("carries the models' rules, e.g. the ad location name length and the price range", () => {
    const schema = generateSchema("0.0.0") as { resources: Record<string, { inputs: { properties: Record<string, Record<string, unknown>> } }> };
    const location = schema.resources["pulumi-nodejs:dynamic/adpublisher:AdLocation"].inputs.properties;
    expect(location.name).toMatchObject({ minLength: 1, maxLength: 80 });
    expect(JSON.stringify(location.countryTargeting)).toContain('"maximum":500');
  });
});
