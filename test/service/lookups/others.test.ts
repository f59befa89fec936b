// The ad-location, block-list and monetization settings lookups against the emulator.
import { describe, expect, it } from "vitest";
import { InputValidationError, NotFoundError } from "../../../provider/client";
import { getAdLocations, getBlockList, getBlockLists, getMonetizationSettings } from "../../../provider/lookups";
import { useLookupEmulator } from "./support";

const env = useLookupEmulator();
const management = () => env.emu.client().management;

/** Shows that `call` fails with `message` and sends nothing. */
async function refusedBeforeAnyCall(call: () => Promise<unknown>, message: string): Promise<void> {
  await env.clearLog();
  const error = await call().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(InputValidationError);
  expect((error as Error).message).toBe(message);
  expect(await env.apiRequests()).toEqual([]);
}

describe("getAdLocations", () => {
  it("lists an app's locations with the resource's ids, filtered by type and ad type", async () => {
    const appId = await env.app();
    const menu = await management().adLocations.create(appId, { name: "Menu", adType: "interstitial", type: "bidding" });
    const shop = await management().adLocations.create(appId, { name: "Shop", adType: "rewarded", type: "bidding" });
    const level = await management().adLocations.create(appId, {
      name: "Level", adType: "interstitial", type: "fixed_cpm", countryTargeting: [{ country: "default", price: 2 }],
    });
    const all = await getAdLocations({ appId }, env.options());
    expect(all.appId).toBe(appId);
    expect(all.ids.sort()).toEqual([menu, shop, level].map((l) => `${appId}/${l.uuid}`).sort());
    expect(all.locations).toContainEqual({ uuid: menu.uuid, name: "Menu", adType: "interstitial", type: "bidding" });

    const interstitialBidding = await getAdLocations({ appId, typeFilter: "bidding", adTypeFilter: "interstitial" }, env.options());
    expect(interstitialBidding.locations.map((l) => l.name)).toEqual(["Menu"]);
    const fixed = await getAdLocations({ appId, typeFilter: "fixed_cpm" }, env.options());
    expect(fixed.ids).toEqual([`${appId}/${level.uuid}`]);
  });

  it("fails on an unknown app with a message naming it", async () => {
    const error = await getAdLocations({ appId: "no-such-app" }, env.options()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toBe('getAdLocations: there is no app "no-such-app" (it does not exist or was deleted)');
  });

  it("refuses bad filters before any call", async () => {
    await refusedBeforeAnyCall(
      () => getAdLocations({ appId: "a1", typeFilter: "cpm" as "bidding", adTypeFilter: "video" as "banner" }, env.options()),
      "invalid getAdLocations arguments: typeFilter: must be one of bidding, fixed_cpm, auto_cpm, cross_promo, mock_response; adTypeFilter: must be one of interstitial, rewarded, banner",
    );
    await refusedBeforeAnyCall(() => getAdLocations({} as { appId: string }, env.options()), "invalid getAdLocations arguments: appId: is required");
  });
});

describe("getBlockList and getBlockLists", () => {
  it("reads one list by id, and fails on an unknown id with a message naming it", async () => {
    const { id } = await management().lists.create({ title: "Gambling", type: "iab_content_taxonomy_1.0_service_default", elements: ["IAB9-7", "IAB7-39"] });
    const list = await getBlockList({ id }, env.options());
    expect(list).toMatchObject({ id, title: "Gambling", type: "iab_content_taxonomy_1.0_service_default", elements: ["IAB9-7", "IAB7-39"] });
    const error = await getBlockList({ id: "no-such-list" }, env.options()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toBe('getBlockList: there is no block list "no-such-list" (it does not exist or was deleted)');
  });

  it("lists every list matching the filters, in short form on request", async () => {
    const a = await management().lists.create({ title: "Kids A", type: "iab_content_taxonomy_1.0_service_default", elements: ["IAB9-7"] });
    const b = await management().lists.create({ title: "Kids B", type: "iab_content_taxonomy_1.0_service_default", elements: ["IAB9-7", "IAB7-39"] });
    await management().lists.create({ title: "Adults", type: "iab_content_taxonomy_1.0_service_default", elements: ["IAB9-7"] });
    const kids = await getBlockLists({ keywordFilter: "Kids", sort: "title", direction: "DESC", summary: true }, env.options());
    expect(kids.ids).toEqual([b.id, a.id]);
    expect(kids.lists.map((l) => l.totalElements)).toEqual([2, 1]);
    const every = await getBlockLists({}, env.options());
    expect(every.ids).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(every.ids.length).toBe(4); // the three lists and the service's default list
  });

  it("refuses bad arguments before any call", async () => {
    await refusedBeforeAnyCall(() => getBlockList({ id: "" }, env.options()), "invalid getBlockList arguments: id: must not be empty");
    await refusedBeforeAnyCall(
      () => getBlockLists({ sort: "size" as "title", direction: "desc" as "DESC" }, env.options()),
      "invalid getBlockLists arguments: sort: must be one of title, date_modified, date_created; direction: must be one of ASC, DESC",
    );
  });
});

describe("getMonetizationSettings", () => {
  it("reads an app's settings as the resource shows them, with the app id", async () => {
    const appId = await env.app();
    await management().monetization.update(appId, { adExperienceSettings: { templateSettings: { buttonType: "close", showButtonTimer: 15 } } });
    const settings = await getMonetizationSettings({ appId }, env.options());
    expect(settings.appId).toBe(appId);
    expect(settings.adExperienceSettings.templateSettings).toMatchObject({ buttonType: "close", showButtonTimer: 15 });
    expect(settings.adExperienceSettings.interstitialAllowSkip).toBe(true);
    expect(settings).toHaveProperty("adBlockingSettings.blockedIabCategoriesV1List");
    expect(settings).toHaveProperty("adTargetingSettings.targetDeviceTypes");
  });

  it("fails on an unknown app, and refuses a missing appId before any call", async () => {
    const error = await getMonetizationSettings({ appId: "no-such-app" }, env.options()).catch((e: unknown) => e);
    expect((error as Error).message).toBe('getMonetizationSettings: there is no app "no-such-app" (it does not exist or was deleted)');
    await refusedBeforeAnyCall(() => getMonetizationSettings({} as { appId: string }, env.options()), "invalid getMonetizationSettings arguments: appId: is required");
  });
});
