// The state of an app or a block list: the declared outputs as the service has them, adoption as
// given, and `id` only where the state being read already holds it (states written by 0.1.0).
import { describe, expect, it } from "vitest";
import { wholeObjectState } from "../../../provider/resources/common/fields";
import { blockListDefinition } from "../../../provider/resources/block-list/definition";

const live = { id: "l1", title: "Sensitive", type: "iab_content_taxonomy_1.0_service_default", elements: ["IAB7-3"], dateCreated: "x", dateModified: "y", notDeclared: 1 };
const outputs = blockListDefinition.outputs;

describe("wholeObjectState", () => {
  it("writes the declared outputs and no id on create and update (the resource id holds it)", () => {
    const state = wholeObjectState(outputs, live, { adoptId: "l1" });
    expect(state).not.toHaveProperty("id");
    expect(state).not.toHaveProperty("notDeclared");
    expect(state).toMatchObject({ title: "Sensitive", elements: ["IAB7-3"], adoptId: "l1" });
  });

  it("keeps id on a read of a state that holds it, so that refresh of an old stack shows no change", () => {
    expect(wholeObjectState(outputs, live, { id: "l1" })).toMatchObject({ id: "l1", title: "Sensitive" });
    expect(wholeObjectState(outputs, live, {})).not.toHaveProperty("id");
  });
});
