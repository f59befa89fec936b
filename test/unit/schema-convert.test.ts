// zod to Pulumi schema conversion: required fields, defaults, descriptions and types.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { AnyFunctionDefinition } from "../../provider/functions/definition";
import { functionSpec } from "../../scripts/schema/functions";
import { PulumiTypes } from "../../scripts/schema/zod-to-pulumi";

const input = (schema: z.ZodType, types = new PulumiTypes()) => ({ spec: types.object(schema, { path: ["Widget"], side: "input" }), types });
const output = (schema: z.ZodType, types = new PulumiTypes()) => ({ spec: types.object(schema, { path: ["Widget"], side: "output" }), types });

describe("zod -> Pulumi schema conversion", () => {
  it("lists required fields and leaves optional, nullable and defaulted ones out", () => {
    const { spec } = input(
      z.strictObject({
        name: z.string().min(1),
        size: z.number().int().optional(),
        price: z.number().nullable(),
        label: z.string().nullish(),
        kind: z.string().default("plain"),
        live: z.boolean(),
      }),
    );
    expect(spec.required).toEqual(["name", "live"]);
    expect(spec.properties).toEqual({
      name: { type: "string" },
      size: { type: "integer" },
      price: { type: "number" },
      label: { type: "string" },
      kind: { type: "string", default: "plain" },
      live: { type: "boolean" },
    });
  });

  it("keeps a default required on the output side: the value is always there", () => {
    expect(output(z.object({ kind: z.string().default("plain") })).spec.required).toEqual(["kind"]);
  });

  it("takes descriptions from .describe() and .meta(), the outermost first", () => {
    const { spec } = input(
      z.object({
        a: z.string().describe("inner"),
        b: z.string().describe("inner").optional().describe("outer"),
        c: z.number().meta({ description: "from meta" }),
      }),
    );
    expect(spec.properties.a.description).toBe("inner");
    expect(spec.properties.b.description).toBe("outer");
    expect(spec.properties.c.description).toBe("from meta");
  });

  it("makes an enum type of z.enum and of literal sets, each value named; numbers as `number` (whole ones too: decision 0202), named with their unit", () => {
    const { spec, types } = input(z.object({ platform: z.enum(["ios", "fixed_cpm", "app,creative"]), timer: z.literal([5, 15]).meta({ unit: "Seconds" }) }));
    expect(spec.properties.platform).toEqual({ $ref: "#/types/adpublisher:index:Platform" });
    expect(types.types["adpublisher:index:Platform"]).toEqual({
      type: "string",
      enum: [{ name: "Ios", value: "ios" }, { name: "FixedCpm", value: "fixed_cpm" }, { name: "AppCreative", value: "app,creative" }],
    });
    expect(types.types["adpublisher:index:Timer"]).toEqual({ type: "number", enum: [{ name: "Seconds5", value: 5 }, { name: "Seconds15", value: 15 }] });
    const fractions = input(z.object({ ratio: z.literal([0.5, 1]).meta({ unit: "Times" }) })).types;
    expect(fractions.types["adpublisher:index:Ratio"]).toMatchObject({ type: "number" });
  });

  it("refuses a numeric enumeration without a unit to name its values", () => {
    expect(() => input(z.object({ timer: z.literal([5, 15]) }))).toThrow(/Widget\.timer: a numeric enumeration needs \.meta\(\{ unit \}\)/);
  });

  it("types a loosely read output with the input's enumeration or integer (never looser than the response)", () => {
    const types = new PulumiTypes();
    const like = z.object({ platform: z.enum(["ios", "android"]), minutes: z.number().int(), flag: z.boolean(), name: z.string() });
    const spec = types.object(z.object({ platform: z.string(), minutes: z.number(), flag: z.string(), name: z.number() }), { path: ["Widget"], side: "output", like });
    expect(spec.properties.platform).toEqual({ $ref: "#/types/adpublisher:index:Platform" });
    expect(spec.properties.minutes).toEqual({ type: "integer" });
    expect(spec.properties.flag).toEqual({ type: "string" });
    expect(spec.properties.name).toEqual({ type: "number" });
  });

  it("types an argument that takes one or a list as a list, and a number or a string as a string; outputs keep the union", () => {
    const oneOrList = z.union([z.string(), z.array(z.string())]);
    const ids = z.union([z.number(), z.string(), z.array(z.union([z.number(), z.string()]))]);
    const { spec } = input(z.object({ appIds: oneOrList, adTypeIds: ids }));
    expect(spec.properties.appIds).toEqual({ type: "array", items: { type: "string" } });
    expect(spec.properties.adTypeIds).toEqual({ type: "array", items: { type: "string" } });
    expect(output(z.object({ date: z.union([z.string(), z.number()]) })).spec.properties.date).toEqual({ oneOf: [{ type: "string" }, { type: "number" }] });
  });

  it("turns a nested object into a type reference with its own required list", () => {
    const group = z.strictObject({ min: z.string().nullable().optional(), max: z.string() }).describe("A range.");
    const { spec, types } = input(z.object({ range: group.optional() }));
    expect(spec.properties.range).toEqual({ description: "A range.", $ref: "#/types/adpublisher:index:Range" });
    expect(spec.required).toBeUndefined();
    expect(types.types["adpublisher:index:Range"]).toEqual({
      type: "object",
      description: "A range.",
      properties: { min: { type: "string" }, max: { type: "string" } },
      required: ["max"],
    });
  });

  it("names a list's element type in the singular and records, unions and unknowns as maps, oneOf and Any", () => {
    const { spec, types } = input(
      z.object({
        countries: z.array(z.object({ country: z.string(), price: z.number() })),
        tags: z.record(z.string(), z.string()),
        appIds: z.union([z.string(), z.array(z.string())]),
        extra: z.unknown(),
      }),
    );
    expect(spec.properties.countries).toEqual({ type: "array", items: { $ref: "#/types/adpublisher:index:Country" } });
    expect(types.types["adpublisher:index:Country"]).toMatchObject({ required: ["country", "price"] });
    expect(spec.properties.tags).toEqual({ type: "object", additionalProperties: { type: "string" } });
    expect(spec.properties.appIds).toEqual({ type: "array", items: { type: "string" } });
    expect(spec.properties.extra).toEqual({ $ref: "pulumi.json#/Any" });
  });

  it("flags secret properties wherever they appear", () => {
    const types = new PulumiTypes({ secretProperties: ["signature"] });
    const { spec } = output(z.object({ signature: z.string(), inner: z.object({ signature: z.string().nullish() }) }), types);
    expect(spec.properties.signature.secret).toBe(true);
    expect(types.types["adpublisher:index:Inner"]).toMatchObject({ properties: { signature: { type: "string", secret: true } } });
  });

  it("reuses an equal shape, gives a different output shape of the same name `Response`, and a vague name its owner", () => {
    const types = new PulumiTypes();
    input(z.object({ settings: z.object({ on: z.boolean().optional() }), type: z.enum(["a", "b"]) }), types);
    const { spec } = output(z.object({ settings: z.object({ on: z.boolean() }), inner: z.object({ settings: z.object({ on: z.boolean().optional() }) }) }), types);
    expect(Object.keys(types.types).sort()).toEqual([
      "adpublisher:index:Inner",
      "adpublisher:index:Settings",
      "adpublisher:index:SettingsResponse",
      "adpublisher:index:WidgetType",
    ]);
    expect(spec.properties.settings.$ref).toBe("#/types/adpublisher:index:SettingsResponse");
    expect(types.types["adpublisher:index:Inner"]).toMatchObject({ properties: { settings: { $ref: "#/types/adpublisher:index:Settings" } } });
  });

  it("tells apart shapes that differ only in a property named `description`", () => {
    const types = new PulumiTypes();
    input(z.object({ note: z.object({ text: z.string() }) }), types);
    const { spec } = output(z.object({ note: z.object({ text: z.string(), description: z.string() }) }), types);
    expect(spec.properties.note.$ref).toBe("#/types/adpublisher:index:NoteResponse");
  });

  it("borrows an output's missing descriptions from the input model it echoes", () => {
    const model = z.object({ nested: z.object({ on: z.boolean().describe("Whether it is on.") }).optional() });
    const types = new PulumiTypes();
    types.object(z.object({ nested: z.object({ on: z.boolean(), extra: z.string() }) }), { path: ["W"], side: "output", like: model });
    expect(types.types["adpublisher:index:Nested"]).toMatchObject({ properties: { on: { description: "Whether it is on." } } });
  });

  it("stays clear of the names generated code gives resources and function results", () => {
    const types = new PulumiTypes({ reserved: ["App"] });
    const list = z.array(z.object({ id: z.string() }));
    expect(types.convert(list, { path: ["Apps"], side: "input" }).spec).toEqual({ type: "array", items: { $ref: "#/types/adpublisher:index:AppItem" } });
    expect(types.convert(list, { path: ["Apps"], side: "output" }).spec).toEqual({ type: "array", items: { $ref: "#/types/adpublisher:index:AppItem" } });
  });

  it("refuses what a Pulumi schema cannot hold, naming the path", () => {
    expect(() => input(z.object({ check: z.custom<string>(() => true) }))).toThrow(/Widget\.check: a zod custom cannot be described/);
  });
});

