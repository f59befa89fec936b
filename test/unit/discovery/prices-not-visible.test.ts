// How discovery and drift name the fixed_cpm locations whose prices the API never returns.
import { describe, expect, it } from "vitest";
import { describeUnseen, unseenInStack, unseenOnAccount } from "../../../provider/discovery/unseen-fields";
import { adLocationDefinition } from "../../../provider/resources/ad-location/definition";
import { appDefinition } from "../../../provider/resources/app/definition";
import { DEFINITIONS } from "../../../provider/resources/definitions";
import { fakeWidgets } from "../../support/widget-definition";

const location = (type: string, name: string) => ({ uuid: `u-${name}`, name, adType: "rewarded", type });

describe("prices nobody can see", () => {
  it("discovery names the fixed_cpm locations, and only them, as its definition's unseen fields say", () => {
    const found = unseenOnAccount({
      objects: [
        { definition: appDefinition, id: "app1", live: { id: "app1", nickname: "Space Run", type: "fixed_cpm" } },
        { definition: adLocationDefinition, id: "app1/u-Extra Life", live: location("fixed_cpm", "Extra Life"), appId: "app1" },
        { definition: adLocationDefinition, id: "app1/u-Menu", live: location("bidding", "Menu"), appId: "app1" },
      ],
    });
    expect(found.map(({ id, label }) => ({ id, label }))).toEqual([{ id: "app1/u-Extra Life", label: 'fixed_cpm ad location "Extra Life" (rewarded), id app1/u-Extra Life' }]);
    expect(describeUnseen(found)).toEqual([
      'prices not visible: fixed_cpm ad location "Extra Life" (rewarded), id app1/u-Extra Life: the API does not return a fixed_cpm location\'s countryTargeting, so its prices are not imported and their drift is not detected',
    ]);
  });

  it("drift names a stack's fixed_cpm locations of either face by resource name, from outputs else inputs", () => {
    const found = unseenInStack([
      { urn: "urn:pulumi:dev::p::adpublisher:index:AdLocation::extraLife", type: "adpublisher:index:AdLocation", id: "app1/u1", inputs: { name: "Extra Life", type: "fixed_cpm" }, outputs: { name: "Extra Life", type: null } },
      { urn: "urn:pulumi:dev::p::pulumi-nodejs:dynamic:Resource$pulumi-nodejs:dynamic/adpublisher:AdLocation::menu", type: "pulumi-nodejs:dynamic:Resource", id: "app1/u2", outputs: { name: "Menu", type: "bidding" } },
      { urn: "urn:pulumi:dev::p::adpublisher:index:App::game", type: "adpublisher:index:App", id: "app1", outputs: { type: "fixed_cpm" } },
    ]);
    expect(found.map(({ id, label, reason }) => ({ id, label, reason }))).toEqual([
      { id: "app1/u1", label: 'extraLife ("Extra Life", app1/u1)', reason: "the API does not show its prices, so a price changed in the dashboard is not seen here" },
    ]);
  });

  it("another kind with unseen fields is reported in its own definition's words, not a location's", () => {
    const { definition } = fakeWidgets();
    const widget = {
      ...definition,
      unseenFields: {
        of: (fields: Record<string, unknown>) => (fields.size === 3 ? ["token"] : []),
        what: "tokens",
        label: (fields: Record<string, unknown>) => `widget "${String(fields.title)}"`,
        named: (fields: Record<string, unknown>) => `"${String(fields.title)}"`,
        inDiscovery: "the fake service never shows a token",
        inProgram: "its token is not stated",
        inDrift: "a token changed elsewhere is not seen",
      },
    };
    const live = { id: "w-1", title: "Blue Widget", size: 3, token: "t0ken" };
    const found = unseenOnAccount({ objects: [{ definition: widget, id: "w-1", live }, { definition: widget, id: "w-2", live: { ...live, id: "w-2", size: 2 } }] });
    expect(describeUnseen(found)).toEqual(['tokens not visible: widget "Blue Widget", id w-1: the fake service never shows a token']);
    const inStack = unseenInStack([{ urn: "urn:pulumi:dev::p::adpublisher:index:Widget::blue", type: "adpublisher:index:Widget", id: "w-1", outputs: live }], [...DEFINITIONS, widget]);
    expect(inStack.map(({ label, reason }) => `${label}: ${reason}`)).toEqual(['blue ("Blue Widget", w-1): a token changed elsewhere is not seen']);
  });
});
