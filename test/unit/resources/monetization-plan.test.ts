// Which monetization settings leaves a resource manages, and what it PATCHes.
import { describe, expect, it } from "vitest";
import { UNKNOWN } from "../../../provider/resources/common/check";
import { differingLeaves, hasChanges, managedLeaves, nest, planChange } from "../../../provider/resources/monetization-settings/plan";

/** The settings of a fresh app in the emulator (camelCase, as the client returns them). */
const live = () => ({
  adBlockingSettings: { monetizationAgefilterCheck: false, blockedAdvertiserStoreIds: ["a", "b"], blockedIabCategoriesV1List: null },
  adExperienceSettings: {
    interstitialAllowSkip: true,
    templateSettings: { buttonType: "skip", showButtonTimer: 5, defaultMuted: true },
    videoDurationSettings: { interstitialMaxDuration: 30, rewardedMaxDuration: 30 },
  },
  adTargetingSettings: { targetDeviceTypes: { deviceTypes: [], isIncluded: true }, targetOsVersion: null as null | object },
});

describe("managedLeaves", () => {
  it("takes only the leaves the program sets, explicit nulls included", () => {
    const leaves = managedLeaves({
      appId: "app-1",
      adBlockingSettings: { blockedIabCategoriesV1List: null },
      adExperienceSettings: { templateSettings: { buttonType: "close" } },
    });
    expect(leaves).toEqual({
      "adBlockingSettings.blockedIabCategoriesV1List": null,
      "adExperienceSettings.templateSettings.buttonType": "close",
    });
  });

  it("reads targetOsVersion: null as both bounds null, and a group unknown at preview as unknown leaves", () => {
    expect(managedLeaves({ adTargetingSettings: { targetOsVersion: null } })).toEqual({
      "adTargetingSettings.targetOsVersion.min": null,
      "adTargetingSettings.targetOsVersion.max": null,
    });
    expect(managedLeaves({ adBlockingSettings: UNKNOWN })).toEqual({
      "adBlockingSettings.monetizationAgefilterCheck": UNKNOWN,
      "adBlockingSettings.blockedAdvertiserStoreIds": UNKNOWN,
      "adBlockingSettings.blockedIabCategoriesV1List": UNKNOWN,
    });
  });

  it("ignores fields outside the model (interstitialAllowSkip is read-only)", () => {
    expect(managedLeaves({ adExperienceSettings: { interstitialAllowSkip: true } })).toEqual({});
  });
});

describe("nest", () => {
  it("rebuilds the API's nested shape, and writes both null bounds as targetOsVersion: null", () => {
    expect(nest({ "adTargetingSettings.targetOsVersion.min": null, "adTargetingSettings.targetOsVersion.max": null, "adTargetingSettings.targetDeviceTypes.isIncluded": false })).toEqual({
      adTargetingSettings: { targetOsVersion: null, targetDeviceTypes: { isIncluded: false } },
    });
    expect(nest({ "adTargetingSettings.targetOsVersion.min": null })).toEqual({ adTargetingSettings: { targetOsVersion: { min: null } } });
  });

  it("round-trips with managedLeaves", () => {
    const program = { adTargetingSettings: { targetOsVersion: { min: "12" }, targetDeviceTypes: { deviceTypes: ["iPhone"] } }, adBlockingSettings: { blockedIabCategoriesV1List: null } };
    expect(nest(managedLeaves(program))).toEqual(program);
    expect(nest(managedLeaves({ adTargetingSettings: { targetOsVersion: null } }))).toEqual({ adTargetingSettings: { targetOsVersion: null } });
  });
});

