// The report data sources in the Pulumi style: `getXReport(args)` resolves once with the report,
// `getXReportOutput(args)` takes inputs and gives an Output. Both run the registry's data source
// (functions.ts), so arguments are checked before any call and errors name the argument and rule.
import type * as pulumi from "@pulumi/pulumi";
import type { AppReport, GetAppReportArgs } from "./app";
import type { AppCountryReport, GetAppCountryReportArgs } from "./app-country";
import type { CampaignReport, GetCampaignReportArgs } from "./campaign";
import { appCountryReport, appReport, campaignReport, installExport, mediationReport, monetizationReport } from "./functions";
import type { GetInstallExportArgs, InstallExportSummary } from "./install-export";
import type { GetMediationReportArgs, MediationReportResult } from "./mediation";
import type { GetMonetizationReportArgs, MonetizationReport } from "./monetization";
import { type InputArgs, output, runInProgram } from "../functions/program";
import type { ReportOptions } from "../functions/function-context";

/** Campaign report (analytics v5, or legacy with `api: "legacy"`); queued groupings are polled to the end. */
export async function getCampaignReport<const A extends GetCampaignReportArgs>(args: A, options?: ReportOptions): Promise<CampaignReport<A["groupBy"]>> {
  return (await runInProgram(campaignReport, args, options)) as CampaignReport<A["groupBy"]>;
}
export function getCampaignReportOutput(args: InputArgs<GetCampaignReportArgs>, options?: ReportOptions): pulumi.Output<CampaignReport> {
  return output(args, (a: GetCampaignReportArgs) => getCampaignReport(a, options));
}

/** App report, rows typed per grouping (country vs the per-role groupings). */
export async function getAppReport<const A extends GetAppReportArgs>(args: A, options?: ReportOptions): Promise<AppReport<A["groupBy"]>> {
  return (await runInProgram(appReport, args, options)) as AppReport<A["groupBy"]>;
}
export function getAppReportOutput(args: InputArgs<GetAppReportArgs>, options?: ReportOptions): pulumi.Output<AppReport> {
  return output(args, (a: GetAppReportArgs) => getAppReport(a, options));
}

/** Install export, streamed to `path`; resolves with a summary (rows, bytes, path, columns), never the rows. */
export async function getInstallExport(args: GetInstallExportArgs, options?: ReportOptions): Promise<InstallExportSummary> {
  return runInProgram(installExport, args, options);
}
export function getInstallExportOutput(args: InputArgs<GetInstallExportArgs>, options?: ReportOptions): pulumi.Output<InstallExportSummary> {
  return output(args, (a: GetInstallExportArgs) => getInstallExport(a, options));
}

/** App-by-country report. */
export async function getAppCountryReport(args: GetAppCountryReportArgs, options?: ReportOptions): Promise<AppCountryReport> {
  return runInProgram(appCountryReport, args, options);
}
export function getAppCountryReportOutput(args: InputArgs<GetAppCountryReportArgs>, options?: ReportOptions): pulumi.Output<AppCountryReport> {
  return output(args, (a: GetAppCountryReportArgs) => getAppCountryReport(a, options));
}

/** Monetization (ad spend) report. */
export async function getMonetizationReport(args: GetMonetizationReportArgs, options?: ReportOptions): Promise<MonetizationReport> {
  return runInProgram(monetizationReport, args, options);
}
export function getMonetizationReportOutput(args: InputArgs<GetMonetizationReportArgs>, options?: ReportOptions): pulumi.Output<MonetizationReport> {
  return output(args, (a: GetMonetizationReportArgs) => getMonetizationReport(a, options));
}

/** Mediation report (v2, or v1 with the Cookie credentials via `version: "v1"`). */
export async function getMediationReport(args: GetMediationReportArgs = {}, options?: ReportOptions): Promise<MediationReportResult> {
  return runInProgram(mediationReport, args, options);
}
export function getMediationReportOutput(args: InputArgs<GetMediationReportArgs> = {}, options?: ReportOptions): pulumi.Output<MediationReportResult> {
  return output(args, (a: GetMediationReportArgs) => getMediationReport(a, options));
}
