// Report data sources, next to the configuration they report on. Runners without Pulumi live in
// one module per report; functions.ts makes them registry entries, data-sources.ts wraps those
// for programs, deprecated.ts keeps the old names one minor version.
export * from "./data-sources";
export * from "./deprecated";
export type { InputArgs } from "../functions/program";
export type { ReportOptions } from "../functions/function-context";
export type { ReportSummary } from "./summary";
export type { AnalyticsApi, AnalyticsApiArgs, JobArgs } from "./analytics-api";
export type { GetCampaignReportArgs, CampaignReport, CampaignRowFor } from "./campaign";
export type { GetAppReportArgs, AppReport } from "./app";
export type { AppRowFor, AppCountryGroupedRow, AppRoleRow } from "./app-rows";
export type { GetInstallExportArgs, InstallExportSummary } from "./install-export";
export type { GetAppCountryReportArgs, AppCountryReport } from "./app-country";
export type { GetMonetizationReportArgs, MonetizationReport } from "./monetization";
export type { GetMediationReportArgs, MediationReportResult } from "./mediation";