describe("differingLeaves", () => {
  it("compares store ids and device types as sets, other lists and values exactly", () => {
    expect(differingLeaves({ "adBlockingSettings.blockedAdvertiserStoreIds": ["b", "a", "a"] }, live())).toEqual({});
    expect(differingLeaves({ "adBlockingSettings.blockedAdvertiserStoreIds": ["a"] }, live())).toEqual({ "adBlockingSettings.blockedAdvertiserStoreIds": ["a"] });
    expect(differingLeaves({ "adExperienceSettings.templateSettings.showButtonTimer": 15 }, live())).toEqual({ "adExperienceSettings.templateSettings.showButtonTimer": 15 });
  });

  it("treats a min or max under a null targetOsVersion as null", () => {
    expect(differingLeaves({ "adTargetingSettings.targetOsVersion.min": null }, live())).toEqual({});
    expect(differingLeaves({ "adTargetingSettings.targetOsVersion.min": "12" }, live())).toEqual({ "adTargetingSettings.targetOsVersion.min": "12" });
  });

  it("counts a value unknown at preview as a change", () => {
    expect(Object.keys(differingLeaves({ "adBlockingSettings.blockedIabCategoriesV1List": UNKNOWN }, live()))).toHaveLength(1);
  });
});

describe("planChange", () => {
  it("on create remembers the live values of the managed leaves and patches only those that differ", () => {
    const desired = managedLeaves({ adExperienceSettings: { templateSettings: { buttonType: "close", defaultMuted: true } } });
    const plan = planChange({}, desired, live());
    expect(plan.originals).toEqual({
      "adExperienceSettings.templateSettings.buttonType": "skip",
      "adExperienceSettings.templateSettings.defaultMuted": true,
    });
    expect(plan.patch).toEqual({ "adExperienceSettings.templateSettings.buttonType": "close" });
  });

  it("on update keeps what was remembered, puts back released leaves and remembers new ones", () => {
    const remembered = { "adExperienceSettings.templateSettings.buttonType": "skip", "adBlockingSettings.monetizationAgefilterCheck": false };
    const now = live();
    now.adExperienceSettings.templateSettings.buttonType = "close";
    now.adBlockingSettings.monetizationAgefilterCheck = true;
    const desired = { "adExperienceSettings.templateSettings.buttonType": "worded", "adTargetingSettings.targetOsVersion.max": "17" };
    const plan = planChange(remembered, desired, now);
    expect(plan.originals).toEqual({ "adExperienceSettings.templateSettings.buttonType": "skip", "adTargetingSettings.targetOsVersion.max": null });
    expect(plan.patch).toEqual({
      "adBlockingSettings.monetizationAgefilterCheck": false,
      "adExperienceSettings.templateSettings.buttonType": "worded",
      "adTargetingSettings.targetOsVersion.max": "17",
    });
  });

  it("sends targetOsVersion whole as null when the program asks for null and one bound already matches", () => {
    const now = live();
    now.adTargetingSettings.targetOsVersion = { min: "10", max: null };
    const desired = managedLeaves({ adTargetingSettings: { targetOsVersion: null } });
    expect(nest(planChange({}, desired, now).patch)).toEqual({ adTargetingSettings: { targetOsVersion: null } });
    const onlyMin = managedLeaves({ adTargetingSettings: { targetOsVersion: { min: null } } });
    expect(nest(planChange({}, onlyMin, now).patch)).toEqual({ adTargetingSettings: { targetOsVersion: { min: null } } });
  });

  it("writes nothing when every managed leaf already matches (adoption without a write)", () => {
    expect(planChange({}, managedLeaves({ adBlockingSettings: { blockedAdvertiserStoreIds: ["b", "a"] } }), live()).patch).toEqual({});
  });
});

describe("hasChanges", () => {
  const remembered = { "adExperienceSettings.templateSettings.buttonType": "skip" };

  it("is false when the managed leaves match the live values", () => {
    const current = live();
    current.adExperienceSettings.templateSettings.buttonType = "close";
    expect(hasChanges(remembered, { "adExperienceSettings.templateSettings.buttonType": "close" }, current)).toBe(false);
  });

  it("is true when a managed leaf drifted, or when the program starts or stops managing a leaf", () => {
    expect(hasChanges(remembered, { "adExperienceSettings.templateSettings.buttonType": "close" }, live())).toBe(true);
    expect(hasChanges(remembered, {}, live())).toBe(true);
    expect(hasChanges(remembered, { ...remembered, "adBlockingSettings.monetizationAgefilterCheck": false }, live())).toBe(true);
  });
});
