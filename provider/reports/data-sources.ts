// The report data sources in the Pulumi style: `getX(args)` resolves once with the report,
// `getXOutput(args)` takes inputs and gives an Output. Every argument rule is checked before
// any call, and the error names the argument and the rule.
import * as pulumi from "@pulumi/pulumi";
import type { AppCountryReport, GetAppCountryArgs } from "./app-country";
import { runAppCountry } from "./app-country";
import { type AppReport, type GetAppArgs, runApp } from "./app";
import { type CampaignReport, type GetCampaignArgs, runCampaign } from "./campaign";
import { type GetInstallExportArgs, type InstallExportSummary, runInstallExport } from "./install-export";
import { type GetMediationArgs, type MediationReportResult, runMediation } from "./mediation";
import { type GetMonetizationArgs, type MonetizationReport, runMonetization } from "./monetization";
import { type InputArgs, pulumiReportContext } from "./pulumi-context";
import type { ReportOptions } from "./report-context";

function output<A, R>(args: InputArgs<A>, get: (resolved: A) => Promise<R>): pulumi.Output<R> {
  return pulumi.output(args).apply((resolved) => get(resolved as unknown as A)) as pulumi.Output<R>;
}

/** Campaign report (analytics v5, or legacy with `api: "legacy"`); queued groupings are polled to the end. */
export async function getCampaign<const A extends GetCampaignArgs>(args: A, options?: ReportOptions): Promise<CampaignReport<A["groupBy"]>> {
  return runCampaign(args, pulumiReportContext(options));
}
export function getCampaignOutput(args: InputArgs<GetCampaignArgs>, options?: ReportOptions): pulumi.Output<CampaignReport> {
  return output(args, (a: GetCampaignArgs) => getCampaign(a, options));
}

/** App report, rows typed per grouping (country vs the per-role groupings). */
export async function getApp<const A extends GetAppArgs>(args: A, options?: ReportOptions): Promise<AppReport<A["groupBy"]>> {
  return runApp(args, pulumiReportContext(options));
}
export function getAppOutput(args: InputArgs<GetAppArgs>, options?: ReportOptions): pulumi.Output<AppReport> {
  return output(args, (a: GetAppArgs) => getApp(a, options));
}

/** Install export, streamed to `path`; resolves with a summary (rows, bytes, path, columns), never the rows. */
export async function getInstallExport(args: GetInstallExportArgs, options?: ReportOptions): Promise<InstallExportSummary> {
  return runInstallExport(args, pulumiReportContext(options));
}
export function getInstallExportOutput(args: InputArgs<GetInstallExportArgs>, options?: ReportOptions): pulumi.Output<InstallExportSummary> {
  return output(args, (a: GetInstallExportArgs) => getInstallExport(a, options));
}

/** App-by-country report. */
export async function getAppCountry(args: GetAppCountryArgs, options?: ReportOptions): Promise<AppCountryReport> {
  return runAppCountry(args, pulumiReportContext(options));
}
export function getAppCountryOutput(args: InputArgs<GetAppCountryArgs>, options?: ReportOptions): pulumi.Output<AppCountryReport> {
  return output(args, (a: GetAppCountryArgs) => getAppCountry(a, options));
}

/** Monetization (ad spend) report. */
export async function getMonetization(args: GetMonetizationArgs, options?: ReportOptions): Promise<MonetizationReport> {
  return runMonetization(args, pulumiReportContext(options));
}
export function getMonetizationOutput(args: InputArgs<GetMonetizationArgs>, options?: ReportOptions): pulumi.Output<MonetizationReport> {
  return output(args, (a: GetMonetizationArgs) => getMonetization(a, options));
}

/** Mediation report (v2, or v1 with the Cookie credentials via `version: "v1"`). */
export async function getMediation(args: GetMediationArgs = {}, options?: ReportOptions): Promise<MediationReportResult> {
  return runMediation(args, pulumiReportContext(options));
}
export function getMediationOutput(args: InputArgs<GetMediationArgs> = {}, options?: ReportOptions): pulumi.Output<MediationReportResult> {
  return output(args, (a: GetMediationArgs) => getMediation(a, options));
}
