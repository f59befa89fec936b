// The analytics API's App report (`/v5/analytics/app`) and its rows. Every grouping answers synchronously.
import { z } from "zod";
import {
  type AdTypeIdInput, type Aggregate, type DatedArgs, type Role, type RoleOrBoth, AGGREGATES, ROLES_WITH_BOTH, canonical,
  checkAdTypes, checkCommonEnums, checkPlatforms, normaliseAdTypes, platformList, reportNumber, reportString, wireRole,
} from "./analytics-common";
import { argsSchema, asList, checkDateRange, checkEnum, checkList, fail, wireParams } from "./report-rules";

export const APP_GROUPINGS = ["app", "ad_type", "date", "ad_location", "platform", "campaign_type", "country"] as const;
export type AppGrouping = (typeof APP_GROUPINGS)[number];

export interface AppReportArgs extends DatedArgs {
  aggregate?: Aggregate | Capitalize<Aggregate>;
  /** App ids (default all; sent comma-separated). */
  appId?: string | readonly string[];
  /** Default none (app effective); ad_location is for publishers only. */
  groupBy?: AppGrouping;
  /** all (default), iOS, Android, Amazon; for groupBy ad_type the legacy endpoint takes one platform. */
  platform?: string | readonly string[];
  /** Default both (sent as no role). */
  role?: RoleOrBoth;
  adTypeId?: AdTypeIdInput | readonly AdTypeIdInput[];
}

export interface AppQuery {
  dateMin: string;
  dateMax: string;
  aggregate?: string;
  appId?: string[];
  groupBy?: AppGrouping;
  platform?: string[];
  role?: Role;
  adTypeId?: number[];
}

const KNOWN = ["dateMin", "dateMax", "aggregate", "appId", "groupBy", "platform", "role", "adTypeId"] as const;

export function appReportArgs(family: "v5" | "legacy" = "v5") {
  return argsSchema<AppReportArgs, AppQuery>(
    `app report (${family})`,
    KNOWN,
    (args, ctx) => {
      checkDateRange(ctx, args, true);
      checkCommonEnums(ctx, args, ROLES_WITH_BOTH);
      checkEnum(ctx, "groupBy", args.groupBy, APP_GROUPINGS);
      checkList(ctx, "appId", args.appId);
      checkPlatforms(ctx, args.platform);
      checkAdTypes(ctx, "adTypeId", args.adTypeId);
      if (args.groupBy === "ad_location" && args.role === "advertiser") {
        fail(ctx, "groupBy", "ad_location is for publishers only; use role publisher or omit role");
      }
      const platforms = asList(args.platform);
      if (family === "legacy" && args.groupBy === "ad_type" && platforms && platforms.length > 1) {
        fail(ctx, "platform", "for groupBy ad_type the legacy endpoint accepts one platform");
      }
    },
    (args) => ({
      dateMin: args.dateMin,
      dateMax: args.dateMax,
      aggregate: canonical(args.aggregate, AGGREGATES),
      appId: asList(args.appId),
      groupBy: args.groupBy,
      platform: platformList(args.platform),
      role: wireRole(args.role),
      adTypeId: normaliseAdTypes(args.adTypeId),
    }),
  );
}

export function appParams(query: AppQuery): Record<string, string> {
  return wireParams({ ...query });
}

const num = reportNumber.optional();
const str = reportString.optional();

/**
 * One row for every grouping: which fields are present depends on groupBy and role (the row's
 * "Returned for"), so only the fields returned to everyone are required. Field names are
 * the API's, odd ones included (`ad_type`, `ctrlDelivered`, `VideoCompletedReceived`).
 */
export const appRow = z.looseObject({
  dt: z.string(),
  appId: reportString,
  app: reportString,
  platform: reportString,
  appBundleId: str,
  campaignType: str,
  eventLocation: str,
  ad_type: str,
  bootups: num,
  uniques: num,
  impressions: num,
  impressionsDelivered: num,
  impressionsReceived: num,
  money: num,
  moneyEarned: num,
  moneySpent: num,
  ecpm: num,
  ecpmEarned: num,
  ecpmSpent: num,
  cpcv: num,
  cpcvEarned: num,
  cpcvSpent: num,
  clicks: num,
  clicksDelivered: num,
  clicksReceived: num,
  installs: num,
  allInstalls: num,
  installDelivered: num,
  installReceived: num,
  ctr: num,
  ctrlDelivered: num,
  ctrReceived: num,
  videoCompleted: num,
  videoCompletedDelivered: num,
  VideoCompletedReceived: num,
  installRate: num,
  installRateDelivered: num,
  installRateReceived: num,
});
export type AppRow = z.infer<typeof appRow>;
