// The analytics API's app-by-country report as a data source. Data for a past day is usually complete
// about 2 hours after the day ends (up to 9 hours): a report of today or yesterday may grow later.
import type { AppCountryReportArgs, AppCountryRow } from "../client";
import { type AnalyticsApi, type AnalyticsApiArgs, defined, openAnalytics } from "./analytics-api";
import { type FunctionContext } from "../functions/function-context";
import { type ReportSummary, summarise } from "./summary";

/**
 * The API's defaults: appIds all, role publisher, timezone pst (sent explicitly, since the API
 * segments days by UTC by default), adLocation omitted (everything under `overall`). campaignType
 * (service default network) is left out unless given: mediation networks should omit it.
 */
export interface GetAppCountryReportArgs extends AppCountryReportArgs, AnalyticsApiArgs {}

export interface AppCountryReport {
  api: AnalyticsApi;
  query: AppCountryReportArgs;
  rows: AppCountryRow[];
  summary: ReportSummary;
}

export const APP_COUNTRY_DEFAULTS = { role: "publisher", timezone: "pst" } as const;

export async function runAppCountry(args: GetAppCountryReportArgs, ctx: FunctionContext): Promise<AppCountryReport> {
  const { api, client, reportArgs } = openAnalytics("app-by-country report", ctx, args);
  const query = { ...APP_COUNTRY_DEFAULTS, ...defined(reportArgs as AppCountryReportArgs) } as AppCountryReportArgs;
  const rows = await client.appCountry(query);
  return { api, query, rows, summary: summarise(rows) };
}
