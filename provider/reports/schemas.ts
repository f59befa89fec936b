// The reports' arguments and results as zod schemas, for the function registry (the plugin checks
// arguments with them; schema.json derives `inputs`/`outputs` from them). They check each
// argument's shape; the rules across arguments (date ranges, data availability, legacy limits,
// metric compatibility) stay in the models and run in the runner, before any call too. Objects
// are loose so an unknown name reaches the model, whose message lists the known ones.
import { described } from "../models/field-docs";
import { z } from "zod";
import {
  AD_TYPE_FILTERS, AGGREGATES, APP_GROUPINGS, CAMPAIGN_GROUPINGS, CAMPAIGN_TYPES, MEDIATION_DIMENSIONS, MEDIATION_METRICS,
  NETWORK_TYPES, ROLES, TIMEZONES,
} from "../models/reports";
import { ROLES_WITH_BOTH } from "../models/analytics-common";
import { ANALYTICS_APIS } from "./analytics-api";
import { INSTALL_EXPORT_FORMATS } from "./install-export";
import { MEDIATION_VERSIONS } from "./mediation";

type Issue = { input?: unknown };
const got = (i: Issue) => `(got ${JSON.stringify(i.input)})`;

/** An enumeration whose message matches the models' (`must be one of a, b (got "c")`). */
export function choice<const T extends readonly [string, ...string[]]>(values: T, description: string) {
  return described(z.enum(values, { error: (i: Issue) => (i.input === undefined ? "is required" : `must be one of ${values.join(", ")} ${got(i)}`) }), description);
}

/** Accepted in any case (`Daily`, `utc`), so the model checks the value; the schema lists it. */
const anyCase = (values: readonly string[], description: string) =>
  described(z.string({ error: (i: Issue) => `must be one of ${values.join(", ")} ${got(i)}` }), `${description} Any case.`);

const day = (description: string) =>
  described(z.string({ error: (i: Issue) => (i.input === undefined ? "is required (YYYY-MM-DD)" : `must be a date in YYYY-MM-DD format ${got(i)}`) }), description);
const list = (description: string) =>
  described(z.union([z.string(), z.array(z.string())], { error: (i: Issue) => `must be a string or a list of strings ${got(i)}` }), description);
const adTypeIds = (description: string) =>
  described(z.union([z.number(), z.string(), z.array(z.union([z.number(), z.string()]))], { error: (i: Issue) => `must be an ad type id or a list of them ${got(i)}` }), `${description} (${AD_TYPE_FILTERS.join(", ")})`);

const dated = {
  dateMin: day("First day, YYYY-MM-DD."),
  dateMax: day("Last day, YYYY-MM-DD, not before dateMin."),
};
const analytics = { api: choice(ANALYTICS_APIS, "v5 (default) or legacy (the /metrics family).").optional() };
const timeoutSeconds = described(z.number({ error: (i: Issue) => `must be a positive number of seconds ${got(i)}` }), "Deadline for the whole queued run (queue, poll, read, one re-queue), in seconds; default 900.").optional();
const role = choice(ROLES, "advertiser or publisher.").optional();
/** Campaign, app, install export and all-time take both roles, the API's documented default. */
const roleOrBoth = choice(ROLES_WITH_BOTH, "both (default), advertiser or publisher.").optional();

export const CampaignReportArgsSchema = described(z.looseObject({
  ...dated, ...analytics, timeoutSeconds, role: roleOrBoth,
  aggregate: anyCase(AGGREGATES, "daily (default), weekly or monthly.").optional(),
  campaignId: described(z.string(), "To-campaign or from-campaign id, depending on groupBy and role.").optional(),
  campaignType: list(`all, or one or more of ${CAMPAIGN_TYPES.join(", ")} (legacy: one); default network.`).optional(),
  groupBy: choice(CAMPAIGN_GROUPINGS, "Default campaign; app, app,creative and country run as a queued job.").optional(),
  platform: list("One or more platforms; default all.").optional(),
  adTypeId: adTypeIds("Ad type ids").optional(),
  timezone: anyCase(TIMEZONES, "PST (default) or UTC.").optional(),
  appId: list("One or more app ids (sent as appID).").optional(),
}), "Campaign report arguments (analytics API).");

export const AppReportArgsSchema = described(z.looseObject({
  ...dated, ...analytics, role: roleOrBoth,
  aggregate: anyCase(AGGREGATES, "daily (default), weekly or monthly.").optional(),
  appId: list("App ids; default all.").optional(),
  groupBy: choice(APP_GROUPINGS, "Default app; country answers role-free totals.").optional(),
  platform: list("Platforms; default all.").optional(),
  adTypeId: adTypeIds("Ad type ids").optional(),
}), "App report arguments (analytics API).");

