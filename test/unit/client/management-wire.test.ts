// What the management client puts on the wire: snake_case bodies, explicit nulls, encoded paths.
import { describe, expect, it } from "vitest";
import { createApiContext } from "../../../provider/client/api-context";
import { ApiValidationError, ServerError } from "../../../provider/client/errors";
import { createManagementClient } from "../../../provider/client/management";
import { TokenCache } from "../../../provider/client/tokens";
import { scriptedTransport, type Scripted } from "./fake-transport";

// The management client over a scripted transport: what goes on the wire, and the safe-create
// branches the emulator cannot produce (its faults fire before the request is processed).
const token: Scripted = { status: 200, body: { access_token: "t", token_type: "Bearer", expires_in: 86400 } };
const config = { baseUrl: "https://api.example.test", clientId: "c", clientSecret: "s", audience: "a", retry: { maxAttempts: 1 } };

function managementOver(script: Scripted[]) {
  const transport = scriptedTransport([token, ...script]);
  const ctx = createApiContext(config, { transport, tokenCache: new TokenCache() });
  const wire = () => transport.calls.slice(1).map((c) => ({ method: c.method, path: c.url.pathname, body: c.body && JSON.parse(c.body) }));
  return { management: createManagementClient(ctx), wire };
}

const settings = {
  ad_blocking_settings: { monetization_agefilter_check: false, blocked_advertiser_store_ids: [], blocked_iab_categories_v1_list: null },
  ad_experience_settings: {
    interstitial_allow_skip: true,
    template_settings: { button_type: "skip", show_button_timer: 5, default_muted: true },
    video_duration_settings: { interstitial_max_duration: 30, rewarded_max_duration: 30 },
  },
  ad_targeting_settings: { target_device_types: { device_types: [], is_included: false }, target_os_version: null },
};

describe("management wire format", () => {
  it("monetization PATCH sends explicit nulls as null and leaves absent fields out", async () => {
    const { management, wire } = managementOver([{ status: 200, body: settings }]);
    const result = await management.monetization.update("app1", {
      adBlockingSettings: { blockedIabCategoriesV1List: null },
      adTargetingSettings: { targetOsVersion: { min: null } },
    });
    expect(wire()).toEqual([
      {
        method: "PATCH",
        path: "/v5/apps/app1/monetization_settings",
        body: { ad_blocking_settings: { blocked_iab_categories_v1_list: null }, ad_targeting_settings: { target_os_version: { min: null } } },
      },
    ]);
    expect(result.adExperienceSettings.templateSettings.buttonType).toBe("skip");
  });

  it("app create sends snake_case, including is_directed_at_kids_under_13", async () => {
    const { management, wire } = managementOver([
      { status: 200, body: { id: "x", nickname: "n", orientations: ["portrait"], platform: "ios", is_live: false, is_test_mode_on: false, is_directed_at_kids_under_13: "YES" } },
    ]);
    const created = await management.apps.create({
      nickname: "n",
      orientations: ["portrait"],
      isLive: false,
      isTestModeOn: false,
      isDirectedAtKidsUnder13: "YES",
      platform: "ios",
    });
    expect(wire()[0]?.body).toEqual({
      nickname: "n",
      orientations: ["portrait"],
      is_live: false,
      is_test_mode_on: false,
      is_directed_at_kids_under_13: "YES",
      platform: "ios",
    });
    expect(created.isDirectedAtKidsUnder13).toBe("YES");
  });

  it("path segments are URL-encoded", async () => {
    const { management, wire } = managementOver([{ status: 204 }]);
    await management.apps.delete("a/b?c");
    expect(wire()[0]?.path).toBe("/v5/apps/a%2Fb%3Fc");
  });
});

describe("ad location safe create", () => {
  const input = { name: "Slot", adType: "banner" as const, type: "fixed_cpm" as const, countryTargeting: [{ country: "US", price: 2 }] };
  const listed = (type: string) => ({ status: 200, body: { items: [{ uuid: "u1", name: "Slot", ad_type: "banner", type }] } });

  it("found after an ambiguous failure: adopts it and PATCHes the requested targeting, no second POST", async () => {
    const { management, wire } = managementOver([
      { status: 500 },
      listed("fixed_cpm"),
      { status: 200, body: { uuid: "u1", name: "Slot", ad_type: "banner", type: "fixed_cpm", country_targeting: [{ country: "US", price: 2 }] } },
    ]);
    const made = await management.adLocations.create("app", input);
    expect(made).toMatchObject({ uuid: "u1", countryTargeting: [{ country: "US", price: 2 }] });
    expect(wire().map((w) => w.method)).toEqual(["POST", "GET", "PATCH"]);
    expect(wire()[2]?.body).toEqual({ country_targeting: [{ country: "US", price: 2 }] });
  });

  it("an auto_cpm holder means the lost POST did not land: post again", async () => {
    const { management, wire } = managementOver([
      { network: "response" },
      listed("auto_cpm"),
      { status: 200, body: { uuid: "u2", name: "Slot", ad_type: "banner", type: "fixed_cpm" } },
    ]);
    expect((await management.adLocations.create("app", input)).uuid).toBe("u2");
    expect(wire().map((w) => w.method)).toEqual(["POST", "GET", "POST"]);
  });

  it("a holder of another type surfaces the original error", async () => {
    const { management } = managementOver([{ status: 502 }, listed("bidding")]);
    await expect(management.adLocations.create("app", input)).rejects.toBeInstanceOf(ServerError);
  });

  it("a validation error is not ambiguous: no lookup", async () => {
    const { management, wire } = managementOver([{ status: 400, body: { detail: [{ loc: ["body", "name"], msg: "taken", type: "existing_fixed_cpm" }] } }]);
    await expect(management.adLocations.create("app", input)).rejects.toBeInstanceOf(ApiValidationError);
    expect(wire().map((w) => w.method)).toEqual(["POST"]);
  });
});
