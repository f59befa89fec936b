// Mediation reporting: POST {reportingUrl}/v2/publisher/metrics with a bearer token,
// or the legacy /v1/publisher/metrics with the Cookie `user_id=...; user_signature=...`.
// Arguments are validated before sending (the rules the API answers 400 to), and a client-side sliding
// window keeps to 40 requests per 10 minutes: the limiter rides on the request, so every attempt
// (a retry after a 429 included) takes a permit in the pipeline's limiter step.
import { requireSetting } from "../config";
import type { ApiContext, ApiRequest } from "../api-context";
import type { RequestLimiter } from "../http";
import { parseInput } from "../validate";
import {
  type MediationReport, type MediationReportArgs, type MediationVersion, mediationReportArgs, mediationResponse,
} from "../../models/mediation";

export interface MediationClient {
  readonly version: MediationVersion;
  /** One report query; absent fields take the service defaults (MEDIATION_DEFAULTS). */
  report(args?: MediationReportArgs): Promise<MediationReport>;
}

export interface MediationOptions {
  /** Replaces the client's limiter for this reporting URL and account; awaited before every attempt. */
  limiter?: RequestLimiter;
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
      request.limiter = options.limiter ?? ctx.mediationLimiters.for(config, version, ctx.clock);
      return ctx.json(request, mediationResponse, { camelCase: false });
    },
  };
}
