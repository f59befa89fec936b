// Arguments and results of the lookups. Arguments take the list endpoints' filters under their API
// names in camelCase (keyword_filter -> keywordFilter), built from the models' own field schemas so
// each rule and message is written once; results are the models' response schemas, so a lookup
// returns exactly what the matching resource shows as outputs.
import { described } from "../models/field-docs";
import { z } from "zod";
import { AdLocationListFiltersSchema, AdLocationSummarySchema } from "../models/ad-location";
import { AppListItemSchema, AppListQuerySchema, AppSchema, PlatformSchema } from "../models/app";
import { BlockListItemSchema, BlockListQuerySchema, BlockListSchema } from "../models/block-list";
import { MonetizationSettingsSchema } from "../models/monetization";
import { addIssue, nonEmptyText } from "../models/rules";

const appId = () => described(nonEmptyText(), "The app id.");

/**
 * A result's documented fields, for the program's types. The response models keep fields the
 * service adds later (an index signature), which would make every lifted property of a lookup's
 * Output unknown: `getAppOutput(...).id` must be an Output<string>, and so at every depth.
 */
type KnownFields<T> = T extends readonly (infer E)[]
  ? KnownFields<E>[]
  : T extends object ? { [K in keyof T as string extends K ? never : K]: KnownFields<T[K]> } : T;

export const GetAppArgsSchema = described(z
  .strictObject({
    id: described(nonEmptyText(), "The app id. Give either id, or nickname and platform.").optional(),
    nickname: described(nonEmptyText(), "The app's nickname, matched exactly (with platform).").optional(),
    platform: described(PlatformSchema, "ios, android or amazon (with nickname).").optional(),
  })
  .superRefine((args, ctx) => {
    if (args.id !== undefined) {
      if (args.nickname !== undefined || args.platform !== undefined) addIssue(ctx, ["id"], "give either id, or nickname and platform, not both");
      return;
    }
    if (args.nickname === undefined) addIssue(ctx, ["nickname"], "is required (with platform) when id is not given");
    if (args.platform === undefined) addIssue(ctx, ["platform"], "is required (with nickname) when id is not given");
  }), "One app, by id or by nickname and platform.");
export type GetAppArgs = z.infer<typeof GetAppArgsSchema>;

/**
 * Every field of the single-app GET except `signature`: a secret, which a lookup's result would
 * carry into state in plain text wherever a program exported it (docs/lookups.md).
 */
export const AppLookupResultSchema = described(AppSchema.omit({ signature: true }), "The app, as GET /apps/{id} returns it, without its signature.");
export type GetAppResult = KnownFields<z.infer<typeof AppLookupResultSchema>>;

const appQuery = AppListQuerySchema.shape;
export const GetAppsArgsSchema = described(z
  .strictObject({
    keywordFilter: described(appQuery.keywordFilter, "Matches app name or nickname."),
    platformFilters: described(appQuery.platformFilters, "android, ios or amazon."),
    direction: described(appQuery.direction, "asc or desc."),
  }), "Every app of the account matching the filters (all pages).");
export type GetAppsArgs = z.infer<typeof GetAppsArgsSchema>;

export const GetAppsResultSchema = z.object({
  ids: described(z.array(z.string()), "The apps' ids, in the order listed."),
  apps: described(z.array(AppListItemSchema), "The list items (id, nickname, icon, platform, isLive, storeAppId, name, publishingApplication, metadata)."),
});
export type GetAppsResult = z.infer<typeof GetAppsResultSchema>;

const locationFilters = AdLocationListFiltersSchema.shape;
export const GetAdLocationsArgsSchema = described(z
  .strictObject({
    appId: appId(),
    typeFilter: described(locationFilters.type, "Only locations of this type: bidding, fixed_cpm, auto_cpm, cross_promo, mock_response."),
    adTypeFilter: described(locationFilters.adType, "Only locations of this ad type: rewarded, interstitial, banner."),
  }), "An app's ad locations.");
export type GetAdLocationsArgs = z.infer<typeof GetAdLocationsArgsSchema>;

export const GetAdLocationsResultSchema = z.object({
  appId: z.string(),
  ids: described(z.array(z.string()), "The locations' ids as the AdLocation resource takes them (adoptId, import): <appId>/<uuid>."),
  locations: described(z.array(AdLocationSummarySchema), "uuid, name, adType, type of each location."),
});
export type GetAdLocationsResult = z.infer<typeof GetAdLocationsResultSchema>;

export const GetBlockListArgsSchema = described(z.strictObject({ id: described(nonEmptyText(), "The list id.") }), "One block list, by id.");
export type GetBlockListArgs = z.infer<typeof GetBlockListArgsSchema>;
export const BlockListLookupResultSchema = described(BlockListSchema, "The list: id, title, type, dateCreated, dateModified, elements.");
export type GetBlockListResult = KnownFields<z.infer<typeof BlockListLookupResultSchema>>;

const listQuery = BlockListQuerySchema.shape;
export const GetBlockListsArgsSchema = described(z
  .strictObject({
    keywordFilter: described(listQuery.keywordFilter, "Search keyword."),
    typesFilter: described(listQuery.typesFilter, "Only lists of this list type."),
    sort: described(listQuery.sort, "title, date_modified or date_created."),
    direction: described(listQuery.direction, "ASC (default) or DESC."),
    summary: described(listQuery.summary, "true: short items (totalElements instead of elements). Default false."),
  }), "Every block list of the account matching the filters (all pages); the service's default list is among them.");
export type GetBlockListsArgs = z.infer<typeof GetBlockListsArgsSchema>;

export const GetBlockListsResultSchema = z.object({
  ids: described(z.array(z.string()), "The lists' ids, in the order listed."),
  lists: described(z.array(BlockListItemSchema), "The list items (id, title, type, dates, and elements or, with summary, totalElements)."),
});
export type GetBlockListsResult = z.infer<typeof GetBlockListsResultSchema>;

export const GetMonetizationSettingsArgsSchema = described(z.strictObject({ appId: appId() }), "One app's monetization settings.");
export type GetMonetizationSettingsArgs = z.infer<typeof GetMonetizationSettingsArgsSchema>;
export const MonetizationSettingsLookupResultSchema = described(MonetizationSettingsSchema.extend({ appId: z.string() }), "adBlockingSettings, adExperienceSettings (with the read-only interstitialAllowSkip), adTargetingSettings, and the app id.");
export type GetMonetizationSettingsResult = KnownFields<z.infer<typeof MonetizationSettingsLookupResultSchema>>;
