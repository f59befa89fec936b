// The analytics API's endpoints: the same reports under /v5/analytics (bearer) and /metrics (userId and
// userSignature in the query). Parameters are read from the query string and from a JSON body
// alike, since many HTTP clients cannot send a body with GET.
import { randomUUID } from "node:crypto";
import { requireBearer } from "../auth";
import { HttpError } from "../errors";
import { json, raw, type Reply, type RequestContext, type Route } from "../routes";
import { sameSecret } from "../secrets";
import type { ReportContext } from "./report-context";
import { CellCache } from "./cells";
import { alltimeReport } from "./alltime-report";
import { appReport } from "./app-report";
import { appCountryReport } from "./appcountry-report";
import { campaignReport } from "./campaign-report";
import { CSV_CONTENT_TYPE, encodeCsv, encodeTsv, TSV_CONTENT_TYPE } from "./encoders";
import { withFloats } from "./floats";
import { installExport } from "./install-export";
import { JobStore } from "./jobs";
import { monetizationReport } from "./monetization-report";
import type { ReportOutcome } from "./outcome";
import { collectParams, validationBody, type RawParams } from "./params";
import type { Family } from "./selection";
import { reportContext } from "./state-view";

type Report = (raw: RawParams, family: Family, ctx: ReportContext) => ReportOutcome;

const REPORTS: Record<string, Report> = {
  campaign: campaignReport,
  app: appReport,
  install: installExport,
  appcountry: appCountryReport,
  monetization: monetizationReport,
  alltime: alltimeReport,
};

const errorBody = (code: number, name: string, description: string) => ({ code, name, description });

function authenticate(ctx: RequestContext, family: Family): void {
  if (family === "v5") {
    requireBearer(ctx, "v5");
    return;
  }
  const { legacyUserId, legacyUserSignature } = ctx.credentials;
  if (ctx.query.get("userId") !== legacyUserId || !sameSecret(legacyUserSignature, ctx.query.get("userSignature") ?? undefined)) {
    throw new HttpError(401, errorBody(401, "Unauthorized", "userId and userSignature are missing or not valid"));
  }
}

function paramsOf(ctx: RequestContext): RawParams {
  const collected = collectParams(ctx.query, ctx.rawBody.toString("utf8"));
  if ("errors" in collected) throw new HttpError(400, validationBody(collected.errors));
  const { userId: _id, userSignature: _sig, ...params } = collected.params;
  return params;
}

function jobs(ctx: RequestContext): JobStore {
  return ctx.state.slot("analytics.jobs", () => new JobStore(() => ctx.clock.now(), randomUUID));
}

function reportHandler(family: Family, report: Report, cells: CellCache) {
  return (ctx: RequestContext): Reply => {
    authenticate(ctx, family);
    const params = paramsOf(ctx);
    const outcome = report(params, family, reportContext(ctx, cells));
    if (outcome.kind === "invalid") return json(400, validationBody(outcome.errors));
    if (outcome.kind === "rows") return json(200, withFloats(outcome.rows));
    const job = jobs(ctx).create(outcome.table, { csvOnly: outcome.csvOnly, csvRequested: params.csv_format === "CSV" });
    // The API shows 202 { jobId } for legacy and no status for v5: v5 answers the same.
    return json(202, { jobId: job.id });
  };
}

function jobHandler(family: Family) {
  return (ctx: RequestContext): Reply => {
    authenticate(ctx, family);
    const params = paramsOf(ctx);
    const state = jobs(ctx).state(ctx.params.jobId!);
    if (state.kind === "unknown") return json(404, errorBody(404, "Not Found", `Job ${ctx.params.jobId} not found`));
    if (state.kind === "running") return json(200, { status: "running", message: "Job is not finished yet" });
    if (params.status?.toLowerCase() === "true") return json(201, { status: "created" });
    const { job } = state;
    const csv = job.csvOnly || job.csvRequested || params.csv_format === "CSV";
    return csv ? raw(200, encodeCsv(job.table), CSV_CONTENT_TYPE) : raw(200, encodeTsv(job.table), TSV_CONTENT_TYPE);
  };
}

export function analyticsRoutes(): Route[] {
  const routes: Route[] = [];
  const cells = new CellCache();
  for (const [family, prefix] of [["v5", "/v5/analytics"], ["legacy", "/metrics"]] as const) {
    for (const [name, report] of Object.entries(REPORTS)) {
      routes.push({ method: "GET", path: `${prefix}/${name}`, handler: reportHandler(family, report, cells) });
    }
    routes.push({ method: "GET", path: `${prefix}/jobs/:jobId`, handler: jobHandler(family) });
  }
  return routes;
}
