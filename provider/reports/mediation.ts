// The mediation reporting API (`POST /v2/publisher/metrics`) as a data source: v2 with a bearer token by
// default, or v1 with the Cookie credentials (`version: "v1"`). Every request, each retry
// included, waits for the process-wide limiter of 40 requests per 10 minutes per account, and
// says so when it must wait.
import { MEDIATION_DEFAULTS } from "../models/mediation";
import {
  type MediationReportArgs, type MediationRow, type MediationVersion, createApiContext, createMediationClient,
} from "../client";
import { BEARER_SETTINGS, type FunctionContext, checkExtras, oneOfRule, requireSettings, splitArgs } from "../functions/function-context";
import { type ReportSummary, summarise } from "./summary";

export const MEDIATION_VERSIONS = ["v2", "v1"] as const;

/**
 * The API's defaults: dimensions date, app, mediation_placement_name, placement_type,
 * demand_source, country; metrics requests, impressions, estimated_earnings, ecpm, fill_rate;
 * timezone PST (all sent explicitly); dateMin and dateMax today (left to the service).
 */
export interface GetMediationReportArgs extends MediationReportArgs {
  /** "v2" (default; bearer) or "v1" (Cookie: needs adpublisher:legacyUserId and legacyUserSignature). */
  version?: MediationVersion;
}

export interface MediationReportResult {
  version: MediationVersion;
  /** The arguments as sent, defaults included. */
  query: MediationReportArgs;
  rows: MediationRow[];
  rowCount: number;
  processTime?: number;
  queryTime?: number;
  /** Totals of requests, impressions, estimated earnings... (ecpm and rates are not summed). */
  summary: ReportSummary;
}

export async function runMediation(args: GetMediationReportArgs, ctx: FunctionContext): Promise<MediationReportResult> {
  const [own, reportArgs] = splitArgs(args, ["version"]);
  checkExtras("mediation report", [oneOfRule("version", own.version, MEDIATION_VERSIONS)]);
  const version = own.version ?? "v2";
  requireSettings(
    ctx.config,
    version === "v2" ? ["reportingUrl", ...BEARER_SETTINGS] : ["reportingUrl", "legacyUserId", "legacyUserSignature"],
    `the mediation report (${version})`,
  );
  const query: MediationReportArgs = {
    dimensions: [...MEDIATION_DEFAULTS.dimensions],
    metrics: [...MEDIATION_DEFAULTS.metrics],
    timezone: MEDIATION_DEFAULTS.timezone,
    ...Object.fromEntries(Object.entries(reportArgs).filter(([, v]) => v !== undefined)),
  };
  // Its own pipeline on the run's clock: every attempt waits for the account's limiter.
  const api = createApiContext(ctx.config, { clock: ctx.clock });
  const shared = ctx.mediationLimiter ?? ctx.mediationLimiters.for(ctx.config, version, api.clock);
  const limiter = {
    acquire: async () => {
      const waitMs = shared.delayMs?.() ?? 0;
      if (waitMs > 0) ctx.progress(`mediation report (${version}): waiting ${Math.ceil(waitMs / 1000)} s for the rate limit (40 requests per 10 minutes)`);
      await shared.acquire();
    },
  };
  const client = createMediationClient(api, version, { limiter });
  const report = await client.report(query);
  return {
    version, query, rows: report.data, rowCount: report.rowCount, processTime: report.processTime, queryTime: report.queryTime,
    summary: summarise(report.data),
  };
}
