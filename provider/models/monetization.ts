// Per-app monetization settings (one record per app): the groups of
// `PATCH /v5/apps/{app_id}/monetization_settings`, their rules, and what the management API returns.
import { z } from "zod";
import { describeFields, describeType, shapeOf } from "./field-docs";
import { addIssue, flag, nonEmptyText, oneOf, oneOfNumbers, text } from "./rules";


export const BUTTON_TYPES = ["skip", "worded", "close"] as const;
export const SHOW_BUTTON_TIMER_SECONDS = [5, 15, 30, 45, 60, 90] as const;
export const MAX_DURATION_SECONDS = [5, 15, 30, 45, 60, 90, 120] as const;

/**
 * The API says a device-type list holds "only models or only series" without saying how to tell
 * them apart. Our rule: a name with a digit names a model ("iPhone 15", "SM-G991B", "Pixel 8"),
 * a name without one names a series ("iPhone", "Galaxy S", "Pixel").
 */
export function deviceTypeKind(deviceType: string): "model" | "series" {
  return /\d/.test(deviceType) ? "model" : "series";
}

/** An OS version: dot-separated numbers, e.g. "14", "14.2", "10.0.1". */
export const OS_VERSION_PATTERN = /^\d+(\.\d+){0,3}$/;

/** Numeric comparison of two OS versions ("9" < "10", "14.2" < "14.10"). */
export function compareOsVersions(a: string, b: string): number {
  const left = a.split(".").map(Number);
  const right = b.split(".").map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

const osVersion = () =>
  text().regex(OS_VERSION_PATTERN, "must be a version of dot-separated numbers, e.g. 14 or 14.2").nullable();

/** null (the whole object) targets every OS version; min/max null clears that bound. */
export const TargetOsVersionSchema = z
  .strictObject({ min: osVersion().optional(), max: osVersion().optional() })
  .superRefine((value, ctx) => {
    if (value.min && value.max && compareOsVersions(value.min, value.max) > 0) {
      addIssue(ctx, ["min"], `must not be above max (${value.max})`);
    }
  })
  .nullable();

export const DeviceTypesSchema = z
  .array(nonEmptyText(), { error: (i) => (i.input === undefined ? "is required" : "must be a list") })
  .superRefine((list, ctx) => {
    const kinds = new Set(list.map(deviceTypeKind));
    if (kinds.size > 1) {
      addIssue(ctx, [], "must hold only models (names with a digit) or only series (names without one), not both");
    }
  });

/** A store id listed twice would mean nothing more; the API refuses it (both readings agree). */
export const BlockedStoreIdsSchema = z
  .array(nonEmptyText(), { error: (i) => (i.input === undefined ? "is required" : "must be a list") })
  .superRefine((ids, ctx) => {
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index) addIssue(ctx, [index], `repeats ${id}; each store id may appear once`);
    });
  });

export const AdBlockingSettingsInputSchema = z.strictObject({
  monetizationAgefilterCheck: flag().optional(),
  blockedAdvertiserStoreIds: BlockedStoreIdsSchema.optional(),
  /** null selects the default category list. */
  blockedIabCategoriesV1List: nonEmptyText().nullable().optional(),
});

export const AdExperienceSettingsInputSchema = z.strictObject({
  templateSettings: z
    .strictObject({
      buttonType: oneOf(BUTTON_TYPES).optional(),
      showButtonTimer: oneOfNumbers(SHOW_BUTTON_TIMER_SECONDS).optional(),
      defaultMuted: flag().optional(),
    })
    .optional(),
  videoDurationSettings: z
    .strictObject({
      interstitialMaxDuration: oneOfNumbers(MAX_DURATION_SECONDS).optional(),
      rewardedMaxDuration: oneOfNumbers(MAX_DURATION_SECONDS).optional(),
    })
    .optional(),
});

export const AdTargetingSettingsInputSchema = z.strictObject({
  targetDeviceTypes: z.strictObject({ deviceTypes: DeviceTypesSchema.optional(), isIncluded: flag().optional() }).optional(),
  targetOsVersion: TargetOsVersionSchema.optional(),
});

