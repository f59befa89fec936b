// The plugin's writing of its answers to the engine, byte for byte as the SDK's messages write them.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeResourceResponse, type DiffAnswer, type PropertyDiffKind } from "../../../provider/plugin/resource-responses";
import { proto, Struct } from "../../../provider/plugin/sdk";
import { asJson } from "../../../provider/runtime/json-values";

/** The SDK's writing of a property bag: what the plugin sent before. */
const structOf = (props: Record<string, unknown>) => Struct.fromJavaScript(asJson(props) as never);
const bytesOf = (message: { serializeBinary(): Uint8Array }) => Buffer.from(message.serializeBinary());

// The SDK's messages keep a map's entries in a plain object, where a "__proto__" key is lost; the
// plugin keeps it (tested on its own below), so the comparison leaves that key out.
const value = fc.jsonValue().filter((v) => !JSON.stringify(v).includes('"__proto__"'));
const text = fc.string({ unit: "binary" }).filter((k) => k !== "__proto__");
const props = fc.dictionary(text, value, { maxKeys: 12 });
const KINDS: PropertyDiffKind[] = ["ADD", "ADD_REPLACE", "DELETE", "DELETE_REPLACE", "UPDATE", "UPDATE_REPLACE"];

describe("the plugin's writing of its answers to the engine's resource requests", () => {
  it("writes Create, Read, Update and Check answers byte for byte as the SDK's messages do", () => {
    fc.assert(
      fc.property(props, props, text, fc.array(fc.record({ property: text, reason: text }), { maxLength: 3 }), (outputs, inputs, id, failures) => {
        expect(encodeResourceResponse("create", { id, properties: outputs }))
          .toEqual(bytesOf(new proto.CreateResponse().setId(id).setProperties(structOf(outputs))));
        expect(encodeResourceResponse("read", { id, properties: outputs, inputs }))
          .toEqual(bytesOf(new proto.ReadResponse().setId(id).setProperties(structOf(outputs)).setInputs(structOf(inputs))));
        expect(encodeResourceResponse("update", { properties: outputs }))
          .toEqual(bytesOf(new proto.UpdateResponse().setProperties(structOf(outputs))));
        const check = new proto.CheckResponse().setInputs(structOf(inputs))
          .setFailuresList(failures.map((f) => new proto.CheckFailure().setProperty(f.property).setReason(f.reason)));
        expect(encodeResourceResponse("check", { inputs, failures })).toEqual(bytesOf(check));
      }),
      { numRuns: 300 },
    );
  });

  it("writes a Diff answer byte for byte as the SDK's message does, its detailed diff sorted by path", () => {
    const pathDiff = fc.record({ path: text, kind: fc.constantFrom(...KINDS), inputDiff: fc.boolean() });
    const answer = fc.record({
      changes: fc.boolean(),
      replaces: fc.array(text, { maxLength: 3 }),
      deleteBeforeReplace: fc.boolean(),
      diffs: fc.array(text, { maxLength: 3 }),
      detailedDiff: fc.uniqueArray(pathDiff, { selector: (d) => d.path, maxLength: 5 }),
      hasDetailedDiff: fc.boolean(),
    });
    fc.assert(
      fc.property(answer, (diff: DiffAnswer) => {
        const message = new proto.DiffResponse()
          .setChanges(diff.changes ? proto.DiffResponse.DiffChanges.DIFF_SOME : proto.DiffResponse.DiffChanges.DIFF_NONE)
          .setReplacesList([...diff.replaces]).setDeletebeforereplace(diff.deleteBeforeReplace)
          .setDiffsList([...diff.diffs]).setHasdetaileddiff(diff.hasDetailedDiff);
        for (const { path, kind, inputDiff } of diff.detailedDiff) {
          message.getDetaileddiffMap().set(path, new proto.PropertyDiff().setKind(proto.PropertyDiff.Kind[kind]).setInputdiff(inputDiff));
        }
        expect(encodeResourceResponse("diff", diff)).toEqual(bytesOf(message));
      }),
      { numRuns: 300 },
    );
  });

  it("gives nested messages longer than one length byte their whole length, as the engine reads them", () => {
    // Values past 127 and 16,383 bytes need a two- and three-byte length in front of them.
    const long = (n: number) => "é".repeat(n);
    const outputs = { nickname: long(40), notes: long(100), big: { list: [long(9000), { deeper: long(70) }, null, true, 2.5] } };
    const bytes = encodeResourceResponse("read", { id: "a1", properties: outputs, inputs: { nickname: long(40) } });
    const read = proto.ReadResponse.deserializeBinary(bytes);
    expect(read.getId()).toBe("a1");
    expect(read.getProperties()!.toJavaScript()).toEqual(outputs);
    expect(read.getInputs()!.toJavaScript()).toEqual({ nickname: long(40) });
  });

  it("sends what a JSON round trip leaves of a value, as the Struct it replaces did", () => {
    const outputs = { kept: 1, gone: undefined, list: [undefined, Number.NaN, -0], when: new Date(0) };
    const read = proto.CreateResponse.deserializeBinary(encodeResourceResponse("create", { id: "x", properties: outputs }));
    expect(read.getProperties()!.toJavaScript()).toEqual({ kept: 1, list: [null, null, 0], when: "1970-01-01T00:00:00.000Z" });
  });

  it("writes every key, __proto__ among them, and a lone surrogate as U+FFFD, which the engine accepts as UTF-8", () => {
    // JSON.parse gives "__proto__" as an own key, and "\ud800" as a lone surrogate. The SDK's Struct
    // dropped the first, and wrote the second as bytes that are not UTF-8, which Go's protobuf refuses.
    const outputs = JSON.parse('{"__proto__": "kept", "name": "a\\ud800b"}') as Record<string, unknown>;
    const bytes = encodeResourceResponse("update", { properties: outputs });
    expect(bytes.includes(Buffer.from("__proto__"))).toBe(true);
    expect(bytes.includes(Buffer.from("a\uFFFDb", "utf8"))).toBe(true);
    expect(new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toContain("kept");
  });

  it("leaves out a gone resource's properties, as the engine takes an empty Read to mean it is gone", () => {
    expect(encodeResourceResponse("read", { id: "" })).toEqual(Buffer.alloc(0));
  });
});
