// The client's monetization settings against the emulator: get, partial PATCH with explicit nulls,
// and bad input refused before sending.
import { beforeEach, describe, expect, it } from "vitest";
import { InputValidationError, NotFoundError } from "../../../provider/client";
import { DEFAULT_LIST_TYPE } from "../../../provider/models";
import { sampleApp, useEmulatorClient } from "../../support/emulator-client";

const env = useEmulatorClient({ reset: true });
let appId: string;
beforeEach(async () => {
  ({ id: appId } = await env.client.management.apps.create(sampleApp({ nickname: "Money", orientations: ["landscape"], platform: "android" })));
});

describe("monetization settings against the emulator", () => {
  it("get returns the three groups in camelCase", async () => {
    const settings = await env.client.management.monetization.get(appId);
    expect(settings.adExperienceSettings.interstitialAllowSkip).toBe(true);
    expect(Object.keys(settings).sort()).toEqual(["adBlockingSettings", "adExperienceSettings", "adTargetingSettings"]);
    expect(settings.adBlockingSettings).toHaveProperty("blockedIabCategoriesV1List");
  });

  it("update sends nested fields and explicit nulls; absent fields stay as they were", async () => {
    const { id: listId } = await env.client.management.lists.create({ title: "Mine", type: DEFAULT_LIST_TYPE, elements: ["IAB7-39"] });
    const set = await env.client.management.monetization.update(appId, {
      adBlockingSettings: { blockedIabCategoriesV1List: listId, monetizationAgefilterCheck: true },
      adExperienceSettings: { templateSettings: { buttonType: "close", showButtonTimer: 15 } },
      adTargetingSettings: {
        targetDeviceTypes: { deviceTypes: ["Pixel 8", "SM-G991B"], isIncluded: true },
        targetOsVersion: { min: "10", max: "14.2" },
      },
    });
    expect(set.adBlockingSettings).toMatchObject({ blockedIabCategoriesV1List: listId, monetizationAgefilterCheck: true });
    expect(set.adExperienceSettings.templateSettings).toMatchObject({ buttonType: "close", showButtonTimer: 15 });
    expect(set.adTargetingSettings.targetOsVersion).toEqual({ min: "10", max: "14.2" });

    const cleared = await env.client.management.monetization.update(appId, {
      adBlockingSettings: { blockedIabCategoriesV1List: null },
      adTargetingSettings: { targetOsVersion: { min: null } },
    });
    expect(cleared.adBlockingSettings.blockedIabCategoriesV1List).toBeNull();
    expect(cleared.adBlockingSettings.monetizationAgefilterCheck).toBe(true);
    expect(cleared.adTargetingSettings.targetOsVersion).toEqual({ min: null, max: "14.2" });
    expect(cleared.adExperienceSettings.templateSettings.buttonType).toBe("close");

    const allVersions = await env.client.management.monetization.update(appId, { adTargetingSettings: { targetOsVersion: null } });
    expect(allVersions.adTargetingSettings.targetOsVersion).toBeNull();
  });

  it("mixing device models and series is refused before sending", async () => {
    await env.emu.clearRequests();
    const error = await env.client.management.monetization
      .update(appId, { adTargetingSettings: { targetDeviceTypes: { deviceTypes: ["iPhone", "iPhone 15"] } } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputValidationError);
    expect(await env.emu.requests()).toEqual([]);
  });

  it("settings of a missing app are NotFoundError", async () => {
    await expect(env.client.management.monetization.update("nope", {})).rejects.toBeInstanceOf(NotFoundError);
  });
});
