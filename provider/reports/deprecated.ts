// The report names before issue 9, kept one minor version (README "Deprecation policy"): each is
// the renamed function under its old name and logs a deprecation warning once. The old `getApp`
// is not here: `getApp` is now the app lookup, which still runs this report when called with
// report arguments (see provider/lookups/get-app.ts).
import type * as pulumi from "@pulumi/pulumi";
import type { AppCountryReport, GetAppCountryReportArgs } from "./app-country";
import type { CampaignReport, GetCampaignReportArgs } from "./campaign";
import {
  getAppCountryReport, getAppCountryReportOutput, getCampaignReport, getCampaignReportOutput, getMediationReport, getMediationReportOutput,
  getMonetizationReport, getMonetizationReportOutput,
} from "./data-sources";
import { warnDeprecated } from "./deprecation";
import type { GetMediationReportArgs, MediationReportResult } from "./mediation";
import type { GetMonetizationReportArgs, MonetizationReport } from "./monetization";
import type { InputArgs } from "./pulumi-context";
import type { ReportOptions } from "./report-context";

/** @deprecated Renamed {@link GetCampaignReportArgs}. */
export type GetCampaignArgs = GetCampaignReportArgs;
/** @deprecated Renamed {@link GetAppCountryReportArgs}. */
export type GetAppCountryArgs = GetAppCountryReportArgs;
/** @deprecated Renamed {@link GetMonetizationReportArgs}. */
export type GetMonetizationArgs = GetMonetizationReportArgs;
/** @deprecated Renamed {@link GetMediationReportArgs}. */
export type GetMediationArgs = GetMediationReportArgs;

/** @deprecated Renamed {@link getCampaignReport}; removed in the next minor version. */
export async function getCampaign<const A extends GetCampaignReportArgs>(args: A, options?: ReportOptions): Promise<CampaignReport<A["groupBy"]>> {
  warnDeprecated("getCampaign", "getCampaignReport");
  return getCampaignReport(args, options);
}
/** @deprecated Renamed {@link getCampaignReportOutput}; removed in the next minor version. */
export function getCampaignOutput(args: InputArgs<GetCampaignReportArgs>, options?: ReportOptions): pulumi.Output<CampaignReport> {
  warnDeprecated("getCampaignOutput", "getCampaignReportOutput");
  return getCampaignReportOutput(args, options);
}

/** @deprecated Renamed {@link getAppCountryReport}; removed in the next minor version. */
export async function getAppCountry(args: GetAppCountryReportArgs, options?: ReportOptions): Promise<AppCountryReport> {
  warnDeprecated("getAppCountry", "getAppCountryReport");
  return getAppCountryReport(args, options);
}
/** @deprecated Renamed {@link getAppCountryReportOutput}; removed in the next minor version. */
export function getAppCountryOutput(args: InputArgs<GetAppCountryReportArgs>, options?: ReportOptions): pulumi.Output<AppCountryReport> {
  warnDeprecated("getAppCountryOutput", "getAppCountryReportOutput");
  return getAppCountryReportOutput(args, options);
}

/** @deprecated Renamed {@link getMonetizationReport}; removed in the next minor version. */
export async function getMonetization(args: GetMonetizationReportArgs, options?: ReportOptions): Promise<MonetizationReport> {
  warnDeprecated("getMonetization", "getMonetizationReport");
  return getMonetizationReport(args, options);
}
/** @deprecated Renamed {@link getMonetizationReportOutput}; removed in the next minor version. */
export function getMonetizationOutput(args: InputArgs<GetMonetizationReportArgs>, options?: ReportOptions): pulumi.Output<MonetizationReport> {
  warnDeprecated("getMonetizationOutput", "getMonetizationReportOutput");
  return getMonetizationReportOutput(args, options);
}

/** @deprecated Renamed {@link getMediationReport}; removed in the next minor version. */
export async function getMediation(args: GetMediationReportArgs = {}, options?: ReportOptions): Promise<MediationReportResult> {
  warnDeprecated("getMediation", "getMediationReport");
  return getMediationReport(args, options);
}
/** @deprecated Renamed {@link getMediationReportOutput}; removed in the next minor version. */
export function getMediationOutput(args: InputArgs<GetMediationReportArgs> = {}, options?: ReportOptions): pulumi.Output<MediationReportResult> {
  warnDeprecated("getMediationOutput", "getMediationReportOutput");
  return getMediationReportOutput(args, options);
}
