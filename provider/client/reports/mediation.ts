// Mediation reporting (seed 002): POST {reportingUrl}/v2/publisher/metrics with a bearer token,
// or the legacy /v1/publisher/metrics with the Cookie `user_id=...; user_signature=...`.
// Arguments are validated before sending (the seed's 400 rules), and a client-side sliding
// window keeps to 40 requests per 10 minutes; a 429 that still arrives is retried by the core's
// retry layer, which obeys Retry-After.
import { type ClientConfig, requireSetting } from "../config";
import type { ApiRequest } from "../context";
import { parseInput } from "../validate";
import {
  type MediationReport, type MediationReportArgs, type MediationVersion, mediationReportArgs, mediationResponse,
} from "../../models/mediation";
import type { ReportSender } from "./report-sender";
import { MEDIATION_RATE_LIMIT, SlidingWindowLimiter } from "./sliding-window-limiter";

export interface MediationClient {
  readonly version: MediationVersion;
  /** One report query; absent fields take the service defaults (MEDIATION_DEFAULTS). */
  report(args?: MediationReportArgs): Promise<MediationReport>;
}

export interface MediationOptions {
  /** Replaces the process-wide limiter for this reporting URL and account (tests: a fake clock). */
  limiter?: { acquire(): Promise<void> };
}

/**
 * One limiter per reporting URL and account for the whole process: the service counts requests
 * per account, and a provider may build a new client for every call.
 */
const sharedLimiters = new Map<string, SlidingWindowLimiter>();
function limiterFor(key: string): SlidingWindowLimiter {
  let limiter = sharedLimiters.get(key);
  if (!limiter) sharedLimiters.set(key, (limiter = new SlidingWindowLimiter(MEDIATION_RATE_LIMIT)));
  return limiter;
}

/** The process-wide limiter a mediation client of this config and version uses by default. */
export function mediationLimiterFor(config: ClientConfig, version: MediationVersion): SlidingWindowLimiter {
  const account = version === "v2" ? requireSetting(config, "clientId") : requireSetting(config, "legacyUserId");
  return limiterFor(`${requireSetting(config, "reportingUrl")}|${version}|${account}`);
}

export function createMediationClient(sender: ReportSender, version: MediationVersion, options: MediationOptions = {}): MediationClient {
  const config = sender.config;
  const schema = mediationReportArgs(version);
  return {
    version,
    report: async (args = {}) => {
      const body = parseInput(schema, args, `mediation report (${version}) arguments`);
      const request: ApiRequest = {
        method: "POST",
        base: "reportingUrl",
        path: `/${version}/publisher/metrics`,
        json: body,
        auth: version === "v2" ? "bearer" : "none",
        // A report query changes nothing: repeating it after a lost answer is harmless.
        idempotent: true,
      };
      if (version === "v1") {
        const userId = requireSetting(config, "legacyUserId");
        const signature = requireSetting(config, "legacyUserSignature");
        request.headers = { cookie: `user_id=${userId}; user_signature=${signature}` };
      }
      const limiter = options.limiter ?? mediationLimiterFor(config, version);
      await limiter.acquire();
      return sender.json(request, mediationResponse);
    },
  };
}
