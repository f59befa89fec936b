// How the report families talk HTTP. Built from the core's layers (transport, limiters, retry,
// bearer auth with the process token cache) like ApiContext, plus two things the context does
// not do: reading the reporting APIs' own 400 body (report-errors.ts), and streaming a large
// job result instead of buffering it (the core transport buffers every body).
import { request as undiciRequest } from "undici";
import type { z } from "zod";
import { formatIssues } from "../../models/rules";
import { withBearerAuth, type TokenSource } from "../auth";
import { joinUrl, requireBaseUrl, requireSetting, type ClientConfig } from "../config";
import { toHttpRequest, type ApiRequest } from "../context";
import { NetworkError, UnexpectedResponseError } from "../errors";
import { describeRequest, type HttpRequest, type HttpResponse, type Send } from "../http";
import { withLimiters, type RequestLimiter } from "../limiter";
import { resolveRetryOptions, withRetry } from "../retry";
import { shouldRetry } from "../retry-policy";
import { redactError, secretsOf } from "../redact";
import { processTokenCache, type TokenCredentials } from "../tokens";
import { DEFAULT_TIMEOUT_MS, createTransport } from "../transport";
import { reportErrorFor } from "./report-errors";

export interface StreamingResponse {
  status: number;
  headers: Record<string, string>;
  /** The undici body: bytes as they arrive. Iterate it to the end, or call `cancel`. */
  body: AsyncIterable<Uint8Array>;
  cancel(): void;
}

/** An ApiRequest, or one with a body sent verbatim (a signed body must be the bytes sent). */
export type ReportRequest = ApiRequest & { body?: string };

export interface ReportSender {
  readonly config: ClientConfig;
  /** Buffered; statuses outside 2xx and `pass` are thrown as AdPublisherErrors. */
  send(request: ReportRequest, pass?: readonly number[]): Promise<HttpResponse>;
  /** `send`, then the JSON body (names as the API sends them) parsed by `schema`. */
  json<S extends z.ZodType>(request: ApiRequest, schema: S): Promise<z.output<S>>;
  /** A 2xx response whose body is streamed (job results); other statuses are thrown. */
  stream(request: ApiRequest): Promise<StreamingResponse>;
}

export interface ReportSenderOptions {
  limiters?: readonly RequestLimiter[];
  /** Replaces the undici transport of buffered calls (tests). */
  transport?: Send;
}

/** Reporting APIs use version 5 tokens whatever apiVersion the management API uses (001, 002). */
function tokenSource(config: ClientConfig, plain: Send): TokenSource {
  const credentials = (): TokenCredentials => ({
    version: "v5",
    tokenUrl: joinUrl(requireBaseUrl(config, "baseUrl"), "/v5/oauth/token"),
    clientId: requireSetting(config, "clientId"),
    clientSecret: requireSetting(config, "clientSecret"),
    audience: requireSetting(config, "audience"),
  });
  return {
    getToken: () => processTokenCache.get(credentials(), plain),
    invalidate: (token) => processTokenCache.invalidate(credentials(), token),
  };
}

export function createReportSender(config: ClientConfig, options: ReportSenderOptions = {}): ReportSender {
  const retry = resolveRetryOptions(config.retry);
  const limited = withLimiters(options.limiters ?? []);
  const plain = withRetry(limited(options.transport ?? createTransport(config)), retry);
  const tokens = tokenSource(config, withRetry(options.transport ?? createTransport(config), retry));
  const bearer = withBearerAuth(tokens)(plain);

  const send = async (request: ReportRequest, pass: readonly number[] = []) => {
    const http = toHttpRequest(config, request);
    if (request.body !== undefined) http.body = request.body;
    const res = await (request.auth === "bearer" ? bearer : plain)(http);
    if ((res.status < 200 || res.status > 299) && !pass.includes(res.status)) throw reportErrorFor(http, res);
    return res;
  };

  const json = async <S extends z.ZodType>(request: ApiRequest, schema: S): Promise<z.output<S>> => {
    const res = await send(request);
    const context = { method: request.method, path: request.path, status: res.status };
    let body: unknown;
    try {
      body = JSON.parse(res.body.toString("utf8"));
    } catch {
      throw new UnexpectedResponseError(`${request.method} ${request.path}: the response is not JSON`, context);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const issues = formatIssues(parsed.error).slice(0, 5).join("; ");
      throw new UnexpectedResponseError(`${request.method} ${request.path}: the response does not have the documented shape: ${issues}`, context);
    }
    return parsed.data;
  };

  const stream = async (request: ApiRequest): Promise<StreamingResponse> => {
    const http = toHttpRequest(config, request);
    const started = Date.now();
    let refreshedToken = false;
    for (let attempt = 1; ; attempt++) {
      const headers: Record<string, string> = { "user-agent": config.userAgent ?? "pulumi-adpublisher", ...http.headers };
      let token: string | undefined;
      if (request.auth === "bearer") {
        token = await tokens.getToken();
        headers.authorization = `Bearer ${token}`;
      }
      for (const limiter of options.limiters ?? []) await limiter.acquire(http);
      let status: number;
      let flat: Record<string, string>;
      let body: StreamingBody;
      try {
        // Idle timeouts, not a total one: a large result may take long but must keep flowing.
        const res = await undiciRequest(http.url, {
          method: http.method,
          headers,
          dispatcher: config.dispatcher,
          headersTimeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          bodyTimeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        });
        status = res.statusCode;
        flat = flattenHeaders(res.headers);
        body = res.body;
      } catch (error) {
        const phase = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|UND_ERR_CONNECT/.test(String((error as { code?: string }).code)) ? "connect" : "response";
        const decision = decide(http, { kind: "network", phase }, attempt, started);
        if (decision) {
          await sleep(decision);
          continue;
        }
        throw new NetworkError(`${describeRequest(http)}: connection failed before a complete response`, {
          method: http.method, path: http.url.pathname, phase, attempts: attempt, cause: redactError(error, secretsOf({ headers, body: http.body, url: http.url })),
        });
      }
      if (status >= 200 && status <= 299) return { status, headers: flat, body, cancel: () => body.destroy() };
      // Error bodies are small: buffer them for the error mapping.
      const buffered: HttpResponse = { status, headers: flat, body: Buffer.from(await body.arrayBuffer()), attempts: attempt };
      if (status === 401 && token !== undefined && !refreshedToken) {
        refreshedToken = true;
        tokens.invalidate(token);
        continue;
      }
      const delay = decide(http, { kind: "response", status, retryAfter: flat["retry-after"] }, attempt, started);
      if (delay) {
        await sleep(delay);
        continue;
      }
      throw reportErrorFor(http, buffered);
    }
  };

  const decide = (http: HttpRequest, outcome: Parameters<typeof shouldRetry>[0]["outcome"], attempt: number, started: number) => {
    const decision = shouldRetry({
      idempotent: http.idempotent, outcome, attempt, elapsedMs: Date.now() - started, options: retry, nowMs: Date.now(), random: Math.random(),
    });
    return decision.retry ? Math.max(1, decision.delayMs) : undefined;
  };

  return { config, send, json, stream };
}

interface StreamingBody extends AsyncIterable<Uint8Array> {
  arrayBuffer(): Promise<ArrayBuffer>;
  destroy(): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return flat;
}
