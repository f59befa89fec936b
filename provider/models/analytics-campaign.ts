// Campaign report (seed 001 "Campaign report" and "Campaign report row").
import { z } from "zod";
import {
  type AdTypeIdInput, type Aggregate, type AnalyticsFamily, type CampaignType, type DatedArgs, type Role,
  type Timezone, AGGREGATES, CAMPAIGN_TYPES, TIMEZONES, canonical, checkAdTypes, checkAvailability,
  checkCommonEnums, normaliseAdTypes, reportNumber, reportString,
} from "./analytics-common";
import { argsSchema, asList, checkDateRange, checkEnum, checkList, fail, wireParams } from "./report-rules";

export const CAMPAIGN_GROUPINGS = [
  "country", "app", "app,creative", "target_creative", "date", "campaign", "campaign_target", "campaign_type",
] as const;
export type CampaignGrouping = (typeof CAMPAIGN_GROUPINGS)[number];

/** Seed 001: "Groupings app, creative (app,creative) and country are asynchronous and return a jobId". */
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
  platform?: string | readonly string[];
  role?: Role;
  /** v5: one or more of 1, 4, 5, 7, 8, 9, 10; legacy: one. */
  adTypeId?: AdTypeIdInput | readonly AdTypeIdInput[];
  timezone?: Timezone | Lowercase<Timezone>;
  /** One or more app ids (sent as the seed's `appID`). */
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

/** Data availability per grouping and timezone (seed 001, end of "Campaign report"). */
function firstDay(groupBy: CampaignGrouping, timezone: string): string {
  if (groupBy === "target_creative") return "2020-06-16";
  if ((ASYNC_CAMPAIGN_GROUPINGS as readonly string[]).includes(groupBy)) return "2018-01-01";
  return timezone === "UTC" ? "2020-03-01" : "2018-01-01";
}

export function campaignReportArgs(family: AnalyticsFamily = "v5") {
  return argsSchema<CampaignReportArgs, CampaignQuery>(
    `campaign report (${family})`,
    KNOWN,
    (args, ctx) => {
      const { dateMin } = checkDateRange(ctx, args, true);
      checkCommonEnums(ctx, args);
      checkEnum(ctx, "groupBy", args.groupBy, CAMPAIGN_GROUPINGS);
      const types = asList(args.campaignType);
      if (types && types.length > 1 && types.includes("all" as CampaignType)) {
        fail(ctx, "campaignType", "`all` cannot be combined with other campaign types");
      } else if (!(types?.length === 1 && types[0] === ("all" as CampaignType))) {
        checkList(ctx, "campaignType", args.campaignType, CAMPAIGN_TYPES);
      }
      checkAdTypes(ctx, "adTypeId", args.adTypeId);
      checkList(ctx, "platform", args.platform);
      checkList(ctx, "appId", args.appId);
      if (args.campaignId !== undefined && (typeof args.campaignId !== "string" || args.campaignId === "")) {
        fail(ctx, "campaignId", "must be a non-empty string");
      }
      if (family === "legacy") {
        // Seed 001 "Versioning" 2: the legacy campaign filter allows one network, and adTypeId
        // only honours the first id; refuse rather than silently drop the rest.
        if (types && types.length > 1) fail(ctx, "campaignType", "the legacy endpoint accepts one campaign type");
        const adTypes = asList(args.adTypeId);
        if (adTypes && adTypes.length > 1) fail(ctx, "adTypeId", "the legacy endpoint accepts one ad type id");
      }
      // Values that are not strings were refused above; "${object}" would throw.
      const zone = canonical(args.timezone, TIMEZONES);
      const timezone = typeof zone === "string" ? zone : "PST";
      const grouping = typeof args.groupBy === "string" ? args.groupBy : "campaign";
      checkAvailability(ctx, dateMin, firstDay(grouping, timezone), `campaign groupBy ${grouping} (timezone ${timezone})`);
    },
    (args) => ({
      dateMin: args.dateMin,
      dateMax: args.dateMax,
      aggregate: canonical(args.aggregate, AGGREGATES),
      campaignId: args.campaignId,
      campaignType: asList(args.campaignType as string | readonly string[] | undefined),
      groupBy: args.groupBy,
      platform: asList(args.platform),
      role: args.role,
      adTypeId: normaliseAdTypes(args.adTypeId),
      timezone: canonical(args.timezone, TIMEZONES),
      appId: asList(args.appId),
    }),
  );
}

export function isAsyncCampaignGrouping(groupBy: CampaignGrouping | undefined): groupBy is AsyncCampaignGrouping {
  return (ASYNC_CAMPAIGN_GROUPINGS as readonly (string | undefined)[]).includes(groupBy);
}

/** Query parameters, named as in the seed's parameter table. */
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

/** Row of groupBy campaign / campaign_target; fields of the other role are 0 (seed 001). */
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

/** Groupings whose rows the seed does not show are parsed as open records. */
export const campaignOtherRow = z.record(z.string(), z.unknown());
export type CampaignOtherRow = z.infer<typeof campaignOtherRow>;

export function campaignRowSchema(groupBy: CampaignGrouping | undefined) {
  return groupBy === undefined || groupBy === "campaign" || groupBy === "campaign_target" ? campaignRow : campaignOtherRow;
}
