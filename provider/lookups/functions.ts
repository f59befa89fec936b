// The lookups as registry entries: token, description, argument and result schemas, and the one
// runner both faces share (data-sources.ts and get-app.ts wrap these for programs).
import { z } from "zod";
import { defineDataSource } from "../functions/data-source";
import { AdLocationInputs } from "../resources/ad-location/schema";
import { AppInputs } from "../resources/app/schema";
import { BlockListInputs } from "../resources/block-list/schema";
import { SettingsInputs } from "../resources/monetization-settings/schema";
import { runGetAdLocations } from "./ad-locations";
import { runGetApp, runGetApps } from "./apps";
import { runGetBlockList, runGetBlockLists } from "./block-lists";
import { runGetMonetizationSettings } from "./monetization-settings";
import {
  AppLookupResultSchema, BlockListLookupResultSchema, GetAdLocationsArgsSchema, GetAdLocationsResultSchema, GetAppArgsSchema, GetAppsArgsSchema,
  GetAppsResultSchema, GetBlockListArgsSchema, GetBlockListsArgsSchema, GetBlockListsResultSchema, GetMonetizationSettingsArgsSchema,
  MonetizationSettingsLookupResultSchema,
} from "./schemas";

export const appLookup = defineDataSource({
  token: "adpublisher:index:getApp",
  description: "Reads one existing app, by id or by nickname and platform; fails unless exactly one app matches. The signature is not returned (a secret).",
  args: GetAppArgsSchema,
  result: AppLookupResultSchema,
  resultLike: AppInputs,
  run: runGetApp,
});

export const appsLookup = defineDataSource({
  token: "adpublisher:index:getApps",
  description: "Lists the account's apps (every page), with the list filters of GET /apps.",
  args: GetAppsArgsSchema,
  result: GetAppsResultSchema,
  resultLike: z.object({ apps: z.array(AppInputs) }),
  run: runGetApps,
});

export const adLocationsLookup = defineDataSource({
  token: "adpublisher:index:getAdLocations",
  description: "Lists an app's ad locations, optionally of one type and/or ad type; ids are the AdLocation resource's (<appId>/<uuid>).",
  args: GetAdLocationsArgsSchema,
  result: GetAdLocationsResultSchema,
  resultLike: z.object({ appId: AdLocationInputs.shape.appId, locations: z.array(AdLocationInputs) }),
  run: runGetAdLocations,
});

export const blockListLookup = defineDataSource({
  token: "adpublisher:index:getBlockList",
  description: "Reads one existing block list by id (title, type, elements, dates).",
  args: GetBlockListArgsSchema,
  result: BlockListLookupResultSchema,
  resultLike: BlockListInputs,
  run: runGetBlockList,
});

export const blockListsLookup = defineDataSource({
  token: "adpublisher:index:getBlockLists",
  description: "Lists the account's block lists (every page), with the list filters of GET /lists; the service's default list is among them.",
  args: GetBlockListsArgsSchema,
  result: GetBlockListsResultSchema,
  resultLike: z.object({ lists: z.array(BlockListInputs) }),
  run: runGetBlockLists,
});

export const monetizationSettingsLookup = defineDataSource({
  token: "adpublisher:index:getMonetizationSettings",
  description: "Reads one app's monetization settings (blocking, ad experience, targeting) without managing them.",
  args: GetMonetizationSettingsArgsSchema,
  result: MonetizationSettingsLookupResultSchema,
  resultLike: SettingsInputs,
  run: runGetMonetizationSettings,
});
