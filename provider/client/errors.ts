/**
 * One error hierarchy for every call of the client (style: stripe-node's Error.ts, octokit's
 * RequestError). Every error names the request (method + path, never the query string, which can
 * carry a legacy user signature or an S2S token) and never holds a secret, a header or a raw body.
 */

/** One entry of the management API's validation error body: `{ detail: [ { loc, msg, type } ] }`. */
export interface ApiErrorDetail {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export interface ErrorContext {
  method?: string;
  path?: string;
  status?: number;
  /** How many times the request was sent (retries included). */
  attempts?: number;
  cause?: unknown;
}

export class AdPublisherError extends Error {
  readonly method?: string;
  readonly path?: string;
  readonly status?: number;
  readonly attempts?: number;

  constructor(message: string, context: ErrorContext = {}) {
    super(message, context.cause === undefined ? undefined : { cause: context.cause });
    this.name = new.target.name;
    this.method = context.method;
    this.path = context.path;
    this.status = context.status;
    this.attempts = context.attempts;
  }
}

/** 400 with the management API's `detail` list, including `existing_fixed_cpm` and `cannot_set_country_target`. */
export class ApiValidationError extends AdPublisherError {
  readonly details: ApiErrorDetail[];
  constructor(message: string, details: ApiErrorDetail[], context: ErrorContext) {
    super(message, context);
    this.details = details;
  }
  /** True when one of the details has this `type` (e.g. "existing_fixed_cpm"). */
  hasType(type: string): boolean {
    return this.details.some((detail) => detail.type === type);
  }
}

export class NotFoundError extends AdPublisherError {}

/** 401/403 on a resource call, or a token endpoint error (`{ error, error_description }`). */
export class AuthenticationError extends AdPublisherError {
  /** The token endpoint's `error` code (invalid_client, invalid_grant, ...), when there was one. */
  readonly code?: string;
  constructor(message: string, context: ErrorContext & { code?: string }) {
    super(message, context);
    this.code = context.code;
  }
}

export class RateLimitError extends AdPublisherError {
  /** The server's Retry-After hint in seconds, when it sent one. */
  readonly retryAfterSeconds?: number;
  constructor(message: string, context: ErrorContext & { retryAfterSeconds?: number }) {
    super(message, context);
    this.retryAfterSeconds = context.retryAfterSeconds;
  }
}

export class ServerError extends AdPublisherError {}

/** Any other 4xx whose body is not the management API's validation shape. */
export class ApiRequestError extends AdPublisherError {}

/** The response arrived but does not have the documented shape. */
export class UnexpectedResponseError extends AdPublisherError {}

/**
 * The response body is larger than the client's limit (`maxResponseBytes`): nothing past the limit
 * was read, and the request is not re-sent (the same server would send the same body).
 */
export class ResponseTooLargeError extends AdPublisherError {
  readonly limitBytes: number;
  constructor(message: string, context: ErrorContext & { limitBytes: number }) {
    super(message, context);
    this.limitBytes = context.limitBytes;
  }
}

/**
 * No usable response: connection refused, reset, timeout. `phase` tells whether the request can
 * have reached the server ("connect": it cannot; "response": it may have been processed).
 */
export class NetworkError extends AdPublisherError {
  readonly phase: "connect" | "response";
  readonly code?: string;
  constructor(message: string, context: ErrorContext & { phase: "connect" | "response"; code?: string }) {
    super(message, context);
    this.phase = context.phase;
    this.code = context.code;
  }
}

/** A setting needed by the call is missing or unusable; thrown when the call needs it. */
export class ConfigError extends AdPublisherError {}

/** Pre-send validation failed; `issues` are "<camelCase property path>: <rule>". */
export class InputValidationError extends AdPublisherError {
  readonly issues: string[];
  constructor(what: string, issues: string[]) {
    super(`invalid ${what}: ${issues.join("; ")}`);
    this.issues = issues;
  }
}

/**
 * A create (POST) failed in a way that leaves it unknown whether the object was created, and the
 * object has no natural key to look it up by (apps, lists): never re-sent blindly.
 */
export class AmbiguousCreateError extends AdPublisherError {}
