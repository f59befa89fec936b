// Turns an API's non-2xx answer into the client's error for it (validation, not found,
// authentication, rate limit, server), reading each API family's error body.
import { z } from "zod";
import { ApiErrorBodySchema } from "../models/api-error";
import { TokenErrorResponseSchema } from "../models/token";
import { fromWire } from "./casing";
import {
  AdPublisherError,
  ApiRequestError,
  ApiValidationError,
  AuthenticationError,
  NotFoundError,
  RateLimitError,
  ServerError,
  type ApiErrorDetail,
  type ErrorContext,
} from "./errors";
import { describeRequest, type HttpRequest, type HttpResponse } from "./http";
import { parseRetryAfter } from "./retry-policy";

function parseJson(body: Buffer): unknown {
  try {
    return fromWire(JSON.parse(body.toString("utf8")));
  } catch {
    return undefined;
  }
}

export function apiErrorDetails(body: unknown): ApiErrorDetail[] | undefined {
  const parsed = ApiErrorBodySchema.safeParse(body);
  if (!parsed.success) return undefined;
  return parsed.data.detail.map(({ loc, msg, type }) => ({ loc: loc ?? [], msg, type }));
}

/**
 * The reporting APIs' 400 body (the mediation reporting API's; the analytics one is not shown, we read the same
 * shape): `{ code, name, description: 'ValidationError', errors: { <field>: <message> } }`, read
 * as sent (field names are the API's, not camelCased).
 */
const reportErrorBody = z.looseObject({
  description: z.string().optional(),
  errors: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});

function reportErrorDetails(raw: Buffer): ApiErrorDetail[] | undefined {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString("utf8"));
  } catch {
    return undefined;
  }
  const parsed = reportErrorBody.safeParse(body);
  if (!parsed.success) return undefined;
  return Object.entries(parsed.data.errors).map(([field, message]) => ({
    loc: [field],
    msg: Array.isArray(message) ? message.join(" ") : message,
    type: parsed.data.description ?? "ValidationError",
  }));
}

function describeDetails(details: ApiErrorDetail[]): string {
  return details
    .map((d) => `${d.type}: ${d.msg}${d.loc.length > 0 ? ` (at ${d.loc.join(".")})` : ""}`)
    .join("; ");
}

/**
 * The error for a non-2xx response, status-mapped. Only the parsed, documented parts of the body
 * are kept (never the raw body, which could echo what was sent).
 */
export function errorForResponse(req: HttpRequest, res: HttpResponse, nowMs: number = Date.now()): AdPublisherError {
  const what = describeRequest(req);
  const context: ErrorContext = { method: req.method, path: req.url.pathname, status: res.status, attempts: res.attempts };
  const body = parseJson(res.body);
  const details = apiErrorDetails(body);
  const tokenError = TokenErrorResponseSchema.safeParse(body);
  const tried = res.attempts > 1 ? ` after ${res.attempts} attempts` : "";

  if (res.status === 400 && details) {
    return new ApiValidationError(`${what} was rejected (400): ${describeDetails(details)}`, details, context);
  }
  const reportDetails = res.status === 400 ? reportErrorDetails(res.body) : undefined;
  if (reportDetails) {
    const listed = reportDetails.map((d) => `${d.loc[0]}: ${d.msg}`).join("; ");
    return new ApiValidationError(`${what} was rejected (400): ${listed}`, reportDetails, context);
  }
  if (res.status === 404) {
    const reason = details ? describeDetails(details) : "not found";
    return new NotFoundError(`${what}: ${reason} (404)`, context);
  }
  if (res.status === 401 || res.status === 403 || tokenError.success) {
    const code = tokenError.success ? tokenError.data.error : undefined;
    const description = tokenError.success && tokenError.data.errorDescription ? `: ${tokenError.data.errorDescription}` : "";
    const reason = code ? `${code}${description}` : res.status === 403 ? "access denied" : "not authenticated";
    return new AuthenticationError(`${what} failed (${res.status}): ${reason}`, { ...context, code });
  }
  if (res.status === 429) {
    const retryAfterMs = parseRetryAfter(res.headers["retry-after"], nowMs);
    const retryAfterSeconds = retryAfterMs === undefined ? undefined : Math.ceil(retryAfterMs / 1000);
    const hint = retryAfterSeconds === undefined ? "" : `; retry after ${retryAfterSeconds} s`;
    return new RateLimitError(`${what} was rate limited (429)${tried}${hint}`, { ...context, retryAfterSeconds });
  }
  if (res.status >= 500) {
    return new ServerError(`${what} failed with a server error (${res.status})${tried}`, context);
  }
  const reason = details ? `: ${describeDetails(details)}` : "";
  return new ApiRequestError(`${what} failed (${res.status})${reason}`, context);
}
