// Apps: the fields of `POST /v5/apps` and `PATCH /v5/apps/{app_id}`, their rules (is_live never
// goes back to false), and the app records the management API returns.
import { z } from "zod";
import { describeFields, describeType, shapeOf } from "./field-docs";
import { addIssue, flag, nonEmptyText, oneOf, text, wholeNumber } from "./rules";


export const PLATFORMS = ["ios", "android", "amazon"] as const;
export const ORIENTATIONS = ["landscape", "portrait"] as const;
export const KIDS_DIRECTED_VALUES = ["YES", "NO"] as const;
export const STORE_FIELDS = ["storeAppId", "storeAppUrl", "storeBundleId"] as const;
/** The fields the default-orientation rule judges together (checkDefaultOrientation). */
export const ORIENTATION_FIELDS = ["orientations", "defaultOrientation"] as const satisfies readonly (keyof OrientationFields)[];

export const PlatformSchema = oneOf(PLATFORMS);
export const OrientationSchema = oneOf(ORIENTATIONS);
export const KidsDirectedSchema = oneOf(KIDS_DIRECTED_VALUES);
export type Platform = z.infer<typeof PlatformSchema>;
export type Orientation = z.infer<typeof OrientationSchema>;

const orientations = () =>
  z
    .array(OrientationSchema, { error: (i) => (i.input === undefined ? "is required" : "must be a list of orientations") })
    .min(1, "must hold at least one orientation")
    .refine((list) => new Set(list).size === list.length, "must not repeat an orientation");

/** Minutes; the API gives no bounds, a duration of 0 or less would mean nothing. */
const testModeDuration = () => wholeNumber().min(1, "must be at least 1 (minutes)");

/** A store field in an update: may be left out, never null (the rules of `PATCH /v5/apps/{app_id}`). */
const storeFieldUpdate = () =>
  z.string({ error: (i) => (i.input === null ? "cannot be set to null" : "must be a string") }).min(1, "must not be empty");

/** The API calls store_app_url the app's "Official store URL": an absolute http(s) address. */
function isStoreUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/]/i.test(value)) return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
const STORE_URL_RULE = "must be the store's URL, starting with https:// or http://";

interface OrientationFields {
  orientations?: readonly Orientation[];
  defaultOrientation?: Orientation;
}

/** default_orientation is required when both orientations are listed, and must be one of them. */
function checkDefaultOrientation(value: OrientationFields, ctx: z.RefinementCtx): void {
  if (!value.orientations) return;
  const both = ORIENTATIONS.every((orientation) => value.orientations?.includes(orientation));
  if (both && value.defaultOrientation === undefined) {
    addIssue(ctx, ["defaultOrientation"], "is required when orientations holds both landscape and portrait");
  }
  if (value.defaultOrientation !== undefined && !value.orientations.includes(value.defaultOrientation)) {
    addIssue(ctx, ["defaultOrientation"], "must be one of the listed orientations");
  }
}

/** store_app_id, store_app_url and store_bundle_id are required whenever is_live is true. */
function checkStoreFieldsWhenLive(value: { isLive?: boolean } & Partial<Record<(typeof STORE_FIELDS)[number], string | undefined>>, ctx: z.RefinementCtx): void {
  if (value.isLive !== true) return;
  for (const field of STORE_FIELDS) {
    if (value[field] === undefined) addIssue(ctx, [field], "is required when isLive is true");
  }
}

export const AppCreateInputSchema = z
  .strictObject({
    nickname: nonEmptyText(),
    name: nonEmptyText().optional(),
    orientations: orientations(),
    defaultOrientation: OrientationSchema.optional(),
    isLive: flag(),
    storeAppId: nonEmptyText().optional(),
    storeAppUrl: nonEmptyText().refine(isStoreUrl, STORE_URL_RULE).optional(),
    storeBundleId: nonEmptyText().optional(),
    isTestModeOn: flag(),
    testModeDuration: testModeDuration().optional(),
    isDirectedAtKidsUnder13: KidsDirectedSchema,
    platform: PlatformSchema,
  })
  .superRefine((value, ctx) => {
    checkDefaultOrientation(value, ctx);
    checkStoreFieldsWhenLive(value, ctx);
  });
