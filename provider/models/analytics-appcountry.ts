// The analytics API's app-by-country report (`/v5/analytics/appcountry`) and its rows.
import { z } from "zod";
import {
  type AdTypeIdInput, type CampaignType, type DatedArgs, type Role, type Timezone, CAMPAIGN_TYPES, TIMEZONES,
  canonical, checkAdTypes, checkCommonEnums, normaliseAdTypes, reportNumber, reportString,
} from "./analytics-common";
import { argsSchema, asList, checkDateRange, checkEnum, checkList, wireParams } from "./report-rules";

export interface AppCountryReportArgs extends DatedArgs {
  /** Default all apps. */
  appIds?: string | readonly string[];
  /** Default network; networks in mediation should omit it (network is returned automatically). */
  campaignType?: CampaignType;
  adTypeIds?: AdTypeIdInput | readonly AdTypeIdInput[];
  /** Default publisher. */
  role?: Role;
  /** Default pst; pass it explicitly (the API segments calendar days by UTC by default). */
  timezone?: Timezone | Lowercase<Timezone>;
  /** `all` (top 100 + Default), specific location(s), or omitted (everything under `overall`). */
  adLocation?: string | readonly string[];
}

export interface AppCountryQuery {
  dateMin: string;
  dateMax: string;
  appIds?: string[];
  campaignType?: CampaignType;
  adTypeIds?: number[];
  role?: Role;
  timezone?: string;
  adLocation?: string[];
}

const KNOWN = ["dateMin", "dateMax", "appIds", "campaignType", "adTypeIds", "role", "timezone", "adLocation"] as const;

export function appCountryReportArgs(family: "v5" | "legacy" = "v5") {
  return argsSchema<AppCountryReportArgs, AppCountryQuery>(
    `app-by-country report (${family})`,
    KNOWN,
    (args, ctx) => {
      checkDateRange(ctx, args, true);
      checkCommonEnums(ctx, args);
      checkList(ctx, "appIds", args.appIds);
      checkEnum(ctx, "campaignType", args.campaignType, CAMPAIGN_TYPES);
      checkAdTypes(ctx, "adTypeIds", args.adTypeIds);
      checkList(ctx, "adLocation", args.adLocation);
    },
    (args) => ({
      dateMin: args.dateMin,
      dateMax: args.dateMax,
      appIds: asList(args.appIds),
      campaignType: args.campaignType,
      adTypeIds: normaliseAdTypes(args.adTypeIds),
      role: args.role,
      // The API writes this report's timezone values in lower case (utc, pst).
      timezone: canonical(args.timezone, TIMEZONES)?.toLowerCase(),
      adLocation: asList(args.adLocation),
    }),
  );
}

export function appCountryParams(query: AppCountryQuery): Record<string, string> {
  return wireParams({ ...query });
}

const num = reportNumber.optional();

/** The API's field names kept as written (`CountryCode`, `InstallRateReceived`). */
export const appCountryRow = z.looseObject({
  adLocation: reportString,
  adType: reportString,
  app: reportString,
  appId: reportString,
  campaignType: reportString,
  CountryCode: reportString,
  dt: z.string(),
  platform: reportString,
  clicksDelivered: num,
  cpcvEarned: num,
  ctrDelivered: num,
  ecpmEarned: num,
  impressionsDelivered: num,
  installRateDelivered: num,
  installsDelivered: num,
  moneyEarned: num,
  videoCompletedDelivered: num,
  clicksReceived: num,
  cpcvSpent: num,
  ctrReceived: num,
  ecpmSpent: num,
  impressionsReceived: num,
  InstallRateReceived: num,
  installsReceived: num,
  moneySpent: num,
  videoCompletedReceived: num,
});
export type AppCountryRow = z.infer<typeof appCountryRow>;
