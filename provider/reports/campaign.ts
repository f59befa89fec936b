// The analytics API's campaign report as a data source. Groupings campaign, campaign_target,
// campaign_type, date and target_creative answer at once; app, app,creative and country run as a
// job that is polled to the end, and whose rows come back as the result file's cells (text).
import {
  type AsyncCampaignGrouping, type CampaignGrouping, type CampaignOtherRow, type CampaignReportArgs, type CampaignRow,
  type ReportJob, type ReportRecord,
} from "../client";
import { isAsyncCampaignGrouping } from "../models/analytics-campaign";
import { type AnalyticsApi, type AnalyticsApiArgs, type JobArgs, defined, openAnalytics } from "./analytics-api";
import { runJob } from "./job-runner";
import { type FunctionContext, timeoutRule } from "../functions/function-context";
import { type ReportSummary, summarise } from "./summary";

/**
 * The API's defaults: aggregate daily, campaignType network (which also returns exchange data),
 * timezone PST, role both (sent as no role), groupBy none (campaign is the effective grouping).
 */
export interface GetCampaignReportArgs extends CampaignReportArgs, AnalyticsApiArgs, JobArgs {}

/** Rows typed where the API shows the fields (campaign, campaign_target). */
export type CampaignRowFor<G> = G extends AsyncCampaignGrouping
  ? ReportRecord
  : G extends "campaign" | "campaign_target" | undefined
    ? CampaignRow
    : CampaignOtherRow;

export interface CampaignReport<G extends CampaignGrouping | undefined = CampaignGrouping | undefined> {
  api: AnalyticsApi;
  /** The arguments as sent, defaults included. */
  query: CampaignReportArgs;
  /** Set for the queued groupings (app, app,creative, country). */
  jobId?: string;
  /** True when the first job expired and the report was queued again. */
  requeued?: boolean;
  rows: CampaignRowFor<G>[];
  summary: ReportSummary;
}

export const CAMPAIGN_DEFAULTS = { aggregate: "daily", campaignType: "network", timezone: "PST" } as const;

/** Additive metrics of the campaign row, summed in the summary. */
const CAMPAIGN_METRICS = [
  "clicksDelivered", "clicksReceived", "impressionsDelivered", "impressionsReceived", "installDelivered", "installReceived",
  "moneyEarned", "moneySpent", "videoCompletedDelivered", "videoCompletedReceived",
];

export async function runCampaign<const A extends GetCampaignReportArgs>(args: A, ctx: FunctionContext): Promise<CampaignReport<A["groupBy"]>> {
  const { api, client, own, reportArgs } = openAnalytics("campaign report", ctx, args, ["timeoutSeconds"], (o) => [
    timeoutRule(o.timeoutSeconds),
  ]);
  const query: CampaignReportArgs = { ...CAMPAIGN_DEFAULTS, ...defined(reportArgs as CampaignReportArgs) } as CampaignReportArgs;
  // Built before the client validates the arguments: a groupBy that is no string must not throw here.
  const what = `campaign report (${api}, groupBy ${typeof query.groupBy === "string" ? query.groupBy : "campaign"})`;

  if (isAsyncCampaignGrouping(query.groupBy)) {
    const run = await runJob(what, ctx, own.timeoutSeconds, async () => (await client.campaign(query)) as ReportJob<ReportRecord>, async (job, poll) => {
      const rows: ReportRecord[] = [];
      for await (const row of job.rows({ poll })) rows.push(row);
      return rows;
    });
    const rows = run.value as CampaignRowFor<A["groupBy"]>[];
    return { api, query, jobId: run.jobId, requeued: run.requeued, rows, summary: summarise(run.value, CAMPAIGN_METRICS) };
  }
  const rows = (await client.campaign(query)) as (CampaignRow | CampaignOtherRow)[];
  return { api, query, rows: rows as CampaignRowFor<A["groupBy"]>[], summary: summarise(rows, CAMPAIGN_METRICS) };
}
