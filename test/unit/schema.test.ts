// schema.json: what the models generate, at the package version, with every setting.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SECRET_SETTING_KEYS, SETTING_KEYS } from "../../provider/config";
import { FUNCTIONS } from "../../provider/function-registry";
import { DEFINITIONS } from "../../provider/resources/definitions";
import { generateSchema } from "../../scripts/schema/generate";

const root = join(__dirname, "../..");
const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
const schema = generateSchema(version, FUNCTIONS);
const resource = (name: string) => schema.resources[`adpublisher:index:${name}`];

describe("schema.json", () => {
  it("is what the models generate (run `npm run schema` after changing a model or a function)", () => {
    const committed = JSON.parse(readFileSync(join(root, "schema.json"), "utf8")) as unknown;
    expect(committed).toEqual(JSON.parse(JSON.stringify(schema)));
  });

  it("is the adpublisher package at the package.json version", () => {
    expect(schema).toMatchObject({ name: "adpublisher", version, displayName: expect.any(String) });
  });

  it("has every adpublisher:* setting as config and provider input, the secret ones flagged, the variable named", () => {
    expect(Object.keys(schema.config.variables)).toEqual([...SETTING_KEYS]);
    expect(schema.provider.inputProperties).toEqual(schema.config.variables);
    for (const key of SETTING_KEYS) {
      const variable = schema.config.variables[key];
      expect(Boolean(variable.secret), key).toBe(SECRET_SETTING_KEYS.includes(key));
      expect(variable.description, key).toMatch(/ADPUBLISHER_[A-Z0-9_]+/);
    }
  });

  it("has the four resources with the dynamic resources' inputs, required inputs and replacements", () => {
    expect(Object.keys(schema.resources).sort()).toEqual(
      ["AdLocation", "App", "BlockList", "MonetizationSettings"].map((n) => `adpublisher:index:${n}`),
    );
    expect(resource("App").requiredInputs).toEqual(["nickname", "orientations", "isLive", "isTestModeOn", "isDirectedAtKidsUnder13", "platform"]);
    for (const definition of DEFINITIONS) {
      // Each definition's input and output schemas are the schema's property lists, in order.
      expect(Object.keys(resource(definition.name).inputProperties), definition.name).toEqual(Object.keys(definition.inputs.shape));
      expect(Object.keys(resource(definition.name).properties), definition.name).toEqual(Object.keys(definition.outputs.shape));
      const replacing = Object.keys(resource(definition.name).inputProperties).filter((p) => resource(definition.name).inputProperties[p].replaceOnChanges);
      expect(replacing, definition.name).toEqual(definition.replaceOnChanges);
    }
    expect(resource("AdLocation").requiredInputs).toEqual(["appId", "name", "adType", "type"]);
    expect(resource("BlockList").requiredInputs).toEqual(["title", "elements"]);
    expect(resource("BlockList").inputProperties.type.default).toBe("iab_content_taxonomy_1.0_service_default");
    expect(resource("MonetizationSettings").requiredInputs).toEqual(["appId"]);
    const replacing = (name: string) => Object.keys(resource(name).inputProperties).filter((p) => resource(name).inputProperties[p].replaceOnChanges);
    expect(replacing("App")).toEqual(["name", "platform"]);
    expect(replacing("AdLocation")).toEqual(["appId", "adType", "type"]);
    expect(replacing("MonetizationSettings")).toEqual(["appId"]);
  });

  it("has the handlers' outputs, App.signature secret, and no `id` property (Pulumi reserves it)", () => {
    expect(resource("App").properties.signature).toMatchObject({ type: "string", secret: true });
    expect(resource("App").properties.adoptId).toBeDefined();
    expect(resource("App").properties.id).toBeUndefined();
    expect(resource("MonetizationSettings").properties.originalSettings).toMatchObject({ $ref: "#/types/adpublisher:index:OriginalSettings" });
    expect(resource("AdLocation").required).toEqual(["appId", "uuid", "name", "adType", "type"]);
  });

  it("points every $ref at a type it defines", () => {
    const refs = [...JSON.stringify(schema).matchAll(/"\$ref":"#\/types\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const token of refs) expect(schema.types[token], token).toBeDefined();
  });

  it("describes every resource input and output and every property of a resource's types", () => {
    const undescribed = (owner: string, properties: Record<string, { description?: string }>) =>
      Object.entries(properties).filter(([, p]) => !p.description).map(([name]) => `${owner}.${name}`);
    const missing = Object.entries(schema.resources).flatMap(([token, r]) => [
      ...undescribed(`${token} input`, r.inputProperties),
      ...undescribed(`${token} output`, r.properties),
    ]);
    const refsIn = (value: unknown) => [...JSON.stringify(value).matchAll(/#\/types\/([^"]+)/g)].map((m) => m[1]);
    const reached = new Set(refsIn(schema.resources));
    for (const token of reached) {
      const type = schema.types[token];
      refsIn(type).forEach((ref) => reached.add(ref));
      if ("properties" in type) missing.push(...undescribed(token, type.properties));
    }
    expect(reached).toContain("adpublisher:index:TemplateSettingsResponse");
    expect(missing).toEqual([]);
  });

  it("describes every property (resources, functions, types, config), every object type and every enum, and names every enum value", () => {
    type Described = Record<string, { description?: string }> | undefined;
    const undescribed = (owner: string, properties: Described) =>
      Object.entries(properties ?? {}).filter(([, p]) => !p.description).map(([name]) => `${owner}.${name}`);
    const properties = [
      ...undescribed("config", schema.config.variables),
      ...Object.entries(schema.resources).flatMap(([token, r]) => [...undescribed(`${token} input`, r.inputProperties), ...undescribed(`${token} output`, r.properties)]),
      ...Object.entries(schema.functions).flatMap(([token, f]) => [
        ...undescribed(`${token} input`, f.inputs.properties),
        ...("properties" in f.outputs ? undescribed(`${token} output`, f.outputs.properties as Described) : []),
      ]),
      ...Object.entries(schema.types).flatMap(([token, t]) => ("properties" in t ? undescribed(token, t.properties) : [])),
    ];
    const types = Object.entries(schema.types).filter(([, t]) => !t.description).map(([token]) => token);
    const unnamed = Object.entries(schema.types).flatMap(([token, t]) => ("enum" in t ? t.enum.filter((v) => !v.name).map((v) => `${token} ${v.value}`) : []));
    expect({ properties, types, unnamed }).toEqual({ properties: [], types: [], unnamed: [] });
    expect(Object.keys(schema.types).length).toBeGreaterThan(40);
  });

  it("types the timers as number enums named by their unit (the Java SDK sends no integer enum), and an app's testModeDuration as an integer in and out", () => {
    // Decision 0202: com.pulumi:pulumi converts only String and Double enumerations.
    for (const timer of ["ShowButtonTimer", "InterstitialMaxDuration", "RewardedMaxDuration"]) {
      expect(schema.types[`adpublisher:index:${timer}`]).toMatchObject({ type: "number", enum: expect.arrayContaining([{ name: "Seconds15", value: 15 }]) });
    }
    expect(resource("App").inputProperties.testModeDuration.type).toBe("integer");
    expect(resource("App").properties.testModeDuration.type).toBe("integer");
    expect(schema.functions["adpublisher:index:getApp"].outputs).toMatchObject({ properties: { testModeDuration: { type: "integer" }, platform: { $ref: "#/types/adpublisher:index:Platform" } } });
    expect(resource("App").properties.platform.$ref).toBe(resource("App").inputProperties.platform.$ref);
  });
});
