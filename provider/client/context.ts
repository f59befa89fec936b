import type { z } from "zod";
import { withBearerAuth, type TokenSource } from "./auth";
import { fromWire } from "./casing";
import { joinUrl, requireBaseUrl, requireSetting, type ClientConfig, type UrlSettingKey } from "./config";
import { UnexpectedResponseError } from "./errors";
import { isIdempotentMethod, type HttpMethod, type HttpRequest, type HttpResponse, type Send } from "./http";
import { withLimiters, type RequestLimiter } from "./limiter";
import { errorForResponse } from "./response-errors";
import { resolveRetryOptions, withRetry, type RetryDependencies } from "./retry";
import { processTokenCache, type TokenCache, type TokenCredentials } from "./tokens";
import { createTransport } from "./transport";
import { formatIssues } from "../models/rules";

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
  /** A family's client-side limiter (e.g. mediation reporting: 40 requests per 10 minutes). */
  limiter?: RequestLimiter;
}

export interface ApiContext {
  readonly config: ClientConfig;
  /** Path prefix of the management API: "v5" (default) or "v4". */
  readonly apiVersion: "v5" | "v4";
  /** Sends through limiter, retry and (if asked) auth; a non-2xx answer is thrown as an AdPublisherError. */
  send(request: ApiRequest): Promise<HttpResponse>;
  /** `send`, then the JSON body with keys camelCased (unless `camelCase: false`) parsed by `schema`. */
  json<S extends z.ZodType>(request: ApiRequest, schema: S, options?: { camelCase?: boolean }): Promise<z.output<S>>;
}

export interface ContextOptions {
  limiters?: readonly RequestLimiter[];
  tokenCache?: TokenCache;
  retryDependencies?: RetryDependencies;
  /** Replaces the undici transport (tests: a scripted fake). */
  transport?: Send;
}

export function createApiContext(config: ClientConfig, options: ContextOptions = {}): ApiContext {
  const transport = options.transport ?? createTransport(config);
  const retry = resolveRetryOptions(config.retry);
  const plain = withRetry(withLimiters(options.limiters ?? [])(transport), retry, options.retryDependencies);
  const tokenCache = options.tokenCache ?? processTokenCache;
  const apiVersion = config.apiVersion ?? "v5";

  const tokenCredentials = (version: "v5" | "v4"): TokenCredentials => {
    const base = requireBaseUrl(config, "baseUrl");
    return {
      version,
      tokenUrl: joinUrl(base, version === "v5" ? "/v5/oauth/token" : "/v4/token"),
      clientId: requireSetting(config, "clientId"),
      clientSecret: requireSetting(config, "clientSecret"),
      audience: version === "v5" ? requireSetting(config, "audience") : undefined,
    };
  };
  const authed = (version: "v5" | "v4"): Send => {
    const source: TokenSource = {
      getToken: () => tokenCache.get(tokenCredentials(version), plain),
      invalidate: (token) => tokenCache.invalidate(tokenCredentials(version), token),
    };
    return withBearerAuth(source)(plain);
  };
  const bearer = { v5: authed("v5"), v4: authed("v4") };

  const send = async (request: ApiRequest): Promise<HttpResponse> => {
    const http = toHttpRequest(config, request);
    const res = await (request.auth === "bearer" ? bearer[request.tokenVersion ?? apiVersion] : plain)(http);
    if (res.status === 404 && request.notFoundMeansDone && res.afterAmbiguousFailure) return res;
    if (res.status < 200 || res.status > 299) throw errorForResponse(http, res);
    return res;
  };

  const json = async <S extends z.ZodType>(request: ApiRequest, schema: S, opts: { camelCase?: boolean } = {}) => {
    const res = await send(request);
    const what = `${request.method} ${request.path}`;
    let body: unknown;
    try {
      body = JSON.parse(res.body.toString("utf8"));
    } catch {
      throw new UnexpectedResponseError(`${what}: the response is not JSON`, { method: request.method, path: request.path, status: res.status });
    }
    const parsed = schema.safeParse(opts.camelCase === false ? body : fromWire(body));
    if (!parsed.success) {
      const issues = formatIssues(parsed.error).slice(0, 5).join("; ");
      throw new UnexpectedResponseError(`${what}: the response does not have the documented shape: ${issues}`, {
        method: request.method,
        path: request.path,
        status: res.status,
      });
    }
    return parsed.data;
  };

  return { config, apiVersion, send, json };
}

export function toHttpRequest(config: ClientConfig, request: ApiRequest): HttpRequest {
  const url = joinUrl(requireBaseUrl(config, request.base ?? "baseUrl"), request.path);
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value === undefined) continue;
    url.searchParams.set(name, Array.isArray(value) ? value.join(",") : String(value));
  }
  const headers: Record<string, string> = { accept: "application/json", ...request.headers };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers["content-type"] = "application/json;charset=UTF-8";
    body = JSON.stringify(request.json);
  }
  const idempotent = request.idempotent ?? isIdempotentMethod(request.method);
  return { method: request.method, url, headers, body, idempotent, limiter: request.limiter };
}
