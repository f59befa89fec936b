// The emulator's ad-location endpoints over HTTP: creation rules, limits, the uniqueness rule of ad
// locations and the auto_cpm takeover.
import { describe, expect, it } from "vitest";
import { ISO_3166_ALPHA2 } from "../../../emulator/management/countries";
import { type DetailBody, type Page, useEmulator } from "../../support/emulator";

/** An ad location as the list endpoint answers it. */
interface Location {
  uuid: string;
  name: string;
  ad_type: string;
  type: string;
}

const ctx = useEmulator({ reset: true });

async function newApp(token: string): Promise<string> {
  const res = await ctx.emu.api("POST", "/v5/apps", {
    token,
    body: { nickname: "Locations", orientations: ["portrait"], is_live: false, is_test_mode_on: false, is_directed_at_kids_under_13: "NO", platform: "android" },
  });
  return res.body.id as string;
}

async function seededApp(token: string): Promise<string> {
  const res = await ctx.emu.api<Page<{ id: string }>>("GET", "/v5/apps?keyword_filter=Seeded%20Demo%20App", { token });
  return res.body.items[0]!.id;
}

/** `[location, type]` of each problem of a validation error body (the management API's `detail` list). */
function detailOf(res: { body: unknown }): string[][] {
  return (res.body as DetailBody).detail.map((d) => [d.loc.join("."), d.type]);
}

