// The analytics API's campaign report (`/v5/analytics/campaign`, legacy `/metrics/campaign`) and its rows.
import { z } from "zod";
import {
  type AdTypeIdInput, type Aggregate, type AnalyticsFamily, type CampaignType, type DatedArgs, type Role,
  type RoleOrBoth, type Timezone, AGGREGATES, CAMPAIGN_TYPES, ROLES_WITH_BOTH, TIMEZONES, canonical, checkAdTypes,
  checkCommonEnums, checkPlatforms, normaliseAdTypes, platformList, reportNumber, reportString, wireRole,
} from "./analytics-common";
import { argsSchema, asList, checkDateRange, checkEnum, checkList, fail, wireParams } from "./report-rules";

export const CAMPAIGN_GROUPINGS = [
  "country", "app", "app,creative", "target_creative", "date", "campaign", "campaign_target", "campaign_type",
] as const;
export type CampaignGrouping = (typeof CAMPAIGN_GROUPINGS)[number];

/** The campaign report's groupings app, creative (app,creative) and country are asynchronous: they answer a jobId. */
export const ASYNC_CAMPAIGN_GROUPINGS = ["app", "app,creative", "country"] as const;
export type AsyncCampaignGrouping = (typeof ASYNC_CAMPAIGN_GROUPINGS)[number];
export type SyncCampaignGrouping = Exclude<CampaignGrouping, AsyncCampaignGrouping>;

export interface CampaignReportArgs extends DatedArgs {
  aggregate?: Aggregate | Capitalize<Aggregate>;
  /** To-campaign or from-campaign id depending on groupBy and role. */
  campaignId?: string;
  /** `all` or one or more campaign types (legacy: exactly one). Default network. */
  campaignType?: "all" | CampaignType | readonly CampaignType[];
  /** Default: none (campaign is the effective grouping). */
  groupBy?: CampaignGrouping;
  /** all (default), iOS, Android, Amazon; one or more. */
  platform?: string | readonly string[];
  /** Default both (sent as no role). */
  role?: RoleOrBoth;
  /** One or more of 1, 4, 5, 7, 8, 9, 10; the legacy endpoint honours only the first. */
  adTypeId?: AdTypeIdInput | readonly AdTypeIdInput[];
  timezone?: Timezone | Lowercase<Timezone>;
  /** One or more app ids (sent as the API's `appID`). */
  appId?: string | readonly string[];
}

export interface CampaignQuery {
  dateMin: string;
  dateMax: string;
  aggregate?: string;
  campaignId?: string;
  campaignType?: string[];
  groupBy?: CampaignGrouping;
  platform?: string[];
  role?: Role;
  adTypeId?: number[];
  timezone?: string;
  appId?: string[];
}

const KNOWN = [
  "dateMin", "dateMax", "aggregate", "campaignId", "campaignType", "groupBy", "platform", "role", "adTypeId",
  "timezone", "appId",
] as const;

export function campaignReportArgs(family: AnalyticsFamily = "v5") {
  return argsSchema<CampaignReportArgs, CampaignQuery>(
    `campaign report (${family})`,
    KNOWN,
    (args, ctx) => {
      // No first-day-with-data check: the API says when data starts, not that earlier days are refused.
      checkDateRange(ctx, args, true);
      checkCommonEnums(ctx, args, ROLES_WITH_BOTH);
      checkEnum(ctx, "groupBy", args.groupBy, CAMPAIGN_GROUPINGS);
      const types = asList(args.campaignType);
      if (types && types.length > 1 && types.includes("all" as CampaignType)) {
        fail(ctx, "campaignType", "`all` cannot be combined with other campaign types");
      } else if (!(types?.length === 1 && types[0] === ("all" as CampaignType))) {
        checkList(ctx, "campaignType", args.campaignType, CAMPAIGN_TYPES);
      }
      checkAdTypes(ctx, "adTypeId", args.adTypeId);
      checkPlatforms(ctx, args.platform);
      checkList(ctx, "appId", args.appId);
      if (args.campaignId !== undefined && (typeof args.campaignId !== "string" || args.campaignId === "")) {
        fail(ctx, "campaignId", "must be a non-empty string");
      }
      // The legacy `/metrics/campaign` filter allows one network. (Its adTypeId
      // takes a list and honours the first id: that is the service's reading, not a refusal.)
      if (family === "legacy" && types && types.length > 1) fail(ctx, "campaignType", "the legacy endpoint accepts one campaign type");
    },
    (args) => ({
      dateMin: args.dateMin,
      dateMax: args.dateMax,
      aggregate: canonical(args.aggregate, AGGREGATES),
      campaignId: args.campaignId,
      campaignType: asList(args.campaignType as string | readonly string[] | undefined),
      groupBy: args.groupBy,
      platform: platformList(args.platform),
      role: wireRole(args.role),
      adTypeId: normaliseAdTypes(args.adTypeId),
      timezone: canonical(args.timezone, TIMEZONES),
      appId: asList(args.appId),
    }),
  );
}

export function isAsyncCampaignGrouping(groupBy: CampaignGrouping | undefined): groupBy is AsyncCampaignGrouping {
  return (ASYNC_CAMPAIGN_GROUPINGS as readonly (string | undefined)[]).includes(groupBy);
}

/** Query parameters, named as the campaign report's parameters are. */
export function campaignParams(query: CampaignQuery): Record<string, string> {
  return wireParams({
    dateMin: query.dateMin,
    dateMax: query.dateMax,
    aggregate: query.aggregate,
    campaignId: query.campaignId,
    campaignType: query.campaignType,
    groupBy: query.groupBy,
    platform: query.platform,
    role: query.role,
    adTypeId: query.adTypeId,
    timezone: query.timezone,
    appID: query.appId,
  });
}

/** Row of groupBy campaign / campaign_target; fields of the other role are 0. */
export const campaignRow = z.looseObject({
  adTypeId: reportString,
  campaign: reportString,
  campaignId: reportString,
  campaignSubType: reportString,
  campaignTarget: reportString,
  campaignType: reportString,
  clicksDelivered: reportNumber,
  clicksReceived: reportNumber,
  cpcvEarned: reportNumber,
  cpcvSpent: reportNumber,
  creative: reportString,
  ctrDelivered: reportNumber,
  ctrReceived: reportNumber,
  dt: z.string(),
  ecpmEarned: reportNumber,
  ecpmSpent: reportNumber,
  impressionsDelivered: reportNumber,
  impressionsReceived: reportNumber,
  installDelivered: reportNumber,
  installReceived: reportNumber,
  installRateDelivered: reportNumber,
  installRateReceived: reportNumber,
  moneyEarned: reportNumber,
  moneySpent: reportNumber,
  role: z.string(),
  videoCompletedDelivered: reportNumber,
  videoCompletedReceived: reportNumber,
});
export type CampaignRow = z.infer<typeof campaignRow>;

/** Groupings whose rows the API does not show are parsed as open records. */
export const campaignOtherRow = z.record(z.string(), z.unknown());
export type CampaignOtherRow = z.infer<typeof campaignOtherRow>;

export function campaignRowSchema(groupBy: CampaignGrouping | undefined) {
  return groupBy === undefined || groupBy === "campaign" || groupBy === "campaign_target" ? campaignRow : campaignOtherRow;
}
