// Report data sources (issue: reports next to the configuration). Runners without Pulumi live in
// one module per report; data-sources.ts wraps them for programs.
export * from "./data-sources";
export type { InputArgs } from "./pulumi-context";
export type { ReportOptions } from "./report-context";
export type { ReportSummary } from "./summary";
export type { AnalyticsApi, AnalyticsApiArgs, JobArgs } from "./analytics-api";
export type { GetCampaignArgs, CampaignReport, CampaignRowFor } from "./campaign";
export type { GetAppArgs, AppReport } from "./app";
export type { AppRowFor, AppCountryGroupedRow, AppRoleRow } from "./app-rows";
export type { GetInstallExportArgs, InstallExportSummary } from "./install-export";
export type { GetAppCountryArgs, AppCountryReport } from "./app-country";
export type { GetMonetizationArgs, MonetizationReport } from "./monetization";
export type { GetMediationArgs, MediationReportResult } from "./mediation";
