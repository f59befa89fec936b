// An account like a publisher's, made through the API, with names repeated in every pattern real
// accounts show: 7 apps (two pairs of iOS and Android twins of one game
// sharing a nickname, one accented, one not Latin, one starting with a digit), 36 bidding and
// fixed_cpm locations (every app names an interstitial and a rewarded location alike, the twins
// repeat each other's names, two names slug alike), 3 block lists (two share a title), edited
// monetization settings, and locations of the types the API cannot create, planted through the
// emulator's control endpoint.
import type { AdPublisherClient } from "../../provider/client";
import type { AppCreateInput } from "../../provider/models";
import { DEFAULT_LIST_TYPE } from "../../provider/models/block-list";

export interface MadeAccount {
  appIds: string[];
  /** `<appId>/<uuid>` of the 36 creatable locations. */
  locationIds: string[];
  listIds: string[];
  /** `<appId>/<uuid>` of the planted auto_cpm, cross_promo and mock_response locations. */
  plantedIds: string[];
}

const app = (nickname: string, platform: AppCreateInput["platform"], extra: Partial<AppCreateInput> = {}): AppCreateInput => ({
  nickname, platform, orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO", ...extra,
});

const APPS: AppCreateInput[] = [
  app("Space Blast", "ios", {
    isLive: true, name: "Space Blast HD", storeAppId: "123456789", storeAppUrl: "https://apps.apple.com/app/id123456789", storeBundleId: "com.example.spaceblast",
    orientations: ["portrait", "landscape"], defaultOrientation: "landscape",
  }),
  app("Space Blast", "android", { isTestModeOn: true, testModeDuration: 600 }),
  app("Café Décor", "android", { isDirectedAtKidsUnder13: "YES" }),
  app("パズル", "ios"),
  app("2048 Puzzle", "amazon", { orientations: ["landscape"] }),
  app("Word Hunt", "ios"),
  app("Word Hunt", "android"),
];

const LOCATIONS = [
  { name: "Level Complete", adType: "interstitial", type: "bidding" },
  { name: "Level Complete", adType: "rewarded", type: "bidding" },
  { name: "Main Menu", adType: "banner", type: "bidding" },
  { name: "Extra Life", adType: "rewarded", type: "fixed_cpm", countryTargeting: [{ country: "US", price: 12.5 }, { country: "default", price: 2 }] },
  { name: "Level 1", adType: "interstitial", type: "fixed_cpm" },
] as const;

export async function makeAccount(client: AdPublisherClient, baseUrl: string): Promise<MadeAccount> {
  const { apps, adLocations, lists, monetization } = client.management;
  const appIds: string[] = [];
  for (const input of APPS) appIds.push((await apps.create(input)).id);
  const locationIds: string[] = [];
  for (const appId of appIds) {
    for (const location of LOCATIONS) locationIds.push(`${appId}/${(await adLocations.create(appId, structuredClone(location) as never)).uuid}`);
  }
  // "Level 1" and "level-1" are two locations (names are compared exactly) with the same slug.
  locationIds.push(`${appIds[0]}/${(await adLocations.create(appIds[0], { name: "level-1", adType: "interstitial", type: "bidding" })).uuid}`);
  const listIds: string[] = [];
  for (const [title, elements] of [["Kids Safe", ["IAB7-39", "IAB8-5"]], ["No Gambling", ["IAB9-9"]], ["Kids Safe", ["IAB25-1"]]] as const) {
    listIds.push((await lists.create({ title, type: DEFAULT_LIST_TYPE, elements: [...elements] })).id);
  }
  await monetization.update(appIds[0], {
    adBlockingSettings: { blockedIabCategoriesV1List: listIds[0], monetizationAgefilterCheck: true },
    adExperienceSettings: { templateSettings: { buttonType: "worded", showButtonTimer: 15 } },
  });
  await monetization.update(appIds[1], { adTargetingSettings: { targetDeviceTypes: { deviceTypes: ["iPhone", "iPad"], isIncluded: true }, targetOsVersion: { min: "14", max: null } } });
  await monetization.update(appIds[2], { adBlockingSettings: { blockedAdvertiserStoreIds: ["com.rival.game"] }, adExperienceSettings: { videoDurationSettings: { rewardedMaxDuration: 60 } } });
  const plantedIds: string[] = [];
  for (const [appIndex, name, adType, type] of [[0, "Auto Slot", "banner", "auto_cpm"], [2, "House Ads", "interstitial", "cross_promo"], [4, "QA", "rewarded", "mock_response"]] as const) {
    const response = await fetch(`${baseUrl}/_emulator/ad-locations`, {
      method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ appId: appIds[appIndex], name, ad_type: adType, type }),
    });
    if (!response.ok) throw new Error(`planting ${type} location: ${response.status} ${await response.text()}`);
    plantedIds.push(`${appIds[appIndex]}/${((await response.json()) as { uuid: string }).uuid}`);
  }
  return { appIds, locationIds, listIds, plantedIds };
}
