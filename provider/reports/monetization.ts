// The analytics API's monetization report as a data source: ad spend by app and day.
import type { MonetizationReportArgs, MonetizationRow } from "../client";
import { type AnalyticsApi, type AnalyticsApiArgs, defined, openAnalytics } from "./analytics-api";
import { type FunctionContext } from "../functions/function-context";
import { type ReportSummary, summarise } from "./summary";

/** The API's defaults: appIds all, role advertiser. */
export interface GetMonetizationReportArgs extends MonetizationReportArgs, AnalyticsApiArgs {}

export interface MonetizationReport {
  api: AnalyticsApi;
  query: MonetizationReportArgs;
  rows: MonetizationRow[];
  /** Totals of ad_spend and ad_spend_d1 (the relative fields are percentages, not summed). */
  summary: ReportSummary;
}

export const MONETIZATION_DEFAULTS = { role: "advertiser" } as const;

export async function runMonetization(args: GetMonetizationReportArgs, ctx: FunctionContext): Promise<MonetizationReport> {
  const { api, client, reportArgs } = openAnalytics("monetization report", ctx, args);
  const query = { ...MONETIZATION_DEFAULTS, ...defined(reportArgs as MonetizationReportArgs) } as MonetizationReportArgs;
  const rows = await client.monetization(query);
  return { api, query, rows, summary: summarise(rows, ["ad_spend", "ad_spend_d1"]) };
}
