// The monetization settings model: optional groups and leaves, explicit nulls, enumerations, device types.
import { describe, expect, it } from "vitest";
import { compareOsVersions, deviceTypeKind, MonetizationSettingsUpdateInputSchema } from "../../../provider/models";
import { issuesOf } from "./helpers";

const patch = (value: unknown) => issuesOf(MonetizationSettingsUpdateInputSchema, value);

describe("MonetizationSettingsUpdateInputSchema", () => {
  it("accepts an empty patch and explicit nulls where the API allows them", () => {
    expect(patch({})).toEqual([]);
    expect(patch({ adBlockingSettings: { blockedIabCategoriesV1List: null } })).toEqual([]);
    expect(patch({ adTargetingSettings: { targetOsVersion: null } })).toEqual([]);
    expect(patch({ adTargetingSettings: { targetOsVersion: { min: null, max: "17.1" } } })).toEqual([]);
  });
  it("enumerates buttonType", () => {
    expect(patch({ adExperienceSettings: { templateSettings: { buttonType: "x" } } })).toEqual([
      "adExperienceSettings.templateSettings.buttonType: must be one of skip, worded, close",
    ]);
  });
  it("enumerates showButtonTimer", () => {
    expect(patch({ adExperienceSettings: { templateSettings: { showButtonTimer: 15 } } })).toEqual([]);
    expect(patch({ adExperienceSettings: { templateSettings: { showButtonTimer: 10 } } })).toEqual([
      "adExperienceSettings.templateSettings.showButtonTimer: must be one of 5, 15, 30, 45, 60, 90",
    ]);
  });
  it("enumerates the video durations (5..120)", () => {
    expect(patch({ adExperienceSettings: { videoDurationSettings: { interstitialMaxDuration: 120, rewardedMaxDuration: 5 } } })).toEqual([]);
    expect(patch({ adExperienceSettings: { videoDurationSettings: { rewardedMaxDuration: 100 } } })).toEqual([
      "adExperienceSettings.videoDurationSettings.rewardedMaxDuration: must be one of 5, 15, 30, 45, 60, 90, 120",
    ]);
  });
  it("holds device types of one kind only", () => {
    expect(patch({ adTargetingSettings: { targetDeviceTypes: { deviceTypes: ["iPhone 15", "Pixel 8"], isIncluded: true } } })).toEqual([]);
    expect(patch({ adTargetingSettings: { targetDeviceTypes: { deviceTypes: ["iPhone", "Pixel 8"] } } })).toEqual([
      "adTargetingSettings.targetDeviceTypes.deviceTypes: must hold only models (names with a digit) or only series (names without one), not both",
    ]);
  });
  it("checks OS versions and their order", () => {
    expect(patch({ adTargetingSettings: { targetOsVersion: { min: "latest" } } })).toEqual([
      "adTargetingSettings.targetOsVersion.min: must be a version of dot-separated numbers, e.g. 14 or 14.2",
    ]);
    expect(patch({ adTargetingSettings: { targetOsVersion: { min: "15", max: "14.2" } } })).toEqual([
      "adTargetingSettings.targetOsVersion.min: must not be above max (14.2)",
    ]);
  });
  it("refuses the read-only interstitialAllowSkip", () => {
    expect(patch({ adExperienceSettings: { interstitialAllowSkip: true } })).toEqual([
      "adExperienceSettings.interstitialAllowSkip: is not a known field",
    ]);
  });
});

describe("device type kinds and OS versions", () => {
  it("a digit makes a model", () => {
    expect(deviceTypeKind("Galaxy S23")).toBe("model");
    expect(deviceTypeKind("SM-G991B")).toBe("model");
    expect(deviceTypeKind("Galaxy S")).toBe("series");
    expect(deviceTypeKind("iPad")).toBe("series");
  });
  it("compares versions numerically", () => {
    expect(compareOsVersions("9", "10")).toBe(-1);
    expect(compareOsVersions("14.10", "14.2")).toBe(1);
    expect(compareOsVersions("14", "14.0")).toBe(0);
  });
});
