// The report and S2S families of the client, wired into createClient by one spread in
// ../index.ts. Like management, they are built on the one ApiContext (one pipeline).
import type { ApiContext } from "../api-context";
import { createS2sClient } from "../s2s/s2s";
import { createAnalyticsClient } from "./analytics";
import { createMediationClient } from "./mediation";

export const reportFamilies = {
  /** Analytics v5 (`{baseUrl}/v5/analytics`, bearer). */
  analytics: (ctx: ApiContext) => createAnalyticsClient(ctx, "v5"),
  /** Legacy analytics (`{legacyAnalyticsUrl}/metrics`, userId and userSignature in the query). */
  legacyAnalytics: (ctx: ApiContext) => createAnalyticsClient(ctx, "legacy"),
  /** Mediation reporting v2 (`{reportingUrl}/v2/publisher/metrics`, bearer). */
  mediation: (ctx: ApiContext) => createMediationClient(ctx, "v2"),
  /** Mediation reporting v1 (Cookie user_id / user_signature). */
  mediationV1: (ctx: ApiContext) => createMediationClient(ctx, "v1"),
  /** S2S installs, opens and purchase events (`{s2sUrl}`). */
  s2s: (ctx: ApiContext) => createS2sClient(ctx),
};

export type { AnalyticsClient, CampaignResult } from "./analytics";
export { createAnalyticsClient } from "./analytics";
export type { MediationClient, MediationOptions } from "./mediation";
export { createMediationClient } from "./mediation";
export { MediationLimiters } from "./mediation-limiters";
export type { S2sClient, S2sSendOptions, PurchaseResult } from "../s2s/s2s";
export { createS2sClient } from "../s2s/s2s";
export { purchaseSignature } from "../s2s/signature";
export type { ReportJob, JobResultOptions } from "./jobs";
export type { JobProgress, JobState, PollOptions } from "./job-poller";
export { DEFAULT_POLL_OPTIONS, pollJob } from "./job-poller";
export { JobExpiredError, JobTimeoutError } from "./job-errors";
export type { DownloadSummary, ResultFormat } from "./result-stream";
export { parseRows, parseRecords, streamToFile } from "./result-stream";
export { SlidingWindowLimiter, MEDIATION_RATE_LIMIT } from "./sliding-window-limiter";
export type * from "../../models/reports";
