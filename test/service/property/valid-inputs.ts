// Generators of inputs every rule of the management API accepts, one per resource: `check` must pass
// each of them. Built from the API's limits, not from the schemas, so a schema that is too strict fails.
import fc from "fast-check";
import { ISO_3166_ALPHA2 } from "../../../provider/models/countries";
import taxonomy from "../../../data/iab-content-taxonomy-1.0.json";

const someText = fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 });
const id = fc.oneof(fc.uuid(), fc.stringMatching(/^[a-f0-9]{24}$/));

/** `POST /v5/apps`: orientations 1-2 distinct, the default one of them (required with both); store fields when live. */
export const validApp = fc
  .record({
    nickname: someText,
    name: fc.option(someText, { nil: undefined }),
    orientations: fc.shuffledSubarray(["landscape", "portrait"], { minLength: 1 }),
    isLive: fc.boolean(),
    storeAppId: someText,
    storeAppUrl: fc.webUrl(),
    storeBundleId: fc.domain(),
    isTestModeOn: fc.boolean(),
    testModeDuration: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: undefined }),
    isDirectedAtKidsUnder13: fc.constantFrom("YES", "NO"),
    platform: fc.constantFrom("ios", "android", "amazon"),
    adoptId: fc.option(id, { nil: undefined }),
    pick: fc.nat(),
  })
  .map(({ pick, storeAppId, storeAppUrl, storeBundleId, ...app }) => ({
    ...app,
    ...(app.isLive || pick % 2 === 0 ? { storeAppId, storeAppUrl, storeBundleId } : {}),
    defaultOrientation: app.orientations.length === 2 || pick % 3 === 0 ? app.orientations[pick % app.orientations.length] : undefined,
  }));

/** Ad location names: 1-80 letters, digits, whitespace and - _ $ & , + / \, not starting or ending with whitespace. */
const NAME_CHARS = [..."abcXYZ019éßЖ名٣-_$&,+/\\"];
const adLocationName = fc
  .tuple(fc.constantFrom(...NAME_CHARS), fc.array(fc.constantFrom(...NAME_CHARS, " "), { maxLength: 78 }), fc.constantFrom(...NAME_CHARS))
  .map(([first, middle, last]) => `${first}${middle.join("")}${last}`.slice(0, 80));

const countryTargeting = fc.uniqueArray(
  fc.record({
    country: fc.constantFrom("default", ...ISO_3166_ALPHA2),
    price: fc.double({ min: 0.01, max: 500, noNaN: true }),
  }),
  { minLength: 1, maxLength: 250, selector: (entry) => entry.country },
);

/** `POST /v5/apps/{app_id}/ad-locations`: bidding or fixed_cpm; country targeting (1-250 distinct countries, 0.01-500 USD) only with fixed_cpm. */
export const validAdLocation = fc.oneof(
  fc.record({ appId: id, name: adLocationName, adType: fc.constantFrom("interstitial", "rewarded", "banner"), type: fc.constant("bidding") }),
  fc.record(
    {
      appId: id,
      name: adLocationName,
      adType: fc.constantFrom("interstitial", "rewarded", "banner"),
      type: fc.constant("fixed_cpm"),
      countryTargeting,
      adoptExisting: fc.boolean(),
    },
    { requiredKeys: ["appId", "name", "adType", "type"] },
  ),
);

/** Real tier-2 codes of the IAB Content Taxonomy 1.0 (data/, the file both readings share). */
const tier1WithChildren = Object.entries(taxonomy.tier2Counts).filter(([, count]) => count > 0);
const iabTier2 = fc.constantFrom(...tier1WithChildren).chain(([tier1, count]) => fc.integer({ min: 1, max: count }).map((n) => `${tier1}-${n}`));

/** `POST /v5/lists`: a title, the one list type (defaulted), distinct tier-2 IAB codes. */
export const validBlockList = fc.record(
  {
    title: someText,
    type: fc.constant("iab_content_taxonomy_1.0_service_default"),
    elements: fc.uniqueArray(iabTier2, { maxLength: 30 }),
    adoptId: id,
  },
  { requiredKeys: ["title", "elements"] },
);

const osVersion = fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 4 }).map((parts) => parts.join("."));
const deviceTypes = fc.oneof(
  fc.uniqueArray(fc.constantFrom("iPhone 15", "SM-G991B", "Pixel 8", "iPad10"), { maxLength: 4 }),
  fc.uniqueArray(fc.constantFrom("iPhone", "Galaxy S", "Pixel", "iPad"), { maxLength: 4 }),
);

/** `PATCH /v5/apps/{app_id}/monetization_settings`: every group and leaf optional; the documented enumerations; os min <= max. */
export const validMonetization = fc.record(
  {
    appId: id,
    adBlockingSettings: fc.record(
      {
        monetizationAgefilterCheck: fc.boolean(),
        blockedAdvertiserStoreIds: fc.array(someText, { maxLength: 5 }),
        blockedIabCategoriesV1List: fc.option(id, { nil: null }),
      },
      { requiredKeys: [] },
    ),
    adExperienceSettings: fc.record(
      {
        templateSettings: fc.record(
          { buttonType: fc.constantFrom("skip", "worded", "close"), showButtonTimer: fc.constantFrom(5, 15, 30, 45, 60, 90), defaultMuted: fc.boolean() },
          { requiredKeys: [] },
        ),
        videoDurationSettings: fc.record(
          { interstitialMaxDuration: fc.constantFrom(5, 15, 30, 45, 60, 90, 120), rewardedMaxDuration: fc.constantFrom(5, 15, 30, 45, 60, 90, 120) },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: [] },
    ),
    adTargetingSettings: fc.record(
      {
        targetDeviceTypes: fc.record({ deviceTypes, isIncluded: fc.boolean() }, { requiredKeys: [] }),
        targetOsVersion: fc.option(
          fc.tuple(osVersion, osVersion).map(([a, b]) => {
            const [min, max] = [a, b].sort((x, y) => compareVersions(x, y));
            return { min, max };
          }),
          { nil: null },
        ),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: ["appId"] },
);

function compareVersions(a: string, b: string): number {
  const [left, right] = [a.split(".").map(Number), b.split(".").map(Number)];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
