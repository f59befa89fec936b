// Everything derives from the list of definitions. A fifth, fake definition handed to
// each derived piece shows up in the plugin's registry, schema.json, discovery (account, names,
// import document, stack state, unmanaged objects), `adpublisher delete`, review, the discovered programs and the reference pages in
// docs/, and is served by the dynamic face's provider object, with no other edit (the plugin's gRPC
// service serves it too: test/service/plugin/fifth-definition.test.ts).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseDelete, runDelete } from "../../../provider/cli/delete";
import { readAccount } from "../../../provider/discovery/account";
import { importDocument } from "../../../provider/discovery/import-file";
import { inventory } from "../../../provider/discovery/inventory";
import { parseStackState } from "../../../provider/discovery/stack-state";
import { describeUnmanaged, unmanagedObjects } from "../../../provider/discovery/unmanaged";
import { FUNCTIONS } from "../../../provider/function-registry";
import { DEFINITIONS } from "../../../provider/resources/definitions";
import { registryOf, resourceFor } from "../../../provider/resources/registry";
import { createRuntimeContext } from "../../../provider/runtime/runtime-context";
import { generateDocs, REFERENCE_FOLDER } from "../../../scripts/docs/generate";
import { generateSchema } from "../../../scripts/schema/generate";
import { providerObject } from "../../../provider/dynamic/host";
import type { AdPublisherClient } from "../../../provider/client";
import { buildReview, renderMarkdown } from "../../../provider/review/report";
import { describeChange } from "../../../provider/review/words";
import { buildProgram } from "../../../provider/discovery/program/build";
import { goProgram, type SchemaTypes } from "../../../provider/discovery/program/go";
import { javaProgram, type JavaSchema } from "../../../provider/discovery/program/java";
import { pythonProgram } from "../../../provider/discovery/program/python";
import { typescriptProgram } from "../../../provider/discovery/program/typescript";
import { yamlProgram } from "../../../provider/discovery/program/yaml";
import { fakeWidgets } from "../../support/widget-definition";

/** No definition here calls the service: a context whose settings name no service. */
const noClient = createRuntimeContext({ settings: { apiVersion: "v5" } });

describe("a fifth definition, added to the list", () => {
  const { definition, calls } = fakeWidgets();
  const definitions = [...DEFINITIONS, definition];

  it("is served by the plugin's registry", () => {
    expect(resourceFor("adpublisher:index:Widget", registryOf(definitions))).toBe(definition);
    expect(() => resourceFor("adpublisher:index:Widget")).toThrow(/unknown resource type "adpublisher:index:Widget"/);
  });

  it("is in schema.json, with its replacing input and secret output", () => {
    const schema = generateSchema("1.0.0", FUNCTIONS, definitions);
    const widget = schema.resources["adpublisher:index:Widget"]!;
    expect(Object.keys(widget.inputProperties)).toEqual(["title", "size", "adoptId"]);
    expect(widget.inputProperties.size).toMatchObject({ replaceOnChanges: true });
    expect(widget.properties.token).toMatchObject({ type: "string", secret: true });
  });

  it("is discovered, named, imported, recognised in stack state and listed when unmanaged", async () => {
    const found = inventory(await readAccount(noClient, [definition]));
    expect(found.objects).toEqual([{ kind: "Widget", id: "w-1", name: "blue-widget", label: 'widget "Blue Widget"' }]);
    expect(importDocument(found, definitions).resources).toEqual([{ type: "adpublisher:index:Widget", name: "blue-widget", id: "w-1" }]);
    const state = JSON.stringify({
      deployment: {
        resources: [
          { urn: "urn:pulumi:s::p::adpublisher:index:Widget::a", type: "adpublisher:index:Widget", id: "w-7" },
          { urn: "urn:pulumi:s::p::pulumi-nodejs:dynamic/adpublisher:Widget::b", type: "pulumi-nodejs:dynamic:Resource", id: "w-8" },
          { urn: "urn:pulumi:s::p::other::c", type: "pulumi-nodejs:dynamic:Resource", id: "w-9", outputs: { __provider: 'require("pulumi-adpublisher/dist/provider/resources/providers/widget.js")' } },
        ],
      },
    });
    expect([...parseStackState(state, "state.json", definitions).managed]).toEqual(["Widget:w-7", "Widget:w-8", "Widget:w-9"]);
    const [unmanaged] = unmanagedObjects(found, [], definitions);
    expect(describeUnmanaged(unmanaged!, definitions)).toBe([
      'widget "Blue Widget", id w-1',
      "  adopt:  pulumi import adpublisher:index:Widget blue-widget w-1",
      '          (TypeScript: new Widget("blue-widget", { adoptId: "w-1", ... }))',
      "  delete: npx adpublisher delete widget w-1",
    ].join("\n"));
  });

  it("is deleted by `adpublisher delete` through its handler's read and delete", async () => {
    expect(() => parseDelete(["widget", "w-1"])).toThrow(/delete takes one of app, ad-location, block-list \(got "widget"\)/);
    expect(() => parseDelete(["widget", "x"], definitions)).toThrow(/widget id "x" does not start with w-/);
    expect(await runDelete(parseDelete(["widget", "w-1"], definitions), noClient)).toBe("deleted widget w-1");
    expect(await runDelete(parseDelete(["widget", "w-1"], definitions), noClient)).toBe("widget w-1 was already gone");
    expect(calls).toEqual(["read w-1", "delete w-1", "read w-1"]);
  });

  it("gets a reference page in docs/ and a row in the reference index", () => {
    const schema = generateSchema("1.0.0", FUNCTIONS, definitions);
    const files = generateDocs(join(__dirname, "../../.."), { schema, definitions });
    const page = files.get(`${REFERENCE_FOLDER}/resources/widget.md`) ?? "";
    expect(page).toContain("# Widget\n");
    expect(page).toContain("| TypeScript | `Widget` from `pulumi-adpublisher` (`pulumi-nodejs:dynamic/adpublisher:Widget`) |");
    expect(page).toContain("| Id | the widget id |");
    expect(page).toContain("pulumi import adpublisher:index:Widget widget <id>");
    expect(page).toMatch(/- \*\*`size`\*\* number · required · replaces on change/);
    expect(page).toMatch(/- \*\*`token`\*\* string · secret/);
    expect(page).toContain("A change of `size` replaces it");
    expect(page).toContain("through `adoptId` instead");
    expect(files.get(`${REFERENCE_FOLDER}/README.md`)).toContain("| [Widget](resources/widget.md) | `adpublisher:index:Widget` |");
  });
});

