// The emulator's monetization settings endpoints over HTTP: defaults, partial PATCH, nulls and rules.
import { describe, expect, it } from "vitest";
import { type JsonObject, useEmulator } from "../../support/emulator";

/** The parts of monetization settings these tests read. */
interface SettingsBody extends JsonObject {
  ad_experience_settings: { template_settings: unknown; interstitial_allow_skip: boolean };
  ad_targeting_settings: { target_os_version: unknown; target_device_types: unknown };
  ad_blocking_settings: { blocked_iab_categories_v1_list: string | null };
}

const ctx = useEmulator({ reset: true });

async function settingsPath(token: string): Promise<string> {
  const res = await ctx.emu.api<SettingsBody>("POST", "/v5/apps", {
    token,
    body: { nickname: "Money", orientations: ["portrait"], is_live: false, is_test_mode_on: false, is_directed_at_kids_under_13: "NO", platform: "ios" },
  });
  return `/v5/apps/${res.body.id}/monetization_settings`;
}

describe("monetization settings", () => {
  it("has sensible defaults with interstitial_allow_skip true", async () => {
    const token = await ctx.emu.token();
    const res = await ctx.emu.api<SettingsBody>("GET", await settingsPath(token), { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ad_blocking_settings: { monetization_agefilter_check: false, blocked_advertiser_store_ids: [], blocked_iab_categories_v1_list: null },
      ad_experience_settings: {
        interstitial_allow_skip: true,
        template_settings: { button_type: "close", show_button_timer: 5, default_muted: true },
        video_duration_settings: { interstitial_max_duration: 30, rewarded_max_duration: 30 },
      },
      ad_targeting_settings: { target_device_types: { device_types: [], is_included: false }, target_os_version: null },
    });
  });

  it("patches part of one group and leaves the rest", async () => {
    const token = await ctx.emu.token();
    const path = await settingsPath(token);
    const res = await ctx.emu.api<SettingsBody>("PATCH", path, { token, body: { ad_experience_settings: { template_settings: { button_type: "skip" } } } });
    expect(res.status).toBe(200);
    expect(res.body.ad_experience_settings.template_settings).toEqual({ button_type: "skip", show_button_timer: 5, default_muted: true });
    expect(res.body.ad_experience_settings.interstitial_allow_skip).toBe(true);
    expect((await ctx.emu.api("GET", path, { token })).body).toEqual(res.body);
  });

  it("sets and clears OS version bounds with null", async () => {
    const token = await ctx.emu.token();
    const path = await settingsPath(token);
    const set = await ctx.emu.api<SettingsBody>("PATCH", path, { token, body: { ad_targeting_settings: { target_os_version: { min: "12.0", max: "17.4" } } } });
    expect(set.body.ad_targeting_settings.target_os_version).toEqual({ min: "12.0", max: "17.4" });
    const clearMax = await ctx.emu.api<SettingsBody>("PATCH", path, { token, body: { ad_targeting_settings: { target_os_version: { max: null } } } });
    expect(clearMax.body.ad_targeting_settings.target_os_version).toEqual({ min: "12.0", max: null });
    const clearAll = await ctx.emu.api<SettingsBody>("PATCH", path, { token, body: { ad_targeting_settings: { target_os_version: null } } });
    expect(clearAll.body.ad_targeting_settings.target_os_version).toBeNull();
  });

  it("accepts device models or device series, and the blocked list by id or null", async () => {
    const token = await ctx.emu.token();
    const path = await settingsPath(token);
    const models = await ctx.emu.api<SettingsBody>("PATCH", path, { token, body: { ad_targeting_settings: { target_device_types: { device_types: ["iPhone14,2", "iPad13,1"], is_included: true } } } });
    expect(models.body.ad_targeting_settings.target_device_types).toEqual({ device_types: ["iPhone14,2", "iPad13,1"], is_included: true });
    const series = await ctx.emu.api<SettingsBody>("PATCH", path, { token, body: { ad_targeting_settings: { target_device_types: { device_types: ["iPhone", "iPad"] } } } });
    expect(series.body.ad_targeting_settings.target_device_types).toEqual({ device_types: ["iPhone", "iPad"], is_included: true });
    const list = await ctx.emu.api("POST", "/v5/lists", { token, body: { title: "L", type: "iab_content_taxonomy_1.0_service_default", elements: ["IAB9-9"] } });
    const withList = await ctx.emu.api("PATCH", path, { token, body: { ad_blocking_settings: { blocked_iab_categories_v1_list: list.body.id, blocked_advertiser_store_ids: ["com.rival"] } } });
    expect(withList.body.ad_blocking_settings).toEqual({ monetization_agefilter_check: false, blocked_advertiser_store_ids: ["com.rival"], blocked_iab_categories_v1_list: list.body.id });
    const back = await ctx.emu.api<SettingsBody>("PATCH", path, { token, body: { ad_blocking_settings: { blocked_iab_categories_v1_list: null } } });
    expect(back.body.ad_blocking_settings.blocked_iab_categories_v1_list).toBeNull();
  });

  it.each([
    ["interstitial_allow_skip", { ad_experience_settings: { interstitial_allow_skip: true } }, "body.ad_experience_settings.interstitial_allow_skip", "read_only"],
    ["an unknown button type", { ad_experience_settings: { template_settings: { button_type: "x" } } }, "body.ad_experience_settings.template_settings.button_type", "enum"],
    ["a timer off the list", { ad_experience_settings: { template_settings: { show_button_timer: 10 } } }, "body.ad_experience_settings.template_settings.show_button_timer", "enum"],
    ["a duration off the list", { ad_experience_settings: { video_duration_settings: { rewarded_max_duration: 100 } } }, "body.ad_experience_settings.video_duration_settings.rewarded_max_duration", "enum"],
    ["models mixed with series", { ad_targeting_settings: { target_device_types: { device_types: ["iPhone", "SM-G991B"] } } }, "body.ad_targeting_settings.target_device_types.device_types", "mixed_device_types"],
    ["a missing list", { ad_blocking_settings: { blocked_iab_categories_v1_list: "nope" } }, "body.ad_blocking_settings.blocked_iab_categories_v1_list", "not_found"],
    ["min above max", { ad_targeting_settings: { target_os_version: { min: "15", max: "14.9" } } }, "body.ad_targeting_settings.target_os_version.min", "value_error"],
    ["a malformed version", { ad_targeting_settings: { target_os_version: { min: "fifteen" } } }, "body.ad_targeting_settings.target_os_version.min", "string_pattern_mismatch"],
    ["an unknown group", { ad_magic_settings: {} }, "body.ad_magic_settings", "extra_forbidden"],
    ["a null group", { ad_blocking_settings: null }, "body.ad_blocking_settings", "null_not_allowed"],
  ])("refuses %s and changes nothing", async (_label, body, location, type) => {
    const token = await ctx.emu.token();
    const path = await settingsPath(token);
    const before = (await ctx.emu.api("GET", path, { token })).body;
    const res = await ctx.emu.api<SettingsBody>("PATCH", path, { token, body });
    expect(res.status).toBe(400);
    expect(res.body.detail).toContainEqual({ loc: location.split("."), msg: expect.any(String), type });
    expect((await ctx.emu.api("GET", path, { token })).body).toEqual(before);
  });

  it("applies nothing when any part of the body is invalid", async () => {
    const token = await ctx.emu.token();
    const path = await settingsPath(token);
    const before = (await ctx.emu.api("GET", path, { token })).body;
    const body = {
      ad_blocking_settings: { monetization_agefilter_check: true },
      ad_experience_settings: { template_settings: { button_type: "nope" } },
    };
    expect((await ctx.emu.api("PATCH", path, { token, body })).status).toBe(400);
    expect((await ctx.emu.api("GET", path, { token })).body).toEqual(before);
  });

  it("answers 404 for an unknown app", async () => {
    const res = await ctx.emu.api<SettingsBody>("PATCH", "/v5/apps/000000000000000000000000/monetization_settings", { body: {} });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: [{ msg: "App 000000000000000000000000 not found", type: "not_found" }] });
  });
});