export type AppCreateInput = z.infer<typeof AppCreateInputSchema>;

/** PATCH body; `nickname` is accepted although absent from the parameter list of `PATCH /v5/apps/{app_id}`. */
export const AppUpdateInputSchema = z
  .strictObject({
    nickname: nonEmptyText().optional(),
    orientations: orientations().optional(),
    defaultOrientation: OrientationSchema.optional(),
    isLive: flag().optional(),
    storeAppId: storeFieldUpdate().optional(),
    storeAppUrl: storeFieldUpdate().refine(isStoreUrl, STORE_URL_RULE).optional(),
    storeBundleId: storeFieldUpdate().optional(),
    isTestModeOn: flag().optional(),
    testModeDuration: testModeDuration().optional(),
    isDirectedAtKidsUnder13: KidsDirectedSchema.optional(),
  })
  .superRefine((value, ctx) => {
    checkDefaultOrientation(value, ctx);
    checkStoreFieldsWhenLive(value, ctx);
  });
export type AppUpdateInput = z.infer<typeof AppUpdateInputSchema>;

/**
 * The state rule no schema can check alone: is_live cannot change from true to false (an
 * update to false is rejected and the app stays live). Returns issues in the formatIssues format.
 */
export function isLiveTransitionIssues(currentIsLive: boolean, patch: Pick<AppUpdateInput, "isLive">): string[] {
  return currentIsLive && patch.isLive === false
    ? ["isLive: cannot change from true to false (a live app stays live)"]
    : [];
}

// ---- responses (extra fields tolerated; the fields we use are checked) ----

export const PublishingApplicationSchema = z
  .object({
    status: z.string(),
    createdAt: z.number().nullish(),
    reviewedBy: z.string().nullish(),
    reviewedAt: z.number().nullish(),
    reviewerNotes: z.string().nullish(),
    rejectReason: z.string().nullish(),
    rejectDetail: z.string().nullish(),
    rejectedAt: z.number().nullish(),
  })
  .loose();
export type PublishingApplication = z.infer<typeof PublishingApplicationSchema>;

export const AppMetadataSchema = z
  .object({
    adLocationCounts: z.object({ interstitial: z.number(), rewarded: z.number(), banner: z.number() }).loose(),
  })
  .loose();
export type AppMetadata = z.infer<typeof AppMetadataSchema>;

/** List item: id, nickname, icon, platform, is_live, store_app_id, name, publishing_application, metadata. */
export const AppListItemSchema = z
  .object({
    id: z.string(),
    nickname: z.string(),
    icon: z.string().nullish(),
    platform: z.string(),
    isLive: z.boolean(),
    storeAppId: z.string().nullish(),
    name: z.string().nullish(),
    publishingApplication: PublishingApplicationSchema.nullish(),
    metadata: AppMetadataSchema.nullish(),
  })
  .loose();
export type AppListItem = z.infer<typeof AppListItemSchema>;

export const AppListPageSchema = z
  .object({ items: z.array(AppListItemSchema), page: z.number(), limit: z.number(), total: z.number() })
  .loose();
export type AppListPage = z.infer<typeof AppListPageSchema>;

/** Create: the partial representation. */
export const AppCreatedSchema = z
  .object({
    id: z.string(),
    nickname: z.string(),
    orientations: z.array(z.string()),
    defaultOrientation: z.string().nullish(),
    platform: z.string(),
    isLive: z.boolean(),
    signature: z.string().nullish(),
    isCoppaDisclosureRead: z.boolean().nullish(),
    isSdkActive: z.boolean().nullish(),
    isTestModeOn: z.boolean(),
    storeAppId: z.string().nullish(),
    storeAppUrl: z.string().nullish(),
    storeBundleId: z.string().nullish(),
    isDirectedAtKidsUnder13: z.string(),
  })
  .loose();
