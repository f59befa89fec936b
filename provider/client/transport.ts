// The bottom of the request pipeline: sends one HTTP request through undici with a timeout and a
// cap on the answer's size, and turns a failure into a NetworkError that quotes no secret.
import type { Agent, Dispatcher } from "undici";
import { DEFAULT_MAX_RESPONSE_BYTES, readCapped, sendForWholeBody } from "./buffered-body";
import { ConfigError, NetworkError, ResponseTooLargeError } from "./errors";
import { describeRequest, type HttpRequest, type HttpResponse, type Send } from "./http";
import { redactError, secretsOf } from "./redact";
import { handOver } from "./streamed-body";
import { MINIMUM_NODE } from "../node-version";
import { flushCompiledModules } from "../compile-cache";

export const DEFAULT_TIMEOUT_MS = 30_000;

export interface TransportOptions {
  dispatcher?: Dispatcher;
  /** Per attempt: from sending to the end of the response body. */
  timeoutMs?: number;
  userAgent?: string;
  /** The most a buffered body (every answer but a streamed 2xx) may hold; default 8 MiB. */
  maxResponseBytes?: number;
}

/** The request function undici's entry point puts on every dispatcher; `this` is the dispatcher. */
type RequestOn = (this: Dispatcher, options: Dispatcher.RequestOptions) => Promise<Dispatcher.ResponseData>;

/**
 * undici is loaded at the first request, not at import: a provider process that only checks and
 * diffs (a no-op preview) and a program that only declares resources never pay its load. Only the
 * pool is loaded, not undici's entry point: that one also loads fetch, WebSocket, the mock and
 * cache layers, none of which the client uses, on every provider process's first call. Its request
 * function, whose answer is a stream, is loaded at the first streamed request.
 */
function undiciPool(): typeof Agent {
  const loaded = loadUndici(() => require("undici/lib/dispatcher/agent.js") as typeof Agent);
  // Where the compile cache is on, undici's first load is written now (a microsecond once it is).
  flushCompiledModules();
  return loaded;
}

function undiciRequest(): RequestOn {
  return loadUndici(() => require("undici/lib/api/api-request.js") as RequestOn);
}

/**
 * Loads undici; a failure to load is not a network failure and is never retried. undici 8 does not
 * load on Node 20, so the message names that cause and the Node needed, not a connection that failed.
 */
export function loadUndici<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`cannot load undici, the HTTP client, on Node.js ${process.version} (${reason}); pulumi-adpublisher needs Node.js >= ${MINIMUM_NODE}`, { cause: error });
  }
}

/** A keep-alive pool (made at the first request) unless the caller injects its own dispatcher. */
function keepAlivePool(): Agent {
  return new (undiciPool())({ keepAliveTimeout: 10_000, connections: 16 });
}

/** Failures that happen before the request leaves: the server cannot have seen it. */
const CONNECT_PHASE_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
]);

/** The most telling error code along the cause chain (undici wraps Node's socket errors). */
function errorCode(error: unknown): string | undefined {
  const codes: string[] = [];
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes.find((code) => CONNECT_PHASE_CODES.has(code)) ?? codes[0];
}

/**
 * undici under the given dispatcher: the innermost request function; HTTP statuses are not errors
 * here. A buffered request has one timeout from sending to the end of the body; a streamed one
 * has idle timeouts instead (a large result may take long, but must keep flowing).
 */
export function createTransport(options: TransportOptions = {}): Send {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const userAgent = options.userAgent ?? "pulumi-adpublisher";
  const maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  if (!Number.isInteger(maxResponseBytes) || maxResponseBytes < 1) throw new ConfigError("maxResponseBytes must be a whole number of bytes, at least 1");
  // One pool per transport, so per client: one per runtime context, and two contexts in one process share no connection.
  let pool: Agent | undefined;
  let request: RequestOn | undefined;
  return async (req: HttpRequest): Promise<HttpResponse> => {
    // Loaded outside the try below: a failure to load is not a failed connection.
    const dispatcher = options.dispatcher ?? (pool ??= keepAlivePool());
    if (req.stream) return sendStreamed(req, dispatcher, (request ??= undiciRequest()));
    let timedOut = false;
    const exchange = sendForWholeBody(dispatcher, dispatchOptions(req), req, maxResponseBytes);
    const timer = setTimeout(() => {
      timedOut = true;
      exchange.abort(new Error(`no complete response within ${timeoutMs} ms`));
    }, timeoutMs);
    try {
      const { status, headers, body } = await exchange.response;
      return { status, headers: flattenHeaders(headers), body, attempts: 1 };
    } catch (error) {
      if (error instanceof ResponseTooLargeError) throw error;
      throw toNetworkError(req, error, timedOut ? timeoutMs : undefined);
    } finally {
      clearTimeout(timer);
    }
  };

  function dispatchOptions(req: HttpRequest): Dispatcher.DispatchOptions {
    return {
      origin: req.url.origin,
      path: `${req.url.pathname}${req.url.search}`,
      method: req.method as Dispatcher.HttpMethod,
      headers: { "user-agent": userAgent, ...req.headers },
      body: req.body,
    };
  }

  /** A streamed request has idle timeouts instead of one deadline: a large result may take long, but must keep flowing. */
  async function sendStreamed(req: HttpRequest, dispatcher: Dispatcher, request: RequestOn): Promise<HttpResponse> {
    try {
      const response = await request.call(dispatcher, { ...dispatchOptions(req), headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
      const status = response.statusCode;
      const headers = flattenHeaders(response.headers);
      if (status >= 200 && status <= 299) {
        const stream = await handOver(response.body, (error) => toNetworkError(req, error, undefined));
        return { status, headers, body: Buffer.alloc(0), stream, attempts: 1 };
      }
      const body = await readCapped(req, status, headers["content-length"], response.body, maxResponseBytes);
      return { status, headers, body, attempts: 1 };
    } catch (error) {
      if (error instanceof NetworkError || error instanceof ResponseTooLargeError) throw error;
      throw toNetworkError(req, error, undefined);
    }
  }
}

function toNetworkError(req: HttpRequest, raw: unknown, timedOutAfterMs: number | undefined): NetworkError {
  const what = describeRequest(req);
  const error = redactError(raw, secretsOf(req));
  if (timedOutAfterMs !== undefined) {
    return new NetworkError(`${what}: no complete response within ${timedOutAfterMs} ms (timeout)`, {
      method: req.method,
      path: req.url.pathname,
      phase: "response",
      code: "TIMEOUT",
      cause: error,
    });
  }
  const code = errorCode(error);
  const phase = code !== undefined && CONNECT_PHASE_CODES.has(code) ? "connect" : "response";
  const reason = phase === "connect" ? "could not connect" : "connection failed before a complete response";
  return new NetworkError(`${what}: ${reason}${code ? ` (${code})` : ""}`, {
    method: req.method,
    path: req.url.pathname,
    phase,
    code,
    cause: error,
  });
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return flat;
}
