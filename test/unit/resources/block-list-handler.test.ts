// The BlockList handler's check and diff on plain values.
import { describe, expect, it } from "vitest";
import { UNKNOWN } from "../../../provider/resources/common/check";
import { blockListDefinition } from "../../../provider/resources/block-list/definition";
import { createRuntimeContext } from "../../../provider/runtime/runtime-context";
import { engineHandler } from "../../../provider/resources/engine-handler";
const blockListHandler = engineHandler(blockListDefinition, createRuntimeContext());

const stored = { id: "l1", title: "Sensitive", type: "iab_content_taxonomy_1.0_service_default", elements: ["IAB7-3", "IAB8-5"], dateCreated: "x", dateModified: "y" };

describe("BlockList check", () => {
  it("fills in the default type and accepts tier-2 codes", async () => {
    const result = await blockListHandler.check({}, { title: "Sensitive", elements: ["IAB7-3"] });
    expect(result.failures).toEqual([]);
    expect(result.inputs).toMatchObject({ type: "iab_content_taxonomy_1.0_service_default" });
  });

  it("refuses a tier-1 code naming the element and the reason", async () => {
    const result = await blockListHandler.check({}, { title: "Sensitive", elements: ["IAB7-3", "IAB1"] });
    expect(result.failures).toEqual([
      { property: "", reason: "elements[1]: IAB1 is a tier-1 category; only tier-2 sub-category codes (IAB<n>-<m>, e.g. IAB1-1) are accepted" },
    ]);
  });

  it("refuses an empty adoptId and does not judge elements unknown at preview", async () => {
    const result = await blockListHandler.check({}, { title: "T", elements: UNKNOWN, adoptId: "" });
    expect(result.failures?.map((f) => f.property)).toEqual(["adoptId"]);
  });
});

describe("BlockList diff", () => {
  it("compares elements as a set and never replaces", async () => {
    const news = { title: "Sensitive", type: stored.type, elements: ["IAB8-5", "IAB7-3"] };
    expect(await blockListHandler.diff("l1", stored, news)).toEqual({ changes: false, replaces: [], diffs: [] });
    expect(await blockListHandler.diff("l1", stored, { ...news, elements: ["IAB8-5"] })).toEqual({ changes: true, replaces: [], diffs: ["elements"] });
    expect(await blockListHandler.diff("l1", stored, { ...news, title: "Renamed" })).toEqual({ changes: true, replaces: [], diffs: ["title"] });
  });

  it("takes a missing type as the default type", async () => {
    expect(await blockListHandler.diff("l1", stored, { title: "Sensitive", elements: stored.elements })).toEqual({ changes: false, replaces: [], diffs: [] });
  });
});
