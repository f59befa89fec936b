// The analytics API's App report as a data source: synchronous for every grouping.
import type { AppGrouping, AppReportArgs } from "../client";
import { type AnalyticsApi, type AnalyticsApiArgs, defined, openAnalytics } from "./analytics-api";
import type { AppRowFor } from "./app-rows";
import { type FunctionContext } from "../functions/function-context";
import { type ReportSummary, summarise } from "./summary";

/** The API's defaults: aggregate daily, appId all, groupBy none (app effective), platform all, role both. */
export interface GetAppReportArgs extends AppReportArgs, AnalyticsApiArgs {}

export interface AppReport<G extends AppGrouping | undefined = AppGrouping | undefined> {
  api: AnalyticsApi;
  /** The arguments as sent, defaults included. */
  query: AppReportArgs;
  rows: AppRowFor<G>[];
  summary: ReportSummary;
}

export const APP_DEFAULTS = { aggregate: "daily" } as const;

export async function runApp<const A extends GetAppReportArgs>(args: A, ctx: FunctionContext): Promise<AppReport<A["groupBy"]>> {
  const { api, client, reportArgs } = openAnalytics("app report", ctx, args);
  const query = { ...APP_DEFAULTS, ...defined(reportArgs as AppReportArgs) } as AppReportArgs;
  const rows = await client.app(query);
  return { api, query, rows: rows as AppRowFor<A["groupBy"]>[], summary: summarise(rows) };
}
