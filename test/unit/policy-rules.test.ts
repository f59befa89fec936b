// The policy pack's rules as pure functions: price changes, price bounds, test mode, replacements.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { priorResources } from "../../policy/prior-state";
import { liveAppTestModeViolations, priceBoundViolations, priceChangeViolations, replacementReasons } from "../../policy/rules";
import { describePriceChange, priceChanges } from "../../provider/resources/ad-location/prices";

const targeting = (...entries: [string, number][]) => ({ countryTargeting: entries.map(([country, price]) => ({ country, price })) });

describe("policy pack rules", () => {
  it("price-change-limit: flags a move past the limit either way, not one within it, not a new country", () => {
    const before = targeting(["US", 10], ["DE", 4]);
    expect(priceChangeViolations(before, targeting(["US", 15], ["DE", 4]), 50)).toEqual([]);
    expect(priceChangeViolations(before, targeting(["US", 16], ["DE", 1], ["FR", 100]), 50)).toEqual([
      "US floor 10.00 -> 16.00 (+60%) moves more than 50% in one change",
      "DE floor 4.00 -> 1.00 (-75%) moves more than 50% in one change",
    ]);
    expect(priceChangeViolations(undefined, targeting(["US", 100]), 50)).toEqual([]);
  });

  it("price-bounds: per-country floors and ceilings, * for the others", () => {
    expect(priceBoundViolations(targeting(["US", 1], ["DE", 90]), { floors: { US: 2, "*": 0.5 }, ceilings: { "*": 60 } })).toEqual([
      "US price 1.00 is below the floor 2.00",
      "DE price 90.00 is above the ceiling 60.00",
    ]);
  });

  it("live-app-test-mode and location-replacement", () => {
    expect(liveAppTestModeViolations({ isLive: true, isTestModeOn: true })).toHaveLength(1);
    expect(liveAppTestModeViolations({ isLive: false, isTestModeOn: true })).toEqual([]);
    expect(replacementReasons({ appId: "a", adType: "rewarded", type: "bidding" }, { appId: "a", adType: "rewarded", type: "fixed_cpm" })).toEqual(["type bidding -> fixed_cpm"]);
    expect(replacementReasons({ appId: "a", adType: "rewarded", type: "bidding", name: "x" }, { appId: "a", adType: "rewarded", type: "bidding", name: "y" })).toEqual([]);
  });

  it("reads both faces from a stack export, pending deletes left out", () => {
    const exported = JSON.stringify({
      deployment: {
        resources: [
          { urn: "urn:pulumi:s::p::pulumi-nodejs:dynamic/adpublisher:AdLocation::a", type: "pulumi-nodejs:dynamic:Resource", inputs: { name: "A" } },
          { urn: "urn:pulumi:s::p::adpublisher:index:App::b", type: "adpublisher:index:App", inputs: { nickname: "B" } },
          { urn: "urn:pulumi:s::p::adpublisher:index:App::c", type: "adpublisher:index:App", delete: true, inputs: {} },
          { urn: "urn:pulumi:s::p::pulumi:pulumi:Stack::p-s", type: "pulumi:pulumi:Stack" },
        ],
      },
    });
    expect([...priorResources(exported).values()].map((r) => [r.kind, r.inputs])).toEqual([["AdLocation", { name: "A" }], ["App", { nickname: "B" }]]);
  });

  it("prices in words: added, removed, repriced", () => {
    expect(priceChanges(targeting(["US", 12.5])["countryTargeting"], targeting(["US", 14], ["DE", 6])["countryTargeting"]).map(describePriceChange)).toEqual([
      "US floor 12.50 -> 14.00 (+12%)",
      "DE floor added at 6.00",
    ]);
    expect(priceChanges(targeting(["default", 2])["countryTargeting"], []).map(describePriceChange)).toEqual(["default (every other country) floor 2.00 removed"]);
  });

  it("the pack's package.json carries the package's version (@pulumi/policy reads it there)", () => {
    const root = join(__dirname, "../..");
    const version = (file: string) => (JSON.parse(readFileSync(join(root, file), "utf8")) as { version: string }).version;
    expect(version("policy/package.json")).toBe(version("package.json"));
  });
});
