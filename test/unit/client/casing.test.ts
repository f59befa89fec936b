// The client's wire names: camelCase to the APIs' snake_case and back, without guessing.
import { describe, expect, it } from "vitest";
import { fromWire, managementWireNames, MANAGEMENT_WIRE_NAMES, snakeToCamel, WireNames } from "../../../provider/client/casing";

describe("wire names", () => {
  it("maps the digit-bearing names both ways without guessing", () => {
    expect(snakeToCamel("is_directed_at_kids_under_13")).toBe("isDirectedAtKidsUnder13");
    expect(snakeToCamel("blocked_iab_categories_v1_list")).toBe("blockedIabCategoriesV1List");
    expect(managementWireNames.camelToSnake("isDirectedAtKidsUnder13")).toBe("is_directed_at_kids_under_13");
    expect(managementWireNames.camelToSnake("blockedIabCategoriesV1List")).toBe("blocked_iab_categories_v1_list");
  });
  it("round-trips every registered name", () => {
    for (const snake of MANAGEMENT_WIRE_NAMES) expect(managementWireNames.camelToSnake(snakeToCamel(snake))).toBe(snake);
  });
  it("refuses an unregistered name with a digit rather than guess", () => {
    expect(() => new WireNames([]).camelToSnake("fooV2Bar")).toThrow('no wire name registered for "fooV2Bar"');
  });
  it("converts nested keys, keeps values and nulls, drops undefined", () => {
    const wire = managementWireNames.toWire({
      adExperienceSettings: { templateSettings: { buttonType: "skip" } },
      adTargetingSettings: { targetOsVersion: null, targetDeviceTypes: { deviceTypes: ["iPhone"] } },
      adBlockingSettings: { blockedIabCategoriesV1List: null, monetizationAgefilterCheck: undefined },
    });
    expect(wire).toEqual({
      ad_experience_settings: { template_settings: { button_type: "skip" } },
      ad_targeting_settings: { target_os_version: null, target_device_types: { device_types: ["iPhone"] } },
      ad_blocking_settings: { blocked_iab_categories_v1_list: null },
    });
    expect(fromWire(wire)).toEqual({
      adExperienceSettings: { templateSettings: { buttonType: "skip" } },
      adTargetingSettings: { targetOsVersion: null, targetDeviceTypes: { deviceTypes: ["iPhone"] } },
      adBlockingSettings: { blockedIabCategoriesV1List: null },
    });
  });
  it("converts names outside the table by the rule, and leaves names without an underscore as they are", () => {
    expect(snakeToCamel("ecpm_usd_v2")).toBe("ecpmUsdV2");
    expect(snakeToCamel("__proto__")).toBe("_Proto__"); // the rule, not a lookup that reaches the prototype
    expect(snakeToCamel("to_string")).toBe("toString");
    expect(snakeToCamel("constructor")).toBe("constructor");
    expect(fromWire({ date_created: "d", impressions: 1, fill_rate_v1: 0.5 })).toEqual({ dateCreated: "d", impressions: 1, fillRateV1: 0.5 });
  });
  it("walks arrays of objects", () => {
    expect(fromWire({ country_targeting: [{ country: "US", price: 1 }] })).toEqual({ countryTargeting: [{ country: "US", price: 1 }] });
  });
});
