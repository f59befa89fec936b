// The MonetizationSettings handler's check and diff on plain values.
import { describe, expect, it } from "vitest";
import { UNKNOWN } from "../../../provider/resources/common/check";
import { monetizationSettingsDefinition } from "../../../provider/resources/monetization-settings/definition";
import { createRuntimeContext } from "../../../provider/runtime/runtime-context";
import { engineHandler } from "../../../provider/resources/engine-handler";
const handler = engineHandler(monetizationSettingsDefinition, createRuntimeContext());

const liveGroups = {
  adBlockingSettings: { monetizationAgefilterCheck: false, blockedAdvertiserStoreIds: [], blockedIabCategoriesV1List: null },
  adExperienceSettings: {
    interstitialAllowSkip: true,
    templateSettings: { buttonType: "close", showButtonTimer: 5, defaultMuted: true },
    videoDurationSettings: { interstitialMaxDuration: 30, rewardedMaxDuration: 30 },
  },
  adTargetingSettings: { targetDeviceTypes: { deviceTypes: ["iPhone", "iPad"], isIncluded: true }, targetOsVersion: null },
};
const olds = {
  appId: "app-1",
  ...liveGroups,
  originalSettings: { adExperienceSettings: { templateSettings: { buttonType: "skip" } }, adTargetingSettings: { targetDeviceTypes: { deviceTypes: [] } } },
};

describe("MonetizationSettings check", () => {
  it("names the property and the rule for each broken rule", async () => {
    const result = await handler.check({}, {
      appId: "app-1",
      adExperienceSettings: { interstitialAllowSkip: false, templateSettings: { buttonType: "dismiss", showButtonTimer: 10 } },
      adTargetingSettings: { targetDeviceTypes: { deviceTypes: ["iPhone 15", "Galaxy"] } },
    });
    expect(result.failures).toEqual(expect.arrayContaining([
      { property: "", reason: "adExperienceSettings.templateSettings.buttonType: must be one of skip, worded, close" },
      { property: "", reason: "adExperienceSettings.templateSettings.showButtonTimer: must be one of 5, 15, 30, 45, 60, 90" },
      { property: "", reason: expect.stringMatching(/^adTargetingSettings\.targetDeviceTypes\.deviceTypes: .*only models/) },
      { property: "", reason: expect.stringMatching(/^adExperienceSettings\.interstitialAllowSkip: is read-only/) },
    ]));
    expect(result.failures).toHaveLength(4);
  });

  it("accepts explicit nulls, a missing appId is required, an unknown appId is not judged", async () => {
    const nulls = { adBlockingSettings: { blockedIabCategoriesV1List: null }, adTargetingSettings: { targetOsVersion: null } };
    expect((await handler.check({}, { appId: UNKNOWN, ...nulls })).failures).toEqual([]);
    expect((await handler.check({}, nulls)).failures).toEqual([{ property: "appId", reason: "is required" }]);
  });
});

describe("MonetizationSettings diff", () => {
  const managed = { appId: "app-1", adExperienceSettings: { templateSettings: { buttonType: "close" } }, adTargetingSettings: { targetDeviceTypes: { deviceTypes: ["iPad", "iPhone"] } } };

  it("sees no change when the managed leaves match (device types as a set) whatever the unmanaged fields hold", async () => {
    expect(await handler.diff("app-1", olds, managed)).toEqual({ changes: false, replaces: [], diffs: [] });
  });

  it("sees a change of a managed leaf, or of what is managed", async () => {
    const changed = { ...managed, adExperienceSettings: { templateSettings: { buttonType: "worded" } } };
    expect(await handler.diff("app-1", olds, changed)).toEqual({ changes: true, replaces: [], diffs: ["adExperienceSettings.templateSettings.buttonType"] });
    const fewer = { appId: "app-1", adExperienceSettings: managed.adExperienceSettings };
    expect(await handler.diff("app-1", olds, fewer)).toEqual({ changes: true, replaces: [], diffs: ["adTargetingSettings.targetDeviceTypes.deviceTypes"] });
  });

  it("replaces on a new appId", async () => {
    expect(await handler.diff("app-1", olds, { ...managed, appId: "app-2" })).toEqual({ changes: true, replaces: ["appId"], diffs: ["appId"] });
  });
});
