// Analytics reports, `/v5/analytics` and the legacy `/metrics`. One method per report: synchronous
// groupings answer typed rows, queued ones (campaign by app, app,creative or country; the install
// export always) a ReportJob handle.
//
// Why the query string for v5: the API shows v5 reports as GET with a JSON body. A GET body is
// legal but has no defined semantics (RFC 9110 9.3.1): proxies, gateways and caches may drop it
// or refuse the request. The service takes the same parameters in the query string (the legacy
// family does, and the emulator reads both), so both families send them there.
import { z } from "zod";
import { requireSetting } from "../config";
import type { ApiContext, ApiRequest } from "../api-context";
import { UnexpectedResponseError } from "../errors";
import { parseInput } from "../validate";
import { type AllTimeReportArgs, type AllTimeRow, allTimeParams, allTimeReportArgs, allTimeRow } from "../../models/analytics-alltime";
import { type AppReportArgs, type AppRow, appParams, appReportArgs, appRow } from "../../models/analytics-app";
import { type AppCountryReportArgs, type AppCountryRow, appCountryParams, appCountryReportArgs, appCountryRow } from "../../models/analytics-appcountry";
import {
  type AsyncCampaignGrouping, type CampaignOtherRow, type CampaignReportArgs, type CampaignRow, campaignParams,
  campaignReportArgs, campaignRowSchema, isAsyncCampaignGrouping,
} from "../../models/analytics-campaign";
import { type AnalyticsFamily, type ReportRecord, extractRows, jobAccepted } from "../../models/analytics-common";
import { type InstallExportArgs, type InstallExportRow, installExportArgs, installExportParams } from "../../models/analytics-install";
import { type MonetizationReportArgs, type MonetizationRow, monetizationParams, monetizationReportArgs, monetizationRow } from "../../models/analytics-monetization";
import { type JobEndpoint, type ReportJob, reportJob } from "./jobs";

/** Rows for synchronous groupings (typed for campaign / campaign_target), a job for queued ones. */
export type CampaignResult<G> = G extends AsyncCampaignGrouping
  ? ReportJob<ReportRecord>
  : G extends "campaign" | "campaign_target" | undefined
    ? CampaignRow[]
    : CampaignOtherRow[];

export interface AnalyticsClient {
  readonly family: AnalyticsFamily;
  campaign<const A extends CampaignReportArgs>(args: A): Promise<CampaignResult<A["groupBy"]>>;
  app(args: AppReportArgs): Promise<AppRow[]>;
  /** Always queued; the result has the install export's columns. */
  install(args: InstallExportArgs): Promise<ReportJob<InstallExportRow>>;
  appCountry(args: AppCountryReportArgs): Promise<AppCountryRow[]>;
  monetization(args: MonetizationReportArgs): Promise<MonetizationRow[]>;
  alltime(args?: AllTimeReportArgs): Promise<AllTimeRow[]>;
  /** A handle on a job queued earlier (e.g. an id kept across processes). */
  job<Row extends Record<string, string> = ReportRecord>(jobId: string): ReportJob<Row>;
}

interface FamilyWiring {
  endpoint: Omit<JobEndpoint, "prefix">;
  prefix: string;
}

function wiring(ctx: ApiContext, family: AnalyticsFamily): FamilyWiring {
  if (family === "v5") {
    return { prefix: "/v5/analytics", endpoint: { ctx, family, base: "baseUrl", auth: "bearer", authQuery: () => ({}) } };
  }
  // Legacy: `userId` and `userSignature` as query parameters, as `/metrics` takes them. The core
  // never puts a query string in an error message or log line, so the signature stays private.
  const authQuery = () => ({
    userId: requireSetting(ctx.config, "legacyUserId"),
    userSignature: requireSetting(ctx.config, "legacyUserSignature"),
  });
  return { prefix: "/metrics", endpoint: { ctx, family, base: "legacyAnalyticsUrl", auth: "none", authQuery } };
}

export function createAnalyticsClient(ctx: ApiContext, family: AnalyticsFamily): AnalyticsClient {
  const { endpoint, prefix } = wiring(ctx, family);
  const jobs: JobEndpoint = { ...endpoint, prefix: `${prefix}/jobs` };
  const request = (report: string, params: Record<string, string>): ApiRequest => ({
    method: "GET", base: endpoint.base, path: `${prefix}/${report}`, query: { ...params, ...endpoint.authQuery() }, auth: endpoint.auth,
    tokenVersion: "v5",
  });

  const rows = async <S extends z.ZodType>(report: string, params: Record<string, string>, row: S): Promise<z.output<S>[]> => {
    const req = request(report, params);
    const body = await ctx.json(req, jsonValue, { camelCase: false });
    const list = extractRows(body);
    if (!list) throw unexpected(req, "expected a list of rows");
    return list.map((item, index) => {
      const parsed = row.safeParse(item);
      if (!parsed.success) throw unexpected(req, `row ${index}: ${parsed.error.issues[0]?.path.join(".")}: ${parsed.error.issues[0]?.message}`);
      return parsed.data;
    });
  };

  const queue = async <Row extends Record<string, string>>(report: string, params: Record<string, string>) => {
    const { jobId } = await ctx.json(request(report, params), jobAccepted, { camelCase: false });
    return reportJob<Row>(jobs, jobId);
  };

  const what = (report: string) => `${report} report (${family}) arguments`;

  return {
    family,
    campaign: async <const A extends CampaignReportArgs>(args: A) => {
      const query = parseInput(campaignReportArgs(family), args, what("campaign"));
      const params = campaignParams(query);
      if (isAsyncCampaignGrouping(query.groupBy)) return (await queue("campaign", params)) as CampaignResult<A["groupBy"]>;
      return (await rows("campaign", params, campaignRowSchema(query.groupBy))) as CampaignResult<A["groupBy"]>;
    },
    app: async (args) => rows("app", appParams(parseInput(appReportArgs(family), args, what("app"))), appRow),
    install: async (args) =>
      queue<InstallExportRow>("install", installExportParams(parseInput(installExportArgs(family), args, what("install export")))),
    appCountry: async (args) =>
      rows("appcountry", appCountryParams(parseInput(appCountryReportArgs(family), args, what("app-by-country"))), appCountryRow),
    monetization: async (args) =>
      rows("monetization", monetizationParams(parseInput(monetizationReportArgs(family), args, what("monetization"))), monetizationRow),
    alltime: async (args = {}) => rows("alltime", allTimeParams(parseInput(allTimeReportArgs(family), args, what("all-time"))), allTimeRow),
    job: <Row extends Record<string, string> = ReportRecord>(jobId: string) => reportJob<Row>(jobs, jobId),
  };
}

const jsonValue = z.unknown();

function unexpected(req: ApiRequest, detail: string): UnexpectedResponseError {
  return new UnexpectedResponseError(`${req.method} ${req.path}: the response does not have the documented shape: ${detail}`, {
    method: req.method,
    path: req.path,
  });
}
