/**
 * The retry decision, as pure functions (style: stripe-node's `_shouldRetry`): no I/O, no clock,
 * no randomness of their own, so each rule has its own unit test.
 *
 * Which failures may be retried depends on whether repeating the request is safe:
 * - idempotent requests (GET, PUT, PATCH with absolute values, DELETE, token and report queries):
 *   429, 5xx (except 501/505) and any network failure;
 * - a create (POST) only when the server cannot have processed it: 429 and 503 (the server
 *   refused it) and a failure to connect. After an ambiguous failure (other 5xx, a reset or
 *   timeout once the request was sent) a create is not re-sent here; the caller looks the object
 *   up by its natural key first, or surfaces the error (see management/ad-locations.ts).
 */

export interface RetryOptions {
  /** Total sends, the first included. */
  maxAttempts: number;
  /** Backoff before the 2nd attempt; doubles each attempt. */
  baseDelayMs: number;
  /** Cap of the computed backoff (a server's Retry-After is obeyed as sent, within maxElapsedMs). */
  maxDelayMs: number;
  /** No retry is started when it would end after this much time since the first send. */
  maxElapsedMs: number;
}

export const DEFAULT_RETRY_OPTIONS: Readonly<RetryOptions> = Object.freeze({
  maxAttempts: 4,
  baseDelayMs: 250,
  maxDelayMs: 8_000,
  maxElapsedMs: 60_000,
});

export type AttemptOutcome =
  | { kind: "response"; status: number; retryAfter?: string }
  | { kind: "network"; phase: "connect" | "response" };

export interface RetryInput {
  idempotent: boolean;
  outcome: AttemptOutcome;
  /** 1-based number of the attempt that just failed. */
  attempt: number;
  /** Time since the first attempt started. */
  elapsedMs: number;
  options: RetryOptions;
  /** Wall clock, for Retry-After given as an HTTP date. */
  nowMs: number;
  /** A number in [0, 1), for jitter. */
  random: number;
}

export type RetryDecision = { retry: true; delayMs: number } | { retry: false; reason: string };

const NOT_RETRYABLE_5XX = new Set([501, 505]);

/** Whether the outcome is a failure worth another attempt at all (before budgets). */
export function isRetryableOutcome(outcome: AttemptOutcome, idempotent: boolean): boolean {
  if (outcome.kind === "network") return idempotent || outcome.phase === "connect";
  const { status } = outcome;
  if (status === 429 || status === 503) return true;
  if (status >= 500 && status <= 599 && !NOT_RETRYABLE_5XX.has(status)) return idempotent;
  return false;
}

/**
 * The server may have processed the request although it failed: the connection broke after it
 * was sent, or a 5xx other than 503 (429 and 503 mean the server refused it).
 */
export function isAmbiguousOutcome(outcome: AttemptOutcome): boolean {
  if (outcome.kind === "network") return outcome.phase === "response";
  return outcome.status >= 500 && outcome.status !== 503;
}

/** Retry-After: delay-seconds or an HTTP date (RFC 9110 10.2.3); undefined when absent or invalid. */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date) || !/[a-z]/i.test(trimmed)) return undefined;
  return Math.max(0, date - nowMs);
}

/** Exponential backoff with "equal jitter": half the capped exponential delay plus a random half. */
export function backoffDelay(attempt: number, options: RetryOptions, random: number): number {
  const exponential = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(exponential / 2 + (random * exponential) / 2);
}

export function shouldRetry(input: RetryInput): RetryDecision {
  const { outcome, options } = input;
  if (!isRetryableOutcome(outcome, input.idempotent)) {
    return { retry: false, reason: "not retryable" };
  }
  if (input.attempt >= options.maxAttempts) {
    return { retry: false, reason: `gave up after ${input.attempt} attempts` };
  }
  const hinted = outcome.kind === "response" ? parseRetryAfter(outcome.retryAfter, input.nowMs) : undefined;
  const delayMs = hinted ?? backoffDelay(input.attempt, options, input.random);
  if (input.elapsedMs + delayMs > options.maxElapsedMs) {
    return { retry: false, reason: `waiting ${delayMs} ms would exceed maxElapsedMs (${options.maxElapsedMs})` };
  }
  return { retry: true, delayMs };
}