describe("ad locations", () => {
  it("creates bidding and fixed_cpm locations, converting integer prices to floats", async () => {
    const token = await ctx.emu.token();
    const app = await newApp(token);
    const bidding = await ctx.emu.api("POST", `/v5/apps/${app}/ad-locations`, { token, body: { name: "Main Menu", ad_type: "interstitial", type: "bidding" } });
    expect(bidding.status).toBe(200);
    expect(Object.keys(bidding.body).sort()).toEqual(["ad_type", "name", "type", "uuid"]);
    expect(bidding.body.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const fixed = await ctx.emu.api("POST", `/v5/apps/${app}/ad-locations`, {
      token,
      body: { name: "Main Menu", ad_type: "rewarded", type: "fixed_cpm", country_targeting: [{ country: "US", price: 5 }, { country: "default", price: 0.5 }] },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.text).toContain('"price":5.0');
    expect(fixed.body.country_targeting).toEqual([{ country: "US", price: 5 }, { country: "default", price: 0.5 }]);
    const counts = (await ctx.emu.api<{ metadata: { ad_location_counts: unknown } }>("GET", `/v5/apps/${app}`, { token })).body.metadata.ad_location_counts;
    expect(counts).toEqual({ interstitial: 1, rewarded: 1, banner: 0 });
  });

  it("holds an empty country_targeting for a fixed_cpm created without one", async () => {
    const token = await ctx.emu.token();
    const app = await newApp(token);
    const res = await ctx.emu.api("POST", `/v5/apps/${app}/ad-locations`, { token, body: { name: "Shop", ad_type: "banner", type: "fixed_cpm" } });
    expect(res.body.country_targeting).toEqual([]);
  });

  it.each([
    ["an empty name", { name: "" }, "body.name", "string_too_short"],
    ["an 81-character name", { name: "a".repeat(81) }, "body.name", "string_too_long"],
    ["a forbidden character", { name: "menu!" }, "body.name", "string_pattern_mismatch"],
    ["a leading space", { name: " menu" }, "body.name", "string_pattern_mismatch"],
    ["a non-creatable type", { type: "auto_cpm" }, "body.type", "enum"],
    ["an unknown ad type", { ad_type: "video" }, "body.ad_type", "enum"],
    ["an unknown country", { country_targeting: [{ country: "XX", price: 1 }] }, "body.country_targeting.0.country", "country_code"],
    ["a lower-case country", { country_targeting: [{ country: "us", price: 1 }] }, "body.country_targeting.0.country", "country_code"],
    ["a duplicate country", { country_targeting: [{ country: "FR", price: 1 }, { country: "FR", price: 2 }] }, "body.country_targeting.1.country", "duplicate"],
    ["a price under 0.01", { country_targeting: [{ country: "FR", price: 0.001 }] }, "body.country_targeting.0.price", "greater_than_equal"],
    ["a price over 500", { country_targeting: [{ country: "FR", price: 500.01 }] }, "body.country_targeting.0.price", "less_than_equal"],
    ["an empty country_targeting", { country_targeting: [] }, "body.country_targeting", "too_short"],
  ])("refuses %s", async (_label, overrides, location, type) => {
    const token = await ctx.emu.token();
    const app = await newApp(token);
    const body = { name: "Level End", ad_type: "interstitial", type: "fixed_cpm", ...overrides };
    const res = await ctx.emu.api("POST", `/v5/apps/${app}/ad-locations`, { token, body });
    expect(res.status).toBe(400);
    expect(detailOf(res)).toContainEqual([location, type]);
  });

  it("accepts the limits: 80-character name with allowed punctuation, 250 countries, prices 0.01 and 500", async () => {
    const token = await ctx.emu.token();
    const app = await newApp(token);
    const name = `A-b_c$d&e,f+g/h\\i j${"x".repeat(60)}`;
    const targeting = [...ISO_3166_ALPHA2].slice(0, 249).map((country, i) => ({ country, price: i === 0 ? 0.01 : 500 }));
    targeting.push({ country: "default", price: 1 });
    const res = await ctx.emu.api("POST", `/v5/apps/${app}/ad-locations`, { token, body: { name, ad_type: "banner", type: "fixed_cpm", country_targeting: targeting } });
    expect(res.status).toBe(200);
    expect(res.body.country_targeting).toHaveLength(250);
    const tooMany = [...targeting, { country: "ZZ", price: 1 }];
    const refused = await ctx.emu.api("POST", `/v5/apps/${app}/ad-locations`, { token, body: { name: "Other", ad_type: "banner", type: "fixed_cpm", country_targeting: tooMany } });
    expect(detailOf(refused)).toContainEqual(["body.country_targeting", "too_long"]);
  });

  it("refuses country_targeting on bidding with cannot_set_country_target", async () => {
    const token = await ctx.emu.token();
    const app = await newApp(token);
    const res = await ctx.emu.api("POST", `/v5/apps/${app}/ad-locations`, {
      token,
      body: { name: "Menu", ad_type: "interstitial", type: "bidding", country_targeting: [{ country: "US", price: 1 }] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: [{ loc: ["body", "country_targeting"], msg: expect.any(String), type: "cannot_set_country_target" }] });
  });

  it("keeps (name, ad_type) unique but allows the same name per ad type", async () => {
    const token = await ctx.emu.token();
    const app = await newApp(token);
    for (const ad_type of ["interstitial", "rewarded", "banner"]) {
      expect((await ctx.emu.api("POST", `/v5/apps/${app}/ad-locations`, { token, body: { name: "Home", ad_type, type: "bidding" } })).status).toBe(200);
    }
    const again = await ctx.emu.api("POST", `/v5/apps/${app}/ad-locations`, { token, body: { name: "Home", ad_type: "banner", type: "bidding" } });
    expect(again.status).toBe(400);
    expect(detailOf(again)).toEqual([["body.name", "already_exists"]]);
    const fixed = await ctx.emu.api("POST", `/v5/apps/${app}/ad-locations`, { token, body: { name: "Home", ad_type: "banner", type: "fixed_cpm" } });
    expect(detailOf(fixed)).toEqual([["body.name", "existing_fixed_cpm"]]);
  });

  it("lets a fixed_cpm take over an auto_cpm of the same name and ad type, but not a cross_promo", async () => {
    const token = await ctx.emu.token();
    const app = await seededApp(token);
    const before = (await ctx.emu.api<Page<Location>>("GET", `/v5/apps/${app}/ad-locations?type_filter=auto_cpm`, { token })).body.items;
    expect(before).toEqual([{ uuid: expect.any(String), name: "Level Complete", ad_type: "interstitial", type: "auto_cpm" }]);
    const takeover = await ctx.emu.api("POST", `/v5/apps/${app}/ad-locations`, {
      token,
      body: { name: "Level Complete", ad_type: "interstitial", type: "fixed_cpm", country_targeting: [{ country: "default", price: 2 }] },
    });
    expect(takeover.status).toBe(200);
    const all = (await ctx.emu.api<Page<Location>>("GET", `/v5/apps/${app}/ad-locations?ad_type_filter=interstitial`, { token })).body.items;
    expect(all.filter((l) => l.name === "Level Complete")).toEqual([
      { uuid: takeover.body.uuid, name: "Level Complete", ad_type: "interstitial", type: "fixed_cpm" },
    ]);
    const crossPromo = await ctx.emu.api("POST", `/v5/apps/${app}/ad-locations`, { token, body: { name: "House Ads", ad_type: "interstitial", type: "fixed_cpm" } });
    expect(detailOf(crossPromo)).toEqual([["body.name", "existing_fixed_cpm"]]);
  });

  it("filters by type and ad type and refuses an unknown filter value", async () => {
    const token = await ctx.emu.token();
    const app = await seededApp(token);
    const all = await ctx.emu.api<Page<Location>>("GET", `/v5/apps/${app}/ad-locations`, { token });
    expect(all.body.items.map((l) => l.type).sort()).toEqual(["auto_cpm", "cross_promo", "mock_response"]);
    const banner = await ctx.emu.api<Page<Location>>("GET", `/v5/apps/${app}/ad-locations?ad_type_filter=banner`, { token });
    expect(banner.body.items.map((l) => l.type)).toEqual(["mock_response"]);
    const bad = await ctx.emu.api("GET", `/v5/apps/${app}/ad-locations?type_filter=cpm`, { token });
    expect(bad.status).toBe(400);
    expect(detailOf(bad)).toEqual([["query.type_filter", "enum"]]);
  });

  it("plants locations the API cannot create through the control endpoint", async () => {
    const token = await ctx.emu.token();
    const app = await newApp(token);
    const res = await ctx.emu.call("POST", "/_emulator/ad-locations", { body: { appId: app, name: "Promo", ad_type: "rewarded", type: "cross_promo" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Promo", type: "cross_promo" });
    const items = (await ctx.emu.api("GET", `/v5/apps/${app}/ad-locations`, { token })).body.items;
    expect(items).toEqual([res.body]);
  });

  it("patches the name and overwrites country_targeting; uuid, ad_type and type stay", async () => {
    const token = await ctx.emu.token();
    const app = await newApp(token);
    const base = `/v5/apps/${app}/ad-locations`;
    const created = await ctx.emu.api("POST", base, { token, body: { name: "A", ad_type: "banner", type: "fixed_cpm", country_targeting: [{ country: "US", price: 1 }, { country: "GB", price: 2 }] } });
    const path = `${base}/${created.body.uuid}`;
    const patched = await ctx.emu.api("PATCH", path, { token, body: { name: "B", country_targeting: [{ country: "DE", price: 3 }] } });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({ uuid: created.body.uuid, name: "B", ad_type: "banner", type: "fixed_cpm", country_targeting: [{ country: "DE", price: 3 }] });
    // Stored as answered: an empty PATCH (there is no single-location GET in the API) answers the stored location.
    expect((await ctx.emu.api("PATCH", path, { token, body: {} })).body).toEqual(patched.body);
    const immutable = await ctx.emu.api("PATCH", path, { token, body: { type: "bidding", ad_type: "rewarded" } });
    expect(detailOf(immutable)).toEqual([["body.ad_type", "immutable"], ["body.type", "immutable"]]);
    const same = await ctx.emu.api("PATCH", path, { token, body: { uuid: created.body.uuid, type: "fixed_cpm" } });
    expect(same.status).toBe(200);
  });

  it("refuses a rename onto an existing (name, ad_type) and country_targeting on a bidding location", async () => {
    const token = await ctx.emu.token();
    const app = await newApp(token);
    const base = `/v5/apps/${app}/ad-locations`;
    await ctx.emu.api("POST", base, { token, body: { name: "Taken", ad_type: "banner", type: "bidding" } });
    const other = await ctx.emu.api("POST", base, { token, body: { name: "Free", ad_type: "banner", type: "bidding" } });
    const rename = await ctx.emu.api("PATCH", `${base}/${other.body.uuid}`, { token, body: { name: "Taken" } });
    expect(detailOf(rename)).toEqual([["body.name", "already_exists"]]);
    const targeting = await ctx.emu.api("PATCH", `${base}/${other.body.uuid}`, { token, body: { country_targeting: [{ country: "US", price: 1 }] } });
    expect(detailOf(targeting)).toEqual([["body.country_targeting", "cannot_set_country_target"]]);
  });

  it("deletes with 204 and then reads 404 naming the location", async () => {
    const token = await ctx.emu.token();
    const app = await newApp(token);
    const created = await ctx.emu.api("POST", `/v4/apps/${app}/ad-locations`, { body: { name: "Gone", ad_type: "banner", type: "bidding" } });
    const path = `/v4/apps/${app}/ad-locations/${created.body.uuid}`;
    expect((await ctx.emu.api("DELETE", path)).status).toBe(204);
    const again = await ctx.emu.api("DELETE", path);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ detail: [{ msg: expect.stringContaining(String(created.body.uuid)), type: "not_found" }] });
  });
});