export const AppCountryReportArgsSchema = described(z.looseObject({
  ...dated, ...analytics, role,
  appIds: list("App ids; default all.").optional(),
  campaignType: choice(CAMPAIGN_TYPES, "Default network; networks in mediation should omit it.").optional(),
  adTypeIds: adTypeIds("Ad type ids").optional(),
  timezone: anyCase(TIMEZONES, "pst (default) or utc.").optional(),
  adLocation: list("all (top 100 + Default), one or more locations, or omitted (everything under overall).").optional(),
}), "App-by-country report arguments (analytics API).");

export const MonetizationReportArgsSchema = described(z.looseObject({
  ...dated, ...analytics, role,
  appIds: list("App ids; default all.").optional(),
}), "Monetization (ad spend) report arguments (analytics API).");

export const InstallExportArgsSchema = described(z.looseObject({
  ...dated, ...analytics, timeoutSeconds, role: roleOrBoth,
  path: described(z.string({ error: (i: Issue) => (i.input === undefined ? "is required: the file the export is written to" : `must be a file path ${got(i)}`) }), "File the export is written to (created or overwritten); its folder must exist."),
  format: choice(INSTALL_EXPORT_FORMATS, "csv (default, UTF-8) or tsv (the service's UTF-16LE file, as received).").optional(),
  campaignIds: list("Campaign ids; default all.").optional(),
  campaignType: list("Campaign types; default all.").optional(),
  appIds: list("App ids; default all.").optional(),
  platform: list("Platforms; default all.").optional(),
  adTypeId: adTypeIds("Ad type ids").optional(),
}), "Install export arguments (analytics API).");

const names = (values: readonly string[], description: string) =>
  described(z.array(z.string(), { error: (i: Issue) => `must be a list ${got(i)}` }), `${description}: ${values.join(", ")}.`).optional();
const strings = (description: string) => described(z.array(z.string(), { error: (i: Issue) => `must be a list of strings ${got(i)}` }), description).optional();

export const MediationReportArgsSchema = described(z.looseObject({
  version: choice(MEDIATION_VERSIONS, "v2 (default; bearer) or v1 (Cookie credentials).").optional(),
  dimensions: names(MEDIATION_DIMENSIONS, "Dimensions"),
  metrics: names(MEDIATION_METRICS, "Metrics"),
  filters: described(z.looseObject({
    apps: strings("App ids."),
    placements: strings("Mediation placement names."),
    country: strings("ISO 3166-1 alpha-3 codes among the 50 supported, or OTHER."),
    placementType: strings("Placement types."),
    demandSource: strings("Lowercase partner identifiers."),
    networkType: choice(NETWORK_TYPES, "Exactly one network type.").optional(),
  }), "Filters of the mediation reporting API.").optional(),
  dateMin: day("First day, YYYY-MM-DD; default today.").optional(),
  dateMax: day("Last day, YYYY-MM-DD, at most 30 days after dateMin; default today.").optional(),
  timezone: anyCase(TIMEZONES, "PST (default) or UTC.").optional(),
}), "Mediation report arguments (mediation reporting API).");

// ---- results: what the TypeScript face returns (summary and rows; the export only its summary) ----

const ReportSummarySchema = described(z.object({
  rows: described(z.number().int(), "Rows returned."),
  totals: described(z.record(z.string(), z.number()), "Sum per additive metric (ratios left out; money rounded to cents)."),
}), "Row count and totals: what a program should export or compare.");
const rows = described(z.array(z.record(z.string(), z.unknown())), "The report's rows, field names as the API returns them.");
const query = described(z.record(z.string(), z.unknown()), "The arguments as sent, defaults included.");

const apiUsed = () => described(z.enum(ANALYTICS_APIS), "The analytics API that served the report: v5 or legacy.");
const jobId = () => described(z.string(), "The id of the queued job that produced the report.");
const requeued = () => described(z.boolean(), "True when the first job expired and the report was queued again.");

export const AnalyticsReportResultSchema = z.object({
  api: apiUsed(), query, rows, summary: ReportSummarySchema,
  jobId: described(jobId(), "Set for queued reports: the id of the job that produced it.").optional(),
  requeued: requeued().optional(),
});

export const MediationReportResultSchema = z.object({
  version: described(z.enum(MEDIATION_VERSIONS), "The mediation reporting version that served the report: v2 or v1."), query, rows, summary: ReportSummarySchema,
  rowCount: described(z.number().int(), "Rows in the report, as the service counts them (`row_count`)."),
  processTime: described(z.number(), "Seconds the service spent processing (`process_time`).").optional(),
  queryTime: described(z.number(), "Seconds the service spent querying (`query_time`).").optional(),
});

export const InstallExportSummarySchema = described(z.object({
  api: apiUsed(), query, jobId: jobId(), requeued: requeued(),
  rows: described(z.number(), "Data rows written (header excluded)."),
  bytes: described(z.number(), "Bytes written, exactly as received."),
  path: described(z.string(), "Absolute path of the file."),
  columns: described(z.array(z.string()), "The header's column names, in order."),
}), "The export's summary; the rows are in the file, never in the result.");
