// What each model field means, in the words of seed 000 "Resources and their fields". Registered
// in the package's registry (field-docs.ts), so schema.json and generated SDKs show it.
// The ad location model describes each field beside it (ad-location.ts, `doc`), so a new field is
// one line there; the other models' descriptions are still listed here, after their schemas.
import type { z } from "zod";
import { fieldDocs } from "./field-docs";
import {
  AppCreateInputSchema, AppListItemSchema, AppListQuerySchema, AppMetadataSchema, AppSchema, KidsDirectedSchema, OrientationSchema, PlatformSchema,
  PublishingApplicationSchema,
} from "./app";
import { BlockListInputSchema, BlockListItemSchema, BlockListQuerySchema, BlockListSchema } from "./block-list";
import {
  AdBlockingSettingsInputSchema, AdExperienceSettingsInputSchema, AdTargetingSettingsInputSchema,
  MonetizationSettingsSchema, MonetizationSettingsUpdateInputSchema,
} from "./monetization";

type Shape = Record<string, z.core.$ZodType>;

function describe<S extends Shape>(shape: S, descriptions: { [K in keyof S]?: string }): void {
  for (const [field, description] of Object.entries(descriptions)) {
    if (description !== undefined) fieldDocs.add(shape[field]!, { description });
  }
}

/** The schema inside optional and nullable wrappers: the type itself, which a named type in schema.json describes. */
function typeOf(schema: z.core.$ZodType): z.core.$ZodType {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  return def.type === "optional" || def.type === "nullable" ? typeOf(def.innerType) : schema;
}

/** The shape of an object schema found inside `schema` (through optional and nullable). */
function shapeOf(schema: z.core.$ZodType): Shape {
  const def = (typeOf(schema) as z.core.$ZodTypes)._zod.def;
  if (def.type === "object") return def.shape;
  throw new Error(`descriptions: expected an object schema, got ${def.type}`);
}

/**
 * What a type (an object or an enumeration) is, wherever it is used; `unit` names the values of a
 * numeric enumeration in generated SDKs (`ShowButtonTimerSeconds15`).
 */
function describeType(schema: z.core.$ZodType, description: string, unit?: string): void {
  fieldDocs.add(typeOf(schema), { description, ...(unit && { unit }) });
}

describe(AppCreateInputSchema.shape, {
  nickname: "Free name given by the client; need not equal the store name.",
  name: "App name in the app store; set automatically once the app is live if not given. Fixed at creation.",
  orientations: "Orientations the app supports: `landscape`, `portrait` (a set: order and repeats do not matter).",
  defaultOrientation: "The orientation treated as default; required when both orientations are listed, and one of them.",
  isLive: "Whether the app is live in a store. Cannot change from true back to false.",
  storeAppId: "App id in the store; required while isLive is true.",
  storeAppUrl: "Official store URL; required while isLive is true.",
  storeBundleId: "Official bundle id in the store; required while isLive is true.",
  isTestModeOn: "Whether test mode is on.",
  testModeDuration: "Minutes until test mode expires, effective only while test mode is on; absent means indefinitely.",
  isDirectedAtKidsUnder13: "Whether the app is directed at children under 13 (COPPA): `YES` or `NO`.",
  platform: "Platform: `ios`, `android` or `amazon`.",
});

describe(AppSchema.shape, {
  id: "The app id.",
  icon: "Icon URL taken from the app store. Read-only.",
  signature: "The app's signature id, which signs S2S purchase events. Read-only; a secret.",
  isCoppaDisclosureRead: "Whether the user accepted the app disclosure.",
  isSdkActive: "Whether the SDK is active.",
  publishingApplication: "The app's review record. Read-only.",
  appAdsTxtStatus: "Status of the app's app-ads.txt (values not documented).",
  metadata: "Counters of the app's ad locations. Read-only.",
});

describe(PublishingApplicationSchema.shape, {
  status: "Review status; values seen: `Approved`, `Rejected`.",
  createdAt: "When the review record was created (epoch seconds).",
  reviewedBy: "A reviewer identifier, or `automatic_review`.",
  reviewedAt: "When the app was reviewed (epoch seconds).",
  reviewerNotes: "The reviewer's notes (may be empty).",
  rejectReason: "Why the app was rejected.",
  rejectDetail: "Details of the rejection.",
  rejectedAt: "When the app was rejected (epoch seconds).",
});

describe(AppMetadataSchema.shape, { adLocationCounts: "Number of ad locations per ad type." });
describe(shapeOf(AppMetadataSchema.shape.adLocationCounts), {
  interstitial: "Interstitial ad locations.",
  rewarded: "Rewarded ad locations.",
  banner: "Banner ad locations.",
});


describe(BlockListInputSchema.shape, {
  title: "List title.",
  type: "List type; the only value documented is `iab_content_taxonomy_1.0_service_default`, the default list of sensitive categories.",
  elements: "For IAB category lists: tier-2 IAB content taxonomy 1.0 codes (IAB<n>-<m>, e.g. IAB7-39); tier-1 codes are refused. A set: order does not matter; no repeats.",
});
describe(BlockListSchema.shape, { dateCreated: "When the list was created.", dateModified: "When the list was last changed." });

