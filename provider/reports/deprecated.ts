// The report names of 0.1, kept one minor version (docs/reports.md, "The old report names"): each is
// the renamed function under its old name and logs a deprecation warning once. The old `getApp`
// is not here: `getApp` is now the app lookup, which still runs this report when called with
// report arguments (see provider/lookups/get-app.ts).
import type { GetAppCountryReportArgs } from "./app-country";
import type { GetCampaignReportArgs } from "./campaign";
import {
  getAppCountryReport, getAppCountryReportOutput, getCampaignReport, getCampaignReportOutput, getMediationReport, getMediationReportOutput,
  getMonetizationReport, getMonetizationReportOutput,
} from "./data-sources";
import { warnDeprecated } from "./deprecation";
import type { GetMediationReportArgs } from "./mediation";
import type { GetMonetizationReportArgs } from "./monetization";

/** @deprecated Renamed {@link GetCampaignReportArgs}. */
export type GetCampaignArgs = GetCampaignReportArgs;
/** @deprecated Renamed {@link GetAppCountryReportArgs}. */
export type GetAppCountryArgs = GetAppCountryReportArgs;
/** @deprecated Renamed {@link GetMonetizationReportArgs}. */
export type GetMonetizationArgs = GetMonetizationReportArgs;
/** @deprecated Renamed {@link GetMediationReportArgs}. */
export type GetMediationArgs = GetMediationReportArgs;

/** `renamed` under its old name: same arguments and result, one warning per process. */
function oldName<F extends (...args: never[]) => unknown>(renamed: F, old: string, current: string): F {
  return ((...args: Parameters<F>) => {
    warnDeprecated(old, current);
    return renamed(...args);
  }) as F;
}

/** @deprecated Renamed {@link getCampaignReport}; removed in the next minor version. */
export const getCampaign = oldName(getCampaignReport, "getCampaign", "getCampaignReport");
/** @deprecated Renamed {@link getCampaignReportOutput}; removed in the next minor version. */
export const getCampaignOutput = oldName(getCampaignReportOutput, "getCampaignOutput", "getCampaignReportOutput");
/** @deprecated Renamed {@link getAppCountryReport}; removed in the next minor version. */
export const getAppCountry = oldName(getAppCountryReport, "getAppCountry", "getAppCountryReport");
/** @deprecated Renamed {@link getAppCountryReportOutput}; removed in the next minor version. */
export const getAppCountryOutput = oldName(getAppCountryReportOutput, "getAppCountryOutput", "getAppCountryReportOutput");
/** @deprecated Renamed {@link getMonetizationReport}; removed in the next minor version. */
export const getMonetization = oldName(getMonetizationReport, "getMonetization", "getMonetizationReport");
/** @deprecated Renamed {@link getMonetizationReportOutput}; removed in the next minor version. */
export const getMonetizationOutput = oldName(getMonetizationReportOutput, "getMonetizationOutput", "getMonetizationReportOutput");
/** @deprecated Renamed {@link getMediationReport}; removed in the next minor version. */
export const getMediation = oldName(getMediationReport, "getMediation", "getMediationReport");
/** @deprecated Renamed {@link getMediationReportOutput}; removed in the next minor version. */
export const getMediationOutput = oldName(getMediationReportOutput, "getMediationOutput", "getMediationReportOutput");
