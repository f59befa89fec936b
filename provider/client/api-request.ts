// One API call as an endpoint module describes it (method, base URL setting, path, query, body),
// and its translation into the HttpRequest the pipeline sends.
import { joinUrl, requireBaseUrl, type ClientConfig, type UrlSettingKey } from "./config";
import { isIdempotentMethod, type HttpMethod, type HttpRequest } from "./http";
import type { RequestLimiter } from "./http";

export type QueryValue = string | number | boolean | readonly string[] | undefined;

/** One API call as the endpoint modules describe it; the context turns it into an HttpRequest. */
export interface ApiRequest {
  method: HttpMethod;
  /** Which base URL setting the path is relative to (default `baseUrl`). */
  base?: UrlSettingKey;
  path: string;
  /** Arrays are sent comma-separated; undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** Sent as `application/json;charset=UTF-8`; must already be wire-shaped (snake_case). */
  json?: unknown;
  /** A body sent verbatim (a signed body must be exactly the bytes sent); set its content-type. */
  body?: string;
  headers?: Record<string, string>;
  /** "bearer": an OAuth token of `tokenVersion` (default: the configured apiVersion). */
  auth: "bearer" | "none";
  tokenVersion?: "v5" | "v4";
  /** Default: every method but POST (see retry-policy.ts). */
  idempotent?: boolean;
  /**
   * For DELETE: a 404 on an attempt re-sent after an ambiguous failure means an earlier attempt
   * did the work, so it counts as success. A 404 with no such earlier failure is still an error.
   */
  notFoundMeansDone?: boolean;
  /** Statuses outside 2xx that are answers, not errors (a job status call's 404 and 410). */
  allowStatuses?: readonly number[];
  /** A family's client-side limiter (e.g. mediation reporting: 40 requests per 10 minutes). */
  limiter?: RequestLimiter;
}

/** `baseUrl`: the parsed and checked base URL of a setting (default: parsed from `config` on each call). */
export function toHttpRequest(config: ClientConfig, request: ApiRequest, baseUrl: (key: UrlSettingKey) => URL = (key) => requireBaseUrl(config, key)): HttpRequest {
  const url = joinUrl(baseUrl(request.base ?? "baseUrl"), request.path);
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value === undefined) continue;
    url.searchParams.set(name, Array.isArray(value) ? value.join(",") : String(value));
  }
  const headers: Record<string, string> = { accept: "application/json", ...request.headers };
  let body = request.body;
  if (request.json !== undefined) {
    headers["content-type"] = "application/json;charset=UTF-8";
    body = JSON.stringify(request.json);
  }
  const idempotent = request.idempotent ?? isIdempotentMethod(request.method);
  return { method: request.method, url, headers, body, idempotent, limiter: request.limiter };
}
