import { describe, expect, it } from "vitest";
import { describePricesNotVisible, pricesNotVisible, stackPricesNotVisible } from "../../../provider/discovery/prices";
import { adLocationDefinition } from "../../../provider/resources/ad-location/definition";
import { appDefinition } from "../../../provider/resources/app/definition";

const location = (type: string, name: string) => ({ uuid: `u-${name}`, name, adType: "rewarded", type });

describe("prices nobody can see", () => {
  it("discovery names the fixed_cpm locations, and only them, as its definition's unseen fields say", () => {
    const found = pricesNotVisible({
      objects: [
        { definition: appDefinition, id: "app1", live: { id: "app1", nickname: "Space Run", type: "fixed_cpm" } },
        { definition: adLocationDefinition, id: "app1/u-Extra Life", live: location("fixed_cpm", "Extra Life"), appId: "app1" },
        { definition: adLocationDefinition, id: "app1/u-Menu", live: location("bidding", "Menu"), appId: "app1" },
      ],
    });
    expect(found).toEqual([{ id: "app1/u-Extra Life", label: 'fixed_cpm ad location "Extra Life" (rewarded), id app1/u-Extra Life' }]);
    expect(describePricesNotVisible(found)[0]).toMatch(/^prices not visible: fixed_cpm ad location "Extra Life"/);
  });

  it("drift names a stack's fixed_cpm locations of either face by resource name, from outputs else inputs", () => {
    const found = stackPricesNotVisible([
      { urn: "urn:pulumi:dev::p::adpublisher:index:AdLocation::extraLife", type: "adpublisher:index:AdLocation", id: "app1/u1", inputs: { name: "Extra Life", type: "fixed_cpm" }, outputs: { name: "Extra Life", type: null } },
      { urn: "urn:pulumi:dev::p::pulumi-nodejs:dynamic:Resource$pulumi-nodejs:dynamic/adpublisher:AdLocation::menu", type: "pulumi-nodejs:dynamic:Resource", id: "app1/u2", outputs: { name: "Menu", type: "bidding" } },
      { urn: "urn:pulumi:dev::p::adpublisher:index:App::game", type: "adpublisher:index:App", id: "app1", outputs: { type: "fixed_cpm" } },
    ]);
    expect(found).toEqual([{ id: "app1/u1", label: 'extraLife ("Extra Life", app1/u1)' }]);
  });
});