describe("a fifth definition, in a discovered program", () => {
  it("is written by every language's renderer, from its definition and the schema that derives from it", async () => {
    const { definition } = fakeWidgets();
    const definitions = [...DEFINITIONS, definition];
    const account = await readAccount(noClient, [definition]);
    const { model } = buildProgram(account, inventory(account), { project: "p", protect: "apps", allSettings: false }, definitions);
    const schema = generateSchema("1.0.0", FUNCTIONS, definitions);
    expect(yamlProgram(model)).toContain('  blue-widget:\n    type: adpublisher:index:Widget\n    properties:\n      title: "Blue Widget"\n      size: 3\n');
    expect(typescriptProgram(model)["index.ts"]).toContain('new Widget("blue-widget", {\n  adoptId: "w-1",\n  title: "Blue Widget",\n  size: 3,\n});');
    expect(pythonProgram(model)["__main__.py"]).toContain('adpublisher.Widget(\n    "blue-widget",\n    title="Blue Widget",\n    size=3,\n)');
    expect(goProgram(model, schema as unknown as SchemaTypes)["main.go"]).toContain('adpublisher.NewWidget(ctx, "blue-widget", &adpublisher.WidgetArgs{\n\t\t\tTitle: pulumi.String("Blue Widget"),\n\t\t\tSize: pulumi.Float64(3),');
    expect(javaProgram(model, schema as unknown as JavaSchema)["src/main/java/program/Main.java"]).toMatch(/new Widget\("blue-widget"/);
  });
});

describe("a fifth definition, in a review", () => {
  const { definition } = fakeWidgets();
  const definitions = [...DEFINITIONS, definition];
  /** A review of objects of no app reads no report: a client it would touch throws. */
  const noService = new Proxy({}, { get: () => { throw new Error("the review called the service"); } }) as AdPublisherClient;
  const period = { dateMin: "2026-01-01", dateMax: "2026-01-07" };
  const change = (op: "create" | "update" | "replace" | "delete", before?: Record<string, unknown>, after?: Record<string, unknown>) =>
    ({ op, kind: "Widget", urn: "urn:pulumi:s::p::adpublisher:index:Widget::blue", name: "blue", id: "w-1", before, after });

  it("is worded by its own definition's name, not as another kind's", () => {
    expect(describeChange(change("create", undefined, { title: "Blue" }), definitions)).toEqual(["new widget"]);
    expect(describeChange(change("delete", { title: "Blue" }), definitions)).toEqual(["widget deleted"]);
    expect(describeChange(change("update", { title: "Blue", size: 3 }, { title: "Blue", size: 4 }), definitions)).toEqual(["size 3 -> 4"]);
    expect(describeChange(change("replace", { size: 3 }, { size: 5 }), definitions)).toEqual(["widget replaced, new id: its history starts over", "size 3 -> 5"]);
  });

  it("is worded, grouped and headed by the review wording its definition declares", async () => {
    const worded = {
      ...definition,
      review: {
        noun: "gadget",
        lines: ({ op, after }: { op: string; after: Record<string, unknown> }) => [`${op}: gadget "${String(after.title)}"`],
        worded: ["title"],
        group: { title: "(gadgets)", heading: "Gadgets", note: "A gadget belongs to the whole account." },
      },
    };
    const withWorded = [...DEFINITIONS, worded];
    const review = await buildReview([change("update", { title: "Blue" }, { title: "Navy" })], noService, period, [], withWorded);
    expect(review.apps).toEqual([{ appId: undefined, title: "(gadgets)", atStake: null, changes: [{ name: "blue", resource: "blue", kind: "Widget", op: "update", lines: ['update: gadget "Navy"'] }] }]);
    const markdown = renderMarkdown(review, withWorded);
    expect(markdown).toContain("### Gadgets\n\nA gadget belongs to the whole account.\n\n- **blue** `blue` (Widget, update)\n  - update: gadget \"Navy\"\n");
    expect(renderMarkdown(review)).toContain("### (gadgets)\n\nAt stake: nothing yet");
  });
});

describe("a fifth definition, through the dynamic face", () => {
  it("is served by the provider object its shim would export: create, read and delete run its handler", async () => {
    const { definition, calls } = fakeWidgets();
    const provider = providerObject(definition);
    const created = await provider.create!({ title: "Red Widget", size: 2 });
    expect(created).toEqual({ id: "w-2", outs: { title: "Red Widget", size: 2, token: "s3cret" } });
    expect(await provider.read!("w-2", created.outs)).toEqual({ id: "w-2", props: { id: "w-2", title: "Red Widget", size: 2, token: "s3cret" } });
    await provider.delete!("w-2", created.outs);
    expect(await provider.read!("w-2", created.outs)).toEqual({ id: "", props: {} });
    expect(calls).toEqual(["read w-2", "delete w-2", "read w-2"]);
  });
});
