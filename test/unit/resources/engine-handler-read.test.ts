// The shared engine handler answers a refresh's live inputs only where one of them is not what the
// state recorded (the engine then keeps its stored inputs); an import always gets them. The
// definition's own read is replaced by a scripted one, so each case names exactly what was live.
import { describe, expect, it } from "vitest";
import { blockListDefinition } from "../../../provider/resources/block-list/definition";
import type { AnyResourceDefinition } from "../../../provider/resources/definition";
import { engineHandler } from "../../../provider/resources/engine-handler";
import type { EngineProps } from "../../../provider/pulumi-json/property-bag";
import { createRuntimeContext } from "../../../provider/runtime/runtime-context";

const STATE = { title: "Sensitive", type: "iab_content_taxonomy_1.0_service_default", elements: ["IAB7-3", "IAB8-5"], dateCreated: "x", note: null };

/** The block list's definition whose read answers `live` as its inputs (and the state as its outputs). */
function readingLive(live: EngineProps) {
  const real = blockListDefinition.handler(createRuntimeContext(), blockListDefinition);
  const definition = {
    ...blockListDefinition,
    handler: () => ({ ...real, read: async (id: string) => ({ id, props: { ...STATE, ...live }, inputs: live }) }),
  } as unknown as AnyResourceDefinition;
  return engineHandler(definition, createRuntimeContext());
}

describe("a refresh's read through the shared engine handler", () => {
  it("answers no inputs where each live input is what the state recorded, lists compared in order", async () => {
    const result = await readingLive({ title: "Sensitive", elements: ["IAB7-3", "IAB8-5"] }).read("l1", { ...STATE, __provider: "p" });
    expect(result).toEqual({ id: "l1", props: { ...STATE, title: "Sensitive", elements: ["IAB7-3", "IAB8-5"] } });
  });

  it("answers the inputs where one of them drifted, at any depth", async () => {
    const live = { title: "Sensitive", elements: ["IAB8-5", "IAB7-3"] };
    expect((await readingLive(live).read("l1", STATE)).inputs).toEqual(live);
    expect((await readingLive({ title: "Renamed" }).read("l1", STATE)).inputs).toEqual({ title: "Renamed" });
  });

  it("takes a value the service no longer holds as a drift, and a null the state recorded as no value", async () => {
    expect((await readingLive({ title: "Sensitive", dateCreated: undefined }).read("l1", STATE)).inputs).toEqual({ title: "Sensitive", dateCreated: undefined });
    expect((await readingLive({ title: "Sensitive", note: undefined }).read("l1", STATE)).inputs).toBeUndefined();
  });

  it("answers the inputs of an import, which has no state to compare", async () => {
    const live = { title: "Sensitive" };
    expect((await readingLive(live).read("l1", undefined)).inputs).toEqual(live);
  });
});
