// The analytics API's install export as a data source: always a queued job, and possibly a
// very large one, so its result is streamed to a file the caller names and only a summary comes
// back (rows, bytes, path, columns): no row is held in memory, none reaches Pulumi state.
import { existsSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { InstallExportArgs } from "../client";
import { type AnalyticsApi, type AnalyticsApiArgs, type JobArgs, defined, openAnalytics } from "./analytics-api";
import { runJob } from "./job-runner";
import { type ExtraRule, type FunctionContext, oneOfRule, timeoutRule } from "../functions/function-context";

export const INSTALL_EXPORT_FORMATS = ["csv", "tsv"] as const;

/** The API's defaults: campaignIds all, campaignType all, platform all, role both, adTypeId none. */
export interface GetInstallExportArgs extends InstallExportArgs, AnalyticsApiArgs, JobArgs {
  /** File the export is written to (created or overwritten); its folder must exist. */
  path: string;
  /** csv (default: UTF-8, `csv_format=CSV`) or tsv (the service's UTF-16LE tab-separated file, bytes as received). */
  format?: (typeof INSTALL_EXPORT_FORMATS)[number];
}

export interface InstallExportSummary {
  api: AnalyticsApi;
  query: InstallExportArgs;
  jobId: string;
  requeued: boolean;
  /** Data rows written (header excluded). */
  rows: number;
  /** Bytes written, exactly as received. */
  bytes: number;
  /** Absolute path of the file. */
  path: string;
  /** The header's column names, in order. */
  columns: string[];
}

const pathRule = (value: unknown): ExtraRule => ({
  name: "path",
  value: value ?? "",
  check: (v) => {
    if (typeof v !== "string" || v.trim() === "") return "is required: the file the export is written to";
    const folder = dirname(resolve(v));
    if (!existsSync(folder) || !statSync(folder).isDirectory()) return `must be in an existing folder (${folder} does not exist)`;
    if (existsSync(v) && statSync(v).isDirectory()) return `must name a file, not a folder (got ${v})`;
    return undefined;
  },
});

export async function runInstallExport(args: GetInstallExportArgs, ctx: FunctionContext): Promise<InstallExportSummary> {
  const { api, client, own, reportArgs } = openAnalytics("install export", ctx, args, ["timeoutSeconds", "path", "format"], (o) => [
    timeoutRule(o.timeoutSeconds), pathRule(o.path), oneOfRule("format", o.format, INSTALL_EXPORT_FORMATS),
  ]);
  const query = defined(reportArgs as InstallExportArgs) as InstallExportArgs;
  const path = resolve(own.path);
  const format = own.format ?? "csv";
  const run = await runJob(`install export (${api})`, ctx, own.timeoutSeconds, () => client.install(query), (job, poll) =>
    job.download(path, { format, poll }),
  );
  return { api, query, jobId: run.jobId, requeued: run.requeued, ...run.value };
}
