// The ad location model: name rules, types, country_targeting and prices.
import { describe, expect, it } from "vitest";
import {
  AdLocationCreateInputSchema,
  AdLocationUpdateInputSchema,
  adLocationUpdateIssues,
  ISO_3166_ALPHA2,
} from "../../../provider/models";
import { issuesOf } from "./helpers";

const bidding = { name: "Main menu", adType: "interstitial", type: "bidding" };
const fixed = { name: "Level end", adType: "rewarded", type: "fixed_cpm", countryTargeting: [{ country: "US", price: 2.5 }] };

describe("ad location name", () => {
  it("accepts 1 to 80 characters of the allowed set", () => {
    expect(issuesOf(AdLocationCreateInputSchema, { ...bidding, name: "a-b_c$d&e,f+g/h\\i j 9" })).toEqual([]);
    expect(issuesOf(AdLocationCreateInputSchema, { ...bidding, name: "x".repeat(80) })).toEqual([]);
  });
  it("refuses an empty or too long name", () => {
    expect(issuesOf(AdLocationCreateInputSchema, { ...bidding, name: "" })).toContain("name: must not be empty");
    expect(issuesOf(AdLocationCreateInputSchema, { ...bidding, name: "x".repeat(81) })).toEqual(["name: must be at most 80 characters"]);
  });
  it("refuses characters outside the API's set", () => {
    expect(issuesOf(AdLocationCreateInputSchema, { ...bidding, name: "menu!" })).toEqual([
      "name: may hold only letters, digits, whitespace and - _ $ & , + / \\",
    ]);
  });
  it("refuses leading or trailing whitespace", () => {
    expect(issuesOf(AdLocationCreateInputSchema, { ...bidding, name: " menu" })).toEqual(["name: must not start or end with whitespace"]);
    expect(issuesOf(AdLocationCreateInputSchema, { ...bidding, name: "menu " })).toEqual(["name: must not start or end with whitespace"]);
  });
});

describe("ad location types", () => {
  it("creates only bidding or fixed_cpm", () => {
    expect(issuesOf(AdLocationCreateInputSchema, { ...bidding, type: "auto_cpm" })).toEqual(["type: must be one of bidding, fixed_cpm"]);
  });
  it("checks adType", () => {
    expect(issuesOf(AdLocationCreateInputSchema, { ...bidding, adType: "video" })).toEqual([
      "adType: must be one of interstitial, rewarded, banner",
    ]);
  });
  it("allows countryTargeting only for fixed_cpm", () => {
    expect(issuesOf(AdLocationCreateInputSchema, fixed)).toEqual([]);
    expect(issuesOf(AdLocationCreateInputSchema, { ...bidding, countryTargeting: fixed.countryTargeting })).toEqual([
      "countryTargeting: is allowed only when type is fixed_cpm",
    ]);
  });
});

describe("country targeting", () => {
  const withTargets = (countryTargeting: unknown) => issuesOf(AdLocationCreateInputSchema, { ...fixed, countryTargeting });
  it("holds 1 to 250 entries", () => {
    expect(withTargets([])).toEqual(["countryTargeting: must hold at least 1 entry"]);
    const codes = [...ISO_3166_ALPHA2, "default"];
    expect(codes).toHaveLength(250);
    expect(withTargets(codes.map((country) => ({ country, price: 1 })))).toEqual([]);
    expect(withTargets([...codes, "US"].map((country) => ({ country, price: 1 })))).toContain(
      "countryTargeting: must hold at most 250 entries",
    );
  });
  it("refuses a repeated country", () => {
    expect(withTargets([{ country: "US", price: 1 }, { country: "US", price: 2 }])).toEqual([
      "countryTargeting[1].country: repeats country US; each country may appear once",
    ]);
  });
  it("takes real ISO 3166-1 alpha-2 codes or default", () => {
    expect(withTargets([{ country: "default", price: 1 }, { country: "DE", price: 1 }])).toEqual([]);
    for (const country of ["XX", "UK", "us", "USA"]) {
      expect(withTargets([{ country, price: 1 }])).toEqual([
        "countryTargeting[0].country: must be an upper-case ISO 3166-1 alpha-2 country code or default",
      ]);
    }
  });
  it("prices from 0.01 to 500 inclusive, integers accepted", () => {
    expect(withTargets([{ country: "US", price: 0.01 }, { country: "FR", price: 500 }, { country: "DE", price: 7 }])).toEqual([]);
    expect(withTargets([{ country: "US", price: 0.009 }])).toEqual(["countryTargeting[0].price: must be between 0.01 and 500 (USD CPM)"]);
    expect(withTargets([{ country: "US", price: 500.01 }])).toEqual(["countryTargeting[0].price: must be between 0.01 and 500 (USD CPM)"]);
    expect(withTargets([{ country: "US" }])).toEqual(["countryTargeting[0].price: is required"]);
  });
});

describe("ad location update", () => {
  it("takes name and countryTargeting; uuid, adType and type cannot change", () => {
    expect(issuesOf(AdLocationUpdateInputSchema, { name: "New name" })).toEqual([]);
    expect(issuesOf(AdLocationUpdateInputSchema, { adType: "banner", type: "bidding" })).toEqual([
      "adType: is not a known field",
      "type: is not a known field",
    ]);
  });
  it("refuses countryTargeting on a location that is not fixed_cpm", () => {
    expect(adLocationUpdateIssues("bidding", { countryTargeting: [{ country: "US", price: 1 }] })).toEqual([
      "countryTargeting: is allowed only when type is fixed_cpm",
    ]);
    expect(adLocationUpdateIssues("fixed_cpm", { countryTargeting: [{ country: "US", price: 1 }] })).toEqual([]);
  });
});
