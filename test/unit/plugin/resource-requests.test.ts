// The plugin's reading of the engine's resource requests, value for value as the SDK's messages give them.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeResourceRequest } from "../../../provider/plugin/resource-requests";
import { proto, Struct } from "../../../provider/plugin/sdk";

/** What the generated messages give for a Struct: the reading the plugin used before. */
const viaSdk = (struct: InstanceType<typeof Struct> | undefined) => struct?.toJavaScript();
const bytesOf = (message: { serializeBinary(): Uint8Array }) => Buffer.from(message.serializeBinary());

const value = fc.jsonValue();
const props = fc.dictionary(fc.string({ unit: "binary" }), value, { maxKeys: 12 });
const doubles = fc.dictionary(fc.string(), fc.double(), { maxKeys: 6 });

describe("the plugin's reading of the engine's resource requests", () => {
  it("gives every Struct as the SDK's messages give it, keys in the same order", () => {
    fc.assert(
      fc.property(props, props, props, fc.string(), fc.string(), (olds, news, oldInputs, id, urn) => {
        const diff = new proto.DiffRequest().setId(id).setUrn(urn).setType("adpublisher:index:App")
          .setOlds(Struct.fromJavaScript(olds as never)).setNews(Struct.fromJavaScript(news as never))
          .setOldInputs(Struct.fromJavaScript(oldInputs as never)).setIgnorechangesList(["nickname", "name"]).setName("app");
        const sent = proto.DiffRequest.deserializeBinary(diff.serializeBinary());
        const read = decodeResourceRequest("diff", bytesOf(diff));
        expect(read).toEqual({ id, urn, type: "adpublisher:index:App", olds: viaSdk(sent.getOlds()), news: viaSdk(sent.getNews()) });
        // Key order too: a review lists properties in the order it is given them.
        expect(JSON.stringify(read.olds)).toBe(JSON.stringify(viaSdk(sent.getOlds())));
        expect(JSON.stringify(read.news)).toBe(JSON.stringify(viaSdk(sent.getNews())));
      }),
      { numRuns: 300 },
    );
  });

  it("sorts the keys of entries the engine sends in any order, and keeps a repeated key's last value", () => {
    // The engine's Go marshalling writes a map's entries in no set order; the SDK's messages sort them.
    const varint = (n: number): number[] => (n < 0x80 ? [n] : [(n & 0x7f) | 0x80, ...varint(n >>> 7)]);
    const field = (number: number, bytes: Uint8Array) => Buffer.concat([Buffer.from([(number << 3) | 2, ...varint(bytes.length)]), bytes]);
    const entries = (pairs: [string, unknown][]) => Buffer.concat(pairs.map(([key, v]) => Struct.fromJavaScript({ [key]: v } as never).serializeBinary()));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ unit: "binary" }), value), { maxLength: 10 }), (pairs) => {
        const bytes = field(2, entries(pairs)); // CreateRequest.properties
        const expected = viaSdk(proto.CreateRequest.deserializeBinary(bytes).getProperties());
        const read = decodeResourceRequest("create", bytes).properties;
        expect(JSON.stringify(read)).toBe(JSON.stringify(expected));
      }),
      { numRuns: 300 },
    );
    const bytes = field(2, entries([["zeta", 1], ["alpha", { b: 1, a: [true, null] }], ["zeta", 2]]));
    expect(JSON.stringify(decodeResourceRequest("create", bytes).properties)).toBe('{"alpha":{"a":[true,null],"b":1},"zeta":2}');
  });

  it("reads doubles bit for bit, infinities and NaN included", () => {
    fc.assert(
      fc.property(doubles, (numbers) => {
        const create = new proto.CreateRequest().setUrn("u").setType("t").setProperties(Struct.fromJavaScript(numbers as never));
        const sent = proto.CreateRequest.deserializeBinary(create.serializeBinary());
        const read = decodeResourceRequest("create", bytesOf(create)).properties!;
        const expected = viaSdk(sent.getProperties())!;
        expect(Object.keys(read)).toEqual(Object.keys(expected));
        for (const key of Object.keys(expected)) expect(Object.is(read[key], expected[key])).toBe(true);
      }),
    );
  });

  it("reads each method's own fields and skips the ones it has no use for", () => {
    const properties = { nickname: "Space Run", orientations: ["portrait"], isLive: false, metadata: { adLocationCounts: { banner: 2 } }, icon: null };
    const inputs = { nickname: "Space Run" };
    const read = new proto.ReadRequest().setId("a1").setUrn("urn:a").setType("adpublisher:index:App")
      .setProperties(Struct.fromJavaScript(properties)).setInputs(Struct.fromJavaScript(inputs)).setName("app")
      .setResourceStatusAddress("127.0.0.1:1").setResourceStatusToken("t").setTimeout(30);
    read.addOldViews(new proto.View().setType("adpublisher:index:View").setName("v"));
    expect(decodeResourceRequest("read", bytesOf(read))).toEqual({ id: "a1", urn: "urn:a", type: "adpublisher:index:App", properties, inputs });

    const check = new proto.CheckRequest().setUrn("urn:c").setType("adpublisher:index:App").setName("c")
      .setOlds(Struct.fromJavaScript({})).setNews(Struct.fromJavaScript(inputs)).setRandomseed(Buffer.from("seed"))
      .setAutonaming(new proto.CheckRequest.AutonamingOptions().setProposedName("c-1"));
    expect(decodeResourceRequest("check", bytesOf(check))).toEqual({ id: "", urn: "urn:c", type: "adpublisher:index:App", olds: {}, news: inputs });

    const update = new proto.UpdateRequest().setId("a1").setUrn("urn:u").setType("T").setOlds(Struct.fromJavaScript(properties))
      .setNews(Struct.fromJavaScript(inputs)).setOldInputs(Struct.fromJavaScript(inputs)).setPreview(true).setTimeout(5).setIgnorechangesList(["x"]);
    expect(decodeResourceRequest("update", bytesOf(update))).toEqual({ id: "a1", urn: "urn:u", type: "T", olds: properties, news: inputs });

    const remove = new proto.DeleteRequest().setId("a1").setUrn("urn:d").setType("T").setProperties(Struct.fromJavaScript(properties))
      .setOldInputs(Struct.fromJavaScript(inputs)).setTimeout(5);
    expect(decodeResourceRequest("delete", bytesOf(remove))).toEqual({ id: "a1", urn: "urn:d", type: "T", properties });
  });

  it("leaves a Struct the request does not carry undefined, as an import's Read has no state", () => {
    const read = new proto.ReadRequest().setId("a1").setUrn("urn:a");
    expect(decodeResourceRequest("read", bytesOf(read))).toEqual({ id: "a1", urn: "urn:a", type: "" });
  });

  it("refuses bytes cut short and a Value that holds nothing, as the SDK's messages do", () => {
    const whole = bytesOf(new proto.ReadRequest().setId("a1").setProperties(Struct.fromJavaScript({ nickname: "Space Run", counts: [1, 2, 3] })));
    for (const cut of [whole.length - 1, whole.length - 4, 5]) {
      expect(() => decodeResourceRequest("read", whole.subarray(0, cut))).toThrow(/runs past its message/);
    }
    // properties (field 3) = a Struct whose entry "n" has an empty Value; then one whose entry has none.
    const noKind = Buffer.from([0x1a, 0x07, 0x0a, 0x05, 0x0a, 0x01, 0x6e, 0x12, 0x00]);
    expect(() => proto.ReadRequest.deserializeBinary(noKind).getProperties()!.toJavaScript()).toThrow();
    expect(() => decodeResourceRequest("read", noKind)).toThrow(/holds no kind of value/);
    const noValue = Buffer.from([0x1a, 0x05, 0x0a, 0x03, 0x0a, 0x01, 0x6e]);
    expect(() => decodeResourceRequest("read", noValue)).toThrow(/entry "n" holds no Value/);
  });
});
