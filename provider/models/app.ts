import { z } from "zod";
import { addIssue, flag, nonEmptyText, oneOf, text, wholeNumber } from "./rules";

/** Apps (000 Resources: App; Endpoints: Apps). */

export const PLATFORMS = ["ios", "android", "amazon"] as const;
export const ORIENTATIONS = ["landscape", "portrait"] as const;
export const KIDS_DIRECTED_VALUES = ["YES", "NO"] as const;
export const STORE_FIELDS = ["storeAppId", "storeAppUrl", "storeBundleId"] as const;

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

/** Minutes; the seed gives no bounds, a duration of 0 or less would mean nothing. */
const testModeDuration = () => wholeNumber().min(1, "must be at least 1 (minutes)");

/** A store field in an update: may be left out, never null (000 PATCH /apps rules). */
const storeFieldUpdate = () =>
  z.string({ error: (i) => (i.input === null ? "cannot be set to null" : "must be a string") }).min(1, "must not be empty");

/** 000 calls store_app_url the app's "Official store URL": an absolute http(s) address. */
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

/** PATCH body; `nickname` is accepted although absent from the parameter list (000 PATCH /apps). */
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
 * The state rule no schema can check alone: is_live cannot change from true to false (000 States:
 * the update is rejected and the app stays live). Returns issues in the formatIssues format.
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
