// Mediation reporting (seed 002): POST {reportingUrl}/v2/publisher/metrics with a bearer token,
// or the legacy /v1/publisher/metrics with the Cookie `user_id=...; user_signature=...`.
// Arguments are validated before sending (the seed's 400 rules), and a client-side sliding
// window keeps to 40 requests per 10 minutes: the limiter rides on the request, so every attempt
// (a retry after a 429 included) takes a permit in the pipeline's limiter step.
import { systemClock, type Clock } from "../clock";
import { type ClientConfig, requireSetting } from "../config";
import type { ApiContext, ApiRequest } from "../context";
import type { RequestLimiter } from "../http";
import { parseInput } from "../validate";
import {
  type MediationReport, type MediationReportArgs, type MediationVersion, mediationReportArgs, mediationResponse,
} from "../../models/mediation";
import { MEDIATION_RATE_LIMIT, SlidingWindowLimiter } from "./sliding-window-limiter";

export interface MediationClient {
  readonly version: MediationVersion;
  /** One report query; absent fields take the service defaults (MEDIATION_DEFAULTS). */
  report(args?: MediationReportArgs): Promise<MediationReport>;
}

export interface MediationOptions {
  /** Replaces the process-wide limiter for this reporting URL and account; awaited before every attempt. */
  limiter?: RequestLimiter;
}

/**
 * One limiter per reporting URL and account for the whole process (the service counts requests
 * per account, and a provider may build a new client for every call), per clock: a limiter
 * measures its window on the clock of the clients that share it.
 */
const sharedLimiters = new WeakMap<Clock, Map<string, SlidingWindowLimiter>>();

/** The process-wide limiter a mediation client of this config, version and clock uses by default. */
export function mediationLimiterFor(config: ClientConfig, version: MediationVersion, clock: Clock = systemClock): SlidingWindowLimiter {
  const account = version === "v2" ? requireSetting(config, "clientId") : requireSetting(config, "legacyUserId");
  const key = `${requireSetting(config, "reportingUrl")}|${version}|${account}`;
  let byKey = sharedLimiters.get(clock);
  if (!byKey) sharedLimiters.set(clock, (byKey = new Map()));
  let limiter = byKey.get(key);
  if (!limiter) byKey.set(key, (limiter = new SlidingWindowLimiter({ ...MEDIATION_RATE_LIMIT, clock })));
  return limiter;
}

export function createMediationClient(ctx: ApiContext, version: MediationVersion, options: MediationOptions = {}): MediationClient {
  const config = ctx.config;
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
        tokenVersion: "v5",
        // A report query changes nothing: repeating it after a lost answer is harmless.
        idempotent: true,
      };
      if (version === "v1") {
        const userId = requireSetting(config, "legacyUserId");
        const signature = requireSetting(config, "legacyUserSignature");
        request.headers = { cookie: `user_id=${userId}; user_signature=${signature}` };
      }
      request.limiter = options.limiter ?? mediationLimiterFor(config, version, ctx.clock);
      return ctx.json(request, mediationResponse, { camelCase: false });
    },
  };
}
