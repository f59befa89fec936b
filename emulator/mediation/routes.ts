// The mediation reporting API: POST /v2/publisher/metrics (bearer, v5 token) and the legacy
// POST /v1/publisher/metrics (Cookie user_id and user_signature). Order: authentication, then
// the rate limit (every authenticated request counts, invalid ones too), then validation.
import { performance } from "node:perf_hooks";
import { dateInZone } from "../analytics/dates";
import { requireBearer } from "../auth";
import { HttpError } from "../errors";
import { float } from "../json";
import { json, type Reply, type RequestContext, type Route } from "../routes";
import { sameSecret } from "../secrets";
import type { ApiVersion } from "./catalog";
import { mediationRows, type MediationApp } from "./data";
import { rateLimitedBody, SlidingWindowLimiter } from "./rate-limit";
import { validateMediationRequest, validationErrorBody } from "./validation";

const FLOAT_METRICS = new Set(["estimated_earnings", "ecpm", "bid_rate", "win_rate", "fill_rate", "impression_show_rate"]);

/** A malformed %-escape (`%E0%A4%A`) is kept as sent: such a cookie then simply does not match (401, not 500). */
function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function cookies(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0) out.set(part.slice(0, eq).trim(), decodeCookieValue(part.slice(eq + 1).trim()));
  }
  return out;
}

/** Authenticates and returns the rate-limit key of the credential used. */
function authenticate(ctx: RequestContext, version: ApiVersion): string {
  if (version === "v2") {
    requireBearer(ctx, "v5");
    return `v2:${ctx.credentials.clientId}`;
  }
  const jar = cookies(ctx.headers.cookie);
  const { legacyUserId, legacyUserSignature } = ctx.credentials;
  if (jar.get("user_id") !== legacyUserId || !sameSecret(legacyUserSignature, jar.get("user_signature"))) {
    throw new HttpError(401, { code: 401, name: "Unauthorized", description: "user_id and user_signature cookies are missing or not valid" });
  }
  return `v1:${legacyUserId}`;
}

function mediationApps(ctx: RequestContext): MediationApp[] {
  return [...ctx.state.apps.values()].map((app) => ({
    id: app.id,
    placements: [...app.locations.values()].map((l) => ({ name: l.name, placementType: l.ad_type })),
  }));
}

function parseBody(ctx: RequestContext): unknown {
  const text = ctx.rawBody.toString("utf8");
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, validationErrorBody({ _schema: "Invalid JSON." }));
  }
}

function handler(version: ApiVersion) {
  return (ctx: RequestContext): Reply => {
    const started = performance.now();
    const key = authenticate(ctx, version);
    const limiter = ctx.state.slot("mediation.rateLimit", () => new SlidingWindowLimiter());
    const decision = limiter.take(key, ctx.clock.now());
    if (!decision.allowed) {
      return json(429, rateLimitedBody(decision.retryAfterSeconds), { "Retry-After": String(decision.retryAfterSeconds) });
    }
    const result = validateMediationRequest(parseBody(ctx), version, (tz) => dateInZone(ctx.clock.nowSeconds(), tz));
    if ("errors" in result) return json(400, validationErrorBody(result.errors));
    const queryStarted = performance.now();
    const rows = mediationRows(mediationApps(ctx), result.query);
    const queryTime = (performance.now() - queryStarted) / 1000;
    const data = rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(row)) out[k] = typeof v === "number" && FLOAT_METRICS.has(k) ? float(v) : v;
      return out;
    });
    const processTime = (performance.now() - started) / 1000;
    return json(200, { data, process_time: float(Number(processTime.toFixed(6))), query_time: float(Number(queryTime.toFixed(6))), row_count: rows.length });
  };
}

export function mediationRoutes(): Route[] {
  return [
    { method: "POST", path: "/v2/publisher/metrics", handler: handler("v2") },
    { method: "POST", path: "/v1/publisher/metrics", handler: handler("v1") },
  ];
}