/** PATCH body: any group, any field; interstitialAllowSkip is read-only and not accepted. */
export const MonetizationSettingsUpdateInputSchema = z.strictObject({
  adBlockingSettings: AdBlockingSettingsInputSchema.optional(),
  adExperienceSettings: AdExperienceSettingsInputSchema.optional(),
  adTargetingSettings: AdTargetingSettingsInputSchema.optional(),
});
export type MonetizationSettingsUpdateInput = z.infer<typeof MonetizationSettingsUpdateInputSchema>;

// ---- response ----

export const MonetizationSettingsSchema = z
  .object({
    adBlockingSettings: z
      .object({
        monetizationAgefilterCheck: z.boolean(),
        blockedAdvertiserStoreIds: z.array(z.string()),
        blockedIabCategoriesV1List: z.string().nullable(),
      })
      .loose(),
    adExperienceSettings: z
      .object({
        interstitialAllowSkip: z.boolean().optional(),
        templateSettings: z
          .object({ buttonType: z.string(), showButtonTimer: z.number(), defaultMuted: z.boolean() })
          .loose(),
        videoDurationSettings: z
          .object({ interstitialMaxDuration: z.number(), rewardedMaxDuration: z.number() })
          .loose(),
      })
      .loose(),
    adTargetingSettings: z
      .object({
        targetDeviceTypes: z.object({ deviceTypes: z.array(z.string()), isIncluded: z.boolean() }).loose(),
        targetOsVersion: z.object({ min: z.string().nullable(), max: z.string().nullable() }).loose().nullable(),
      })
      .loose(),
  })
  .loose();
export type MonetizationSettings = z.infer<typeof MonetizationSettingsSchema>;

// ---- what each field and type means, in the management API's words ----

describeFields(MonetizationSettingsUpdateInputSchema.shape, {
  adBlockingSettings: "What may not advertise in the app.",
  adExperienceSettings: "How ads look and how long video ads last.",
  adTargetingSettings: "Which devices and OS versions get ads.",
});
describeFields(AdBlockingSettingsInputSchema.shape, {
  monetizationAgefilterCheck: "Blocks adult-oriented apps from showing ads in the app.",
  blockedAdvertiserStoreIds: "Store ids of blocked advertiser apps (a set).",
  blockedIabCategoriesV1List: "Id of the blocked-category list (a BlockList id); null selects the default category list (taxonomy 1.0).",
});
describeFields(AdExperienceSettingsInputSchema.shape, {
  templateSettings: "The ad template's buttons and sound.",
  videoDurationSettings: "Longest video ads, in seconds.",
});
describeFields(shapeOf(AdExperienceSettingsInputSchema.shape.templateSettings), {
  buttonType: "`skip`, `worded` or `close`.",
  showButtonTimer: "Seconds until the close button shows: 5, 15, 30, 45, 60 or 90.",
  defaultMuted: "When false, ads are not muted.",
});
describeFields(shapeOf(AdExperienceSettingsInputSchema.shape.videoDurationSettings), {
  interstitialMaxDuration: "Seconds: 5, 15, 30, 45, 60, 90 or 120.",
  rewardedMaxDuration: "Seconds: 5, 15, 30, 45, 60, 90 or 120.",
});
describeFields(AdTargetingSettingsInputSchema.shape, {
  targetDeviceTypes: "Devices included or excluded.",
  targetOsVersion: "OS version range; null targets every version.",
});
describeFields(shapeOf(AdTargetingSettingsInputSchema.shape.targetDeviceTypes), {
  deviceTypes: "Device models (names with a digit) or series (names without one), never both; a set.",
  isIncluded: "true: the listed types are included; false: excluded.",
});
describeFields(shapeOf(AdTargetingSettingsInputSchema.shape.targetOsVersion), {
  min: "Minimum OS version (dot-separated numbers, e.g. 14.2); null: no minimum.",
  max: "Maximum OS version; null: no maximum.",
});
describeFields(shapeOf(MonetizationSettingsSchema.shape.adExperienceSettings), {
  interstitialAllowSkip: "Read-only; always true.",
});
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