export type AppCreated = z.infer<typeof AppCreatedSchema>;

/** Update: the create fields plus publishing_application. */
export const AppUpdatedSchema = AppCreatedSchema.extend({
  publishingApplication: PublishingApplicationSchema.nullish(),
}).loose();
export type AppUpdated = z.infer<typeof AppUpdatedSchema>;

/** Get single: every field. */
export const AppSchema = AppUpdatedSchema.extend({
  name: z.string().nullish(),
  icon: z.string().nullish(),
  testModeDuration: z.number().nullish(),
  appAdsTxtStatus: z.string().nullish(),
  metadata: AppMetadataSchema.nullish(),
}).loose();
export type App = z.infer<typeof AppSchema>;

export const AppListQuerySchema = z.strictObject({
  keywordFilter: text().optional(),
  platformFilters: PlatformSchema.optional(),
  direction: oneOf(["asc", "desc"]).optional(),
  page: wholeNumber().min(1, "must be at least 1").optional(),
  limit: wholeNumber().min(1, "must be at least 1").optional(),
});
export type AppListQuery = z.infer<typeof AppListQuerySchema>;

// ---- what each field and type means, in the management API's words ----

describeFields(AppCreateInputSchema.shape, {
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
describeFields(AppSchema.shape, {
  id: "The app id.",
  icon: "Icon URL taken from the app store. Read-only.",
  signature: "The app's signature id, which signs S2S purchase events. Read-only; a secret.",
  isCoppaDisclosureRead: "Whether the user accepted the app disclosure.",
  isSdkActive: "Whether the SDK is active.",
  publishingApplication: "The app's review record. Read-only.",
  appAdsTxtStatus: "Status of the app's app-ads.txt (values not documented).",
  metadata: "Counters of the app's ad locations. Read-only.",
});
describeFields(PublishingApplicationSchema.shape, {
  status: "Review status; values seen: `Approved`, `Rejected`.",
  createdAt: "When the review record was created (epoch seconds).",
  reviewedBy: "A reviewer identifier, or `automatic_review`.",
  reviewedAt: "When the app was reviewed (epoch seconds).",
  reviewerNotes: "The reviewer's notes (may be empty).",
  rejectReason: "Why the app was rejected.",
  rejectDetail: "Details of the rejection.",
  rejectedAt: "When the app was rejected (epoch seconds).",
});
describeFields(AppMetadataSchema.shape, { adLocationCounts: "Number of ad locations per ad type." });
describeFields(shapeOf(AppMetadataSchema.shape.adLocationCounts), {
  interstitial: "Interstitial ad locations.",
  rewarded: "Rewarded ad locations.",
  banner: "Banner ad locations.",
});
describeType(PlatformSchema, "The platform of an app in the management API: `ios`, `android` or `amazon`.");
describeType(OrientationSchema, "A screen orientation an app supports in the management API: `landscape` or `portrait`.");
describeType(KidsDirectedSchema, "Whether an app is directed at children under 13 (COPPA): `YES` or `NO`.");
describeType(AppListQuerySchema.shape.direction, "Order of the app list by creation (`GET /apps`): `asc` or `desc`.");
describeType(PublishingApplicationSchema, "The review record of an app: status, reviewer and dates, as the management API reports it. Read-only.");
describeType(AppMetadataSchema, "Counters the management API keeps for an app. Read-only.");
describeType(AppMetadataSchema.shape.adLocationCounts, "Number of ad locations of an app, per ad type.");
describeType(AppListItemSchema, "An app as the app list (GET /apps) shows it: fewer fields than a single app.");
describeFields(AppListItemSchema.shape, {
  id: "The app id.",
  icon: "Icon URL taken from the app store.",
  publishingApplication: "The app's review record.",
  metadata: "Counters of the app's ad locations.",
});