describe(MonetizationSettingsUpdateInputSchema.shape, {
  adBlockingSettings: "What may not advertise in the app.",
  adExperienceSettings: "How ads look and how long video ads last.",
  adTargetingSettings: "Which devices and OS versions get ads.",
});
describe(AdBlockingSettingsInputSchema.shape, {
  monetizationAgefilterCheck: "Blocks adult-oriented apps from showing ads in the app.",
  blockedAdvertiserStoreIds: "Store ids of blocked advertiser apps (a set).",
  blockedIabCategoriesV1List: "Id of the blocked-category list (a BlockList id); null selects the default category list (taxonomy 1.0).",
});
describe(AdExperienceSettingsInputSchema.shape, {
  templateSettings: "The ad template's buttons and sound.",
  videoDurationSettings: "Longest video ads, in seconds.",
});
describe(shapeOf(AdExperienceSettingsInputSchema.shape.templateSettings), {
  buttonType: "`skip`, `worded` or `close`.",
  showButtonTimer: "Seconds until the close button shows: 5, 15, 30, 45, 60 or 90.",
  defaultMuted: "When false, ads are not muted.",
});
describe(shapeOf(AdExperienceSettingsInputSchema.shape.videoDurationSettings), {
  interstitialMaxDuration: "Seconds: 5, 15, 30, 45, 60, 90 or 120.",
  rewardedMaxDuration: "Seconds: 5, 15, 30, 45, 60, 90 or 120.",
});
describe(AdTargetingSettingsInputSchema.shape, {
  targetDeviceTypes: "Devices included or excluded.",
  targetOsVersion: "OS version range; null targets every version.",
});
describe(shapeOf(AdTargetingSettingsInputSchema.shape.targetDeviceTypes), {
  deviceTypes: "Device models (names with a digit) or series (names without one), never both; a set.",
  isIncluded: "true: the listed types are included; false: excluded.",
});
describe(shapeOf(AdTargetingSettingsInputSchema.shape.targetOsVersion), {
  min: "Minimum OS version (dot-separated numbers, e.g. 14.2); null: no minimum.",
  max: "Maximum OS version; null: no maximum.",
});
describe(shapeOf(MonetizationSettingsSchema.shape.adExperienceSettings), {
  interstitialAllowSkip: "Read-only; always true.",
});

// ---- types: what each object and enumeration is, for schema.json's named types ----

describeType(PlatformSchema, "The platform of an app in the management API: `ios`, `android` or `amazon`.");
describeType(OrientationSchema, "A screen orientation an app supports in the management API: `landscape` or `portrait`.");
describeType(KidsDirectedSchema, "Whether an app is directed at children under 13 (COPPA): `YES` or `NO`.");
describeType(AppListQuerySchema.shape.direction, "Order of the app list by creation (`GET /apps`): `asc` or `desc`.");
describeType(BlockListQuerySchema.shape.direction, "Order of the block lists (`GET /lists`): `ASC` or `DESC`.");
describeType(BlockListQuerySchema.shape.sort, "What the block lists are ordered by (`GET /lists`): `title`, `date_modified` or `date_created`.");
describeType(PublishingApplicationSchema, "The review record of an app: status, reviewer and dates, as the management API reports it. Read-only.");
describeType(AppMetadataSchema, "Counters the management API keeps for an app. Read-only.");
describeType(AppMetadataSchema.shape.adLocationCounts, "Number of ad locations of an app, per ad type.");
describeType(AppListItemSchema, "An app as the app list (GET /apps) shows it: fewer fields than a single app.");
describeType(BlockListItemSchema, "A block list as the list of lists (GET /lists) shows it; with summary, totalElements instead of elements.");
describeType(AdBlockingSettingsInputSchema, "What may not advertise in an app: adult-oriented apps, advertiser apps, IAB categories.");
describeType(AdExperienceSettingsInputSchema, "How ads look in an app (template) and how long its video ads may last.");
describeType(AdTargetingSettingsInputSchema, "Which devices and OS versions of an app get ads.");
const templateSettings = AdExperienceSettingsInputSchema.shape.templateSettings;
const videoDurations = AdExperienceSettingsInputSchema.shape.videoDurationSettings;
describeType(templateSettings, "The ad template's close button and sound.");
describeType(shapeOf(templateSettings).buttonType, "The kind of button that ends an ad: `skip`, `worded` or `close`.");
describeType(shapeOf(templateSettings).showButtonTimer, "Seconds until the button of an ad shows: 5, 15, 30, 45, 60 or 90.", "Seconds");
describeType(videoDurations, "The longest video ads an app shows, per ad type, in seconds.");
describeType(shapeOf(videoDurations).interstitialMaxDuration, "Longest interstitial video ad, in seconds: 5, 15, 30, 45, 60, 90 or 120.", "Seconds");
describeType(shapeOf(videoDurations).rewardedMaxDuration, "Longest rewarded video ad, in seconds: 5, 15, 30, 45, 60, 90 or 120.", "Seconds");
describeType(AdTargetingSettingsInputSchema.shape.targetDeviceTypes, "Device models or series that are included in, or excluded from, ads.");
describeType(AdTargetingSettingsInputSchema.shape.targetOsVersion, "The range of OS versions that get ads; either end may be open.");

describe(AppListItemSchema.shape, {
  id: "The app id.",
  icon: "Icon URL taken from the app store.",
  publishingApplication: "The app's review record.",
  metadata: "Counters of the app's ad locations.",
});
describe(BlockListSchema.shape, { id: "The list id." });
describe(BlockListItemSchema.shape, { totalElements: "Number of elements (summary items only)." });
