// A queued analytics report: readiness through `GET jobs/{jobId}?status=true`,
// the result through `GET jobs/{jobId}` (UTF-16LE TSV by default, UTF-8 CSV with csv_format=CSV),
// streamed into rows or to a file; never buffered whole.
import type { UrlSettingKey } from "../config";
import type { ApiContext, ApiRequest, StreamingResponse } from "../api-context";
import { NotFoundError, UnexpectedResponseError } from "../errors";
import { JobExpiredError } from "./job-errors";
import { type JobProbeResult, type JobProgress, type JobState, type PollOptions, pollJob } from "./job-poller";
import { type DownloadSummary, type ResultFormat, parseRows, streamToFile } from "./result-stream";

/** Where a family's jobs live and how they authenticate. */
export interface JobEndpoint {
  ctx: ApiContext;
  family: "v5" | "legacy";
  base: UrlSettingKey;
  /** "/v5/analytics/jobs" or "/metrics/jobs". */
  prefix: string;
  auth: "bearer" | "none";
  /** Legacy credentials (userId, userSignature), read when a call is made. */
  authQuery: () => Record<string, string>;
}

export interface JobResultOptions {
  /** tsv (default; UTF-16LE) or csv (UTF-8, `csv_format=CSV`). */
  format?: ResultFormat;
  /** How to wait for readiness first. */
  poll?: PollOptions;
}

export interface ReportJob<Row> {
  readonly jobId: string;
  readonly family: "v5" | "legacy";
  /** One status call. A 404 reads as `queued` (not initialised), unless the job was seen alive. */
  status(): Promise<JobState>;
  /** Polls until ready; JobExpiredError if the results are gone, JobTimeoutError at the deadline. */
  wait(options?: PollOptions): Promise<JobProgress>;
  /** Waits, then streams the result as rows keyed by the header (an async iterator). */
  rows(options?: JobResultOptions): AsyncIterable<Row>;
  /** Waits, then writes the raw result to `path`, counting rows on the way. */
  download(path: string, options?: JobResultOptions): Promise<DownloadSummary>;
}

const MAX_NOT_READY_RETRIES = 3;

export function reportJob<Row extends Record<string, string>>(endpoint: JobEndpoint, jobId: string): ReportJob<Row> {
  const path = `${endpoint.prefix}/${encodeURIComponent(jobId)}`;
  const call = (query: Record<string, string>, allowStatuses?: readonly number[]): ApiRequest => ({
    method: "GET", base: endpoint.base, path, query, auth: endpoint.auth, tokenVersion: "v5", allowStatuses,
  });
  let seenAlive = false;
  let ready = false;

  const probe = async (): Promise<JobProbeResult> => {
    const res = await endpoint.ctx.send(call({ ...endpoint.authQuery(), status: "true" }, [404, 410]));
    if (res.status === 404 || res.status === 410) return "not-found";
    if (res.status === 201 || isCreated(res.body)) return "ready";
    return "running";
  };

  const wait = async (options: PollOptions = {}): Promise<JobProgress> => {
    const progress = await pollJob(
      async () => {
        const result = await probe();
        if (result !== "not-found") seenAlive = true;
        return result;
      },
      jobId,
      { ...options, clock: options.clock ?? endpoint.ctx.clock },
      seenAlive,
    );
    ready = true;
    return progress;
  };

  const fetchResult = async (options: JobResultOptions): Promise<StreamingResponse> => {
    for (let tries = 0; ; tries++) {
      if (!ready) await wait(options.poll);
      let res: StreamingResponse;
      try {
        const query: Record<string, string> = { ...endpoint.authQuery() };
        if (options.format === "csv") query.csv_format = "CSV";
        res = await endpoint.ctx.stream(call(query));
      } catch (error) {
        if (error instanceof NotFoundError || (error as { status?: number }).status === 410) {
          throw new JobExpiredError(jobId, "its results are no longer available", { method: "GET", path, status: (error as { status?: number }).status });
        }
        throw error;
      }
      // A JSON answer on the result call is the API's "not finished" message: wait again.
      if (!/json/i.test(res.headers["content-type"] ?? "")) return res;
      res.cancel();
      ready = false;
      if (tries >= MAX_NOT_READY_RETRIES) {
        throw new UnexpectedResponseError(`job ${jobId}: the status call said ready but the result call still answers JSON`, { method: "GET", path, status: res.status });
      }
    }
  };

  async function* rows(options: JobResultOptions = {}): AsyncGenerator<Row> {
    const res = await fetchResult(options);
    yield* parseRows<Row>(res.body, { format: options.format ?? "tsv", contentType: res.headers["content-type"] });
  }

  return {
    jobId,
    family: endpoint.family,
    status: async () => {
      const result = await probe();
      if (result === "not-found" && seenAlive) throw new JobExpiredError(jobId, "the service no longer knows it (404)");
      if (result !== "not-found") seenAlive = true;
      return result === "ready" ? "ready" : result === "running" ? "running" : "queued";
    },
    wait,
    rows,
    download: async (target, options = {}) => {
      const res = await fetchResult(options);
      return streamToFile(res.body, target, { format: options.format ?? "tsv", contentType: res.headers["content-type"] });
    },
  };
}

function isCreated(body: Buffer): boolean {
  try {
    const parsed: unknown = JSON.parse(body.toString("utf8"));
    return typeof parsed === "object" && parsed !== null && (parsed as { status?: unknown }).status === "created";
  } catch {
    return false;
  }
}
