// The emulator's app endpoints over HTTP: create, read, update, the is_live rule, list filters
// and soft deletion.
import { describe, expect, it } from "vitest";
import { type DetailBody, type JsonObject, type Page, useEmulator } from "../../support/emulator";

/** What the list tests read of an app. */
interface AppItem {
  id: string;
  nickname: string;
  metadata: { ad_location_counts: Record<string, number> };
}

const ctx = useEmulator({ reset: true });

const LIST_ITEM_KEYS = ["icon", "id", "is_live", "metadata", "name", "nickname", "platform", "publishing_application", "store_app_id"];
const CREATE_KEYS = [
  "default_orientation", "id", "is_coppa_disclosure_read", "is_directed_at_kids_under_13", "is_live", "is_sdk_active",
  "is_test_mode_on", "nickname", "orientations", "platform", "signature", "store_app_id", "store_app_url", "store_bundle_id",
].sort();
const FULL_KEYS = [
  "app_ads_txt_status", "default_orientation", "icon", "id", "is_coppa_disclosure_read", "is_directed_at_kids_under_13", "is_live",
  "is_sdk_active", "is_test_mode_on", "metadata", "name", "nickname", "orientations", "platform", "publishing_application", "signature",
  "store_app_id", "store_app_url", "store_bundle_id", "test_mode_duration",
].sort();

function draftApp(overrides: Record<string, unknown> = {}) {
  return {
    nickname: "Space Run",
    orientations: ["portrait"],
    is_live: false,
    is_test_mode_on: false,
    is_directed_at_kids_under_13: "NO",
    platform: "ios",
    ...overrides,
  };
}

const LIVE = { is_live: true, store_app_id: "123456", store_app_url: "https://apps.apple.com/app/id123456", store_bundle_id: "com.example.run" };

describe("apps: create", () => {
  it("returns the create representation with a signature and defaults", async () => {
    const res = await ctx.emu.api("POST", "/v5/apps", { body: draftApp() });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(CREATE_KEYS);
    expect(res.body).toMatchObject({ nickname: "Space Run", default_orientation: "portrait", is_live: false, store_app_id: null, is_coppa_disclosure_read: true });
    expect(res.body.signature).toMatch(/^[0-9a-f]{40}$/);
  });

  it("lists every missing required field at once", async () => {
    const res = await ctx.emu.api<DetailBody>("POST", "/v5/apps", { body: {} });
    expect(res.status).toBe(400);
    const locs = res.body.detail.map((d) => [d.loc.join("."), d.type]);
    expect(locs).toEqual(
      expect.arrayContaining([
        ["body.nickname", "missing"], ["body.orientations", "missing"], ["body.is_live", "missing"], ["body.is_test_mode_on", "missing"],
        ["body.is_directed_at_kids_under_13", "missing"], ["body.platform", "missing"],
      ]),
    );
  });

  it.each([
    ["both orientations without a default", { orientations: ["portrait", "landscape"] }, "body.default_orientation", "missing"],
    ["a default outside the orientations", { default_orientation: "landscape" }, "body.default_orientation", "value_error"],
    ["is_live without store fields", { is_live: true, store_app_id: "1" }, "body.store_app_url", "missing"],
    ["an unknown platform", { platform: "windows" }, "body.platform", "enum"],
    ["a kids flag that is not YES/NO", { is_directed_at_kids_under_13: true }, "body.is_directed_at_kids_under_13", "enum"],
    ["a read-only field", { signature: "x" }, "body.signature", "read_only"],
    ["an unknown field", { colour: "red" }, "body.colour", "extra_forbidden"],
    ["a zero test-mode duration", { test_mode_duration: 0 }, "body.test_mode_duration", "greater_than_equal"],
  ])("refuses %s", async (_label, overrides, location, type) => {
    const res = await ctx.emu.api("POST", "/v5/apps", { body: draftApp(overrides) });
    expect(res.status).toBe(400);
    expect(res.body.detail).toEqual(expect.arrayContaining([{ loc: location.split("."), msg: expect.any(String), type }]));
  });

  it("accepts a live app with its store fields and approves it automatically", async () => {
    const created = await ctx.emu.api("POST", "/v4/apps", { body: draftApp({ ...LIVE, orientations: ["portrait", "landscape"], default_orientation: "landscape" }) });
    expect(created.status).toBe(200);
    const got = await ctx.emu.api<JsonObject & { publishing_application: { created_at: unknown } }>("GET", `/v4/apps/${created.body.id}`);
    expect(Object.keys(got.body).sort()).toEqual(FULL_KEYS);
    expect(got.body.publishing_application).toMatchObject({ status: "Approved", reviewed_by: "automatic_review", reject_reason: null });
    expect(Number.isInteger(got.body.publishing_application.created_at)).toBe(true);
    expect(got.body.name).toBe("Space Run");
    expect(got.body.metadata).toEqual({ ad_location_counts: { interstitial: 0, rewarded: 0, banner: 0 } });
  });
});

