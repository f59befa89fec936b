// getApp is the app lookup (Pulumi's convention: getX reads an existing X). In 0.1 it
// was the app report, now getAppReport. So that programs written for 0.1 keep working for one
// minor version, a call with report arguments still runs the report and warns once; a call with
// `id`, or `nickname` and `platform`, is the lookup. The two sets of arguments share only
// `platform`, so any report-only argument decides (docs/reports.md, "The old report names").
import type * as pulumi from "@pulumi/pulumi";
import type { AppReport, GetAppReportArgs } from "../reports/app";
import { getAppReport, getAppReportOutput } from "../reports/data-sources";
import { warnDeprecated } from "../reports/deprecation";
import { type InputArgs, output, runInProgram } from "../functions/program";
import type { ReportOptions } from "../functions/function-context";
import { appLookup } from "./functions";
import type { GetAppArgs, GetAppResult } from "./schemas";

/** Arguments only the app report takes: any of them (set) makes a getApp call the deprecated report. */
export const APP_REPORT_ONLY_ARGS = ["dateMin", "dateMax", "aggregate", "appId", "groupBy", "role", "adTypeId", "api"] as const;

export function isAppReportCall(args: object | undefined): boolean {
  const given = new Map<string, unknown>(Object.entries(args ?? {}));
  return APP_REPORT_ONLY_ARGS.some((key) => given.get(key) !== undefined);
}

const REPORT_NAME = "getApp with report arguments (the app report)";

/** Reads one existing app, by id or by nickname and platform; fails unless exactly one app matches. */
export function getApp(args: GetAppArgs, options?: ReportOptions): Promise<GetAppResult>;
/** @deprecated The app report is now {@link getAppReport}; getApp with report arguments runs it until the next minor version. */
export function getApp<const A extends GetAppReportArgs>(args: A, options?: ReportOptions): Promise<AppReport<A["groupBy"]>>;
export function getApp(args: GetAppArgs | GetAppReportArgs, options?: ReportOptions): Promise<GetAppResult | AppReport> {
  if (isAppReportCall(args)) {
    warnDeprecated(REPORT_NAME, "getAppReport");
    return getAppReport(args as GetAppReportArgs, options);
  }
  return runInProgram(appLookup, args as GetAppArgs, options);
}

/** getApp for Pulumi inputs (e.g. an id from another resource). */
export function getAppOutput(args: InputArgs<GetAppArgs>, options?: ReportOptions): pulumi.Output<GetAppResult>;
/** @deprecated The app report is now {@link getAppReportOutput}; getAppOutput with report arguments runs it until the next minor version. */
export function getAppOutput(args: InputArgs<GetAppReportArgs>, options?: ReportOptions): pulumi.Output<AppReport>;
export function getAppOutput(args: InputArgs<GetAppArgs> | InputArgs<GetAppReportArgs>, options?: ReportOptions): pulumi.Output<GetAppResult | AppReport> {
  // Which face is decided by the argument names, known before the inputs resolve.
  if (isAppReportCall(args)) {
    warnDeprecated(`${REPORT_NAME} (Output form)`, "getAppReportOutput");
    return getAppReportOutput(args as InputArgs<GetAppReportArgs>, options);
  }
  return output(args as InputArgs<GetAppArgs>, (a: GetAppArgs) => runInProgram(appLookup, a, options));
}
