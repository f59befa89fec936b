// The report data sources as registry entries: token, description, argument and result schemas,
// and the runner both faces share (data-sources.ts wraps these for programs).
import type { z } from "zod";
import { type DataSource, defineDataSource } from "../functions/data-source";
import type { FunctionDefinition } from "../functions/definition";
import { type AppReport, type GetAppReportArgs, runApp } from "./app";
import { type AppCountryReport, type GetAppCountryReportArgs, runAppCountry } from "./app-country";
import { type CampaignReport, type GetCampaignReportArgs, runCampaign } from "./campaign";
import { type GetInstallExportArgs, type InstallExportSummary, runInstallExport } from "./install-export";
import { type GetMediationReportArgs, type MediationReportResult, runMediation } from "./mediation";
import { type GetMonetizationReportArgs, type MonetizationReport, runMonetization } from "./monetization";
import type { FunctionContext } from "../functions/function-context";
import {
  AnalyticsReportResultSchema, AppCountryReportArgsSchema, AppReportArgsSchema, CampaignReportArgsSchema, InstallExportArgsSchema,
  InstallExportSummarySchema, MediationReportArgsSchema, MediationReportResultSchema, MonetizationReportArgsSchema,
} from "./schemas";

/**
 * The schemas describe the arguments and results (their parse passes values through unchanged);
 * the TypeScript types stay the runners' richer ones (rows typed per grouping).
 */
function report<A, R>(
  token: FunctionDefinition["token"], description: string, args: z.ZodType, result: z.ZodType, run: (args: A, ctx: FunctionContext) => Promise<R>,
): DataSource<A, R> {
  return defineDataSource<A, R>({ token, description, args: args as z.ZodType<A>, result: result as z.ZodType<R>, run });
}

const ANALYTICS = "Analytics v5, or the legacy /metrics family with api: \"legacy\".";

export const campaignReport = report<GetCampaignReportArgs, CampaignReport>(
  "adpublisher:index:getCampaignReport",
  `Campaign report from the analytics API. ${ANALYTICS} groupBy app, app,creative and country run as a queued job, polled to the end.`,
  CampaignReportArgsSchema, AnalyticsReportResultSchema, runCampaign,
);
export const appReport = report<GetAppReportArgs, AppReport>(
  "adpublisher:index:getAppReport",
  `App report from the analytics API, rows per grouping. ${ANALYTICS}`,
  AppReportArgsSchema, AnalyticsReportResultSchema, runApp,
);
export const appCountryReport = report<GetAppCountryReportArgs, AppCountryReport>(
  "adpublisher:index:getAppCountryReport",
  `App-by-country report from the analytics API. ${ANALYTICS}`,
  AppCountryReportArgsSchema, AnalyticsReportResultSchema, runAppCountry,
);
export const monetizationReport = report<GetMonetizationReportArgs, MonetizationReport>(
  "adpublisher:index:getMonetizationReport",
  `Monetization (ad spend) report from the analytics API. ${ANALYTICS}`,
  MonetizationReportArgsSchema, AnalyticsReportResultSchema, runMonetization,
);
export const mediationReport = report<GetMediationReportArgs, MediationReportResult>(
  "adpublisher:index:getMediationReport",
  "Mediation report from the mediation reporting API: v2 with a bearer token, or v1 with the Cookie credentials (version: \"v1\"); 40 requests per 10 minutes per account, waited for.",
  MediationReportArgsSchema, MediationReportResultSchema, runMediation,
);
export const installExport = report<GetInstallExportArgs, InstallExportSummary>(
  "adpublisher:index:getInstallExport",
  "Install export from the analytics API: a queued job streamed to `path`; returns only its summary (rows, bytes, path, columns), never the rows.",
  InstallExportArgsSchema, InstallExportSummarySchema, runInstallExport,
);