describe("apps: list", () => {
  it("serves the list-item shape with page, limit 25 and total", async () => {
    const res = await ctx.emu.api<Page<AppItem>>("GET", "/v5/apps");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, limit: 25, total: 1 });
    expect(Object.keys(res.body.items[0]).sort()).toEqual(LIST_ITEM_KEYS);
    expect(res.body.items[0].metadata.ad_location_counts).toEqual({ interstitial: 2, rewarded: 0, banner: 1 });
  });

  it("filters by keyword (name or nickname) and platform, sorts and pages", async () => {
    const token = await ctx.emu.token();
    for (const [nickname, platform] of [["Alpha", "ios"], ["Beta", "android"], ["Gamma", "amazon"]]) {
      await ctx.emu.api("POST", "/v5/apps", { token, body: draftApp({ nickname, platform }) });
    }
    const byKeyword = await ctx.emu.api<Page<AppItem>>("GET", "/v5/apps?keyword_filter=eta", { token });
    expect(byKeyword.body.items.map((a) => a.nickname)).toEqual(["Beta"]);
    const byPlatform = await ctx.emu.api<Page<AppItem>>("GET", "/v5/apps?platform_filters=amazon", { token });
    expect(byPlatform.body.items.map((a) => a.nickname)).toEqual(["Gamma"]);
    const paged = await ctx.emu.api<Page<AppItem>>("GET", "/v5/apps?direction=desc&limit=2&page=2", { token });
    expect(paged.body).toMatchObject({ page: 2, limit: 2, total: 4 });
    expect(paged.body.items.map((a) => a.nickname)).toEqual(["Alpha", "Seeded Demo App"]);
  });

  it("serves a limit above 100 as 100, and says so in the reply", async () => {
    const res = await ctx.emu.api<{ limit: number }>("GET", "/v5/apps?limit=500");
    expect(res.status).toBe(200);
    expect(res.body.limit).toBe(100);
  });

  it.each([["direction=up"], ["limit=0"], ["page=abc"], ["platform_filters=web"], ["platform_filters=ios,android"]])("refuses %s with 400", async (query) => {
    const res = await ctx.emu.api<DetailBody>("GET", `/v5/apps?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.detail[0].loc[0]).toBe("query");
  });
});

describe("apps: update and delete", () => {
  async function created(overrides: Record<string, unknown> = {}) {
    return (await ctx.emu.api("POST", "/v5/apps", { body: draftApp(overrides) })).body.id as string;
  }

  it("updates with nickname accepted and returns the update representation", async () => {
    const id = await created();
    const res = await ctx.emu.api("PATCH", `/v5/apps/${id}`, { body: { nickname: "Renamed", orientations: ["landscape"] } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([...CREATE_KEYS, "publishing_application"].sort());
    expect(res.body).toMatchObject({ nickname: "Renamed", orientations: ["landscape"], default_orientation: "landscape" });
  });

  it("goes live with the store fields, then refuses going back", async () => {
    const id = await created();
    expect((await ctx.emu.api("PATCH", `/v5/apps/${id}`, { body: { is_live: true } })).status).toBe(400);
    const live = await ctx.emu.api("PATCH", `/v5/apps/${id}`, { body: LIVE });
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject(LIVE);
    const back = await ctx.emu.api<DetailBody>("PATCH", `/v5/apps/${id}`, { body: { is_live: false } });
    expect(back.status).toBe(400);
    expect(back.body.detail[0]).toMatchObject({ loc: ["body", "is_live"], type: "value_error" });
  });

  it.each([
    [{ store_app_id: null }, "body.store_app_id", "null_not_allowed"],
    [{ orientations: ["portrait", "landscape"] }, "body.default_orientation", "missing"],
    [{ platform: "android" }, "body.platform", "immutable"],
    [{ name: "Other" }, "body.name", "immutable"],
  ])("refuses %j", async (body, location, type) => {
    const id = await created();
    const res = await ctx.emu.api("PATCH", `/v5/apps/${id}`, { body });
    expect(res.status).toBe(400);
    expect(res.body.detail).toEqual([{ loc: location.split("."), msg: expect.any(String), type }]);
  });

  it("switches test mode off once its duration has passed on the emulator clock", async () => {
    const id = await created({ is_test_mode_on: true, test_mode_duration: 30 });
    await ctx.emu.advanceClock(29 * 60);
    expect((await ctx.emu.api("GET", `/v5/apps/${id}`)).body).toMatchObject({ is_test_mode_on: true, test_mode_duration: 30 });
    await ctx.emu.advanceClock(60);
    expect((await ctx.emu.api("GET", `/v5/apps/${id}`)).body).toMatchObject({ is_test_mode_on: false, test_mode_duration: null });
  });

  it("keeps test mode on indefinitely without a duration", async () => {
    const id = await created({ is_test_mode_on: true });
    await ctx.emu.advanceClock(86400 * 30);
    expect((await ctx.emu.api("GET", `/v5/apps/${id}`)).body.is_test_mode_on).toBe(true);
  });

  it("soft-deletes with 204; the app then reads as 404 everywhere and leaves the list", async () => {
    const token = await ctx.emu.token();
    const id = await created();
    const del = await ctx.emu.api("DELETE", `/v5/apps/${id}`, { token });
    expect(del.status).toBe(204);
    expect(del.text).toBe("");
    for (const path of [`/v5/apps/${id}`, `/v5/apps/${id}/ad-locations`, `/v5/apps/${id}/monetization_settings`]) {
      const res = await ctx.emu.api("GET", path, { token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: [{ msg: `App ${id} not found`, type: "not_found" }] });
    }
    expect((await ctx.emu.api("DELETE", `/v5/apps/${id}`, { token })).status).toBe(404);
    const list = await ctx.emu.api<Page<AppItem>>("GET", "/v5/apps", { token });
    expect(list.body.items.map((a) => a.id)).not.toContain(id);
  });
});