describe("function conversion", () => {
  const definition = (overrides: Partial<AnyFunctionDefinition>): AnyFunctionDefinition => ({
    token: "adpublisher:index:getThings",
    description: "Lists things.",
    args: z.object({ appId: z.string().describe("The app."), role: z.enum(["advertiser", "publisher"]).optional() }),
    result: z.object({ things: z.array(z.object({ id: z.string(), count: z.number().int().nullish() })) }),
    run: async () => ({}),
    runChecked: async () => ({}),
    ...overrides,
  });

  it("derives inputs from the args schema and outputs from the result schema", () => {
    const types = new PulumiTypes();
    const spec = functionSpec(definition({}), types);
    expect(spec).toEqual({
      description: "Lists things.",
      inputs: {
        type: "object",
        properties: { appId: { description: "The app.", type: "string" }, role: { $ref: "#/types/adpublisher:index:Role" } },
        required: ["appId"],
      },
      outputs: {
        type: "object",
        properties: { things: { type: "array", items: { $ref: "#/types/adpublisher:index:Thing" } } },
        required: ["things"],
      },
    });
    expect(types.types["adpublisher:index:Thing"]).toEqual({
      type: "object",
      properties: { id: { type: "string" }, count: { type: "integer" } },
      required: ["id"],
    });
  });

  it("carries the deprecation message of an old report name", () => {
    const spec = functionSpec(definition({ token: "adpublisher:index:getApp", deprecationMessage: "use getAppReport" }), new PulumiTypes());
    expect(spec.deprecationMessage).toBe("use getAppReport");
  });

  it("refuses args that are not an object schema", () => {
    expect(() => functionSpec(definition({ args: z.custom(() => true) }), new PulumiTypes())).toThrow(/Things: must be a zod object/);
  });
});
