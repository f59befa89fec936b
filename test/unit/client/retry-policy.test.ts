// The retry decision as a pure predicate: what may be re-sent, Retry-After, and the backoff delay.
import { describe, expect, it } from "vitest";
import {
  backoffDelay,
  DEFAULT_RETRY_OPTIONS,
  isAmbiguousOutcome,
  isRetryableOutcome,
  parseRetryAfter,
  shouldRetry,
  type AttemptOutcome,
  type RetryInput,
} from "../../../provider/client/retry-policy";

const options = { maxAttempts: 4, baseDelayMs: 100, maxDelayMs: 1_000, maxElapsedMs: 10_000 };
const input = (outcome: AttemptOutcome, overrides: Partial<RetryInput> = {}): RetryInput => ({
  idempotent: true,
  outcome,
  attempt: 1,
  elapsedMs: 0,
  options,
  nowMs: Date.UTC(2026, 0, 1),
  random: 0.5,
  ...overrides,
});
const status = (code: number, retryAfter?: string): AttemptOutcome => ({ kind: "response", status: code, retryAfter });

describe("isRetryableOutcome", () => {
  it.each([429, 500, 502, 503, 504])("retries %i for idempotent requests", (code) => {
    expect(isRetryableOutcome(status(code), true)).toBe(true);
  });
  it.each([200, 204, 400, 401, 403, 404, 409, 501, 505])("does not retry %i", (code) => {
    expect(isRetryableOutcome(status(code), true)).toBe(false);
  });
  it("retries a create (POST) only where the server cannot have processed it", () => {
    expect(isRetryableOutcome(status(429), false)).toBe(true);
    expect(isRetryableOutcome(status(503), false)).toBe(true);
    expect(isRetryableOutcome({ kind: "network", phase: "connect" }, false)).toBe(true);
    expect(isRetryableOutcome(status(500), false)).toBe(false);
    expect(isRetryableOutcome(status(502), false)).toBe(false);
    expect(isRetryableOutcome({ kind: "network", phase: "response" }, false)).toBe(false);
  });
  it("retries every network failure of an idempotent request", () => {
    expect(isRetryableOutcome({ kind: "network", phase: "response" }, true)).toBe(true);
  });
});

describe("parseRetryAfter", () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);
  it("reads delay-seconds", () => {
    expect(parseRetryAfter("3", now)).toBe(3_000);
    expect(parseRetryAfter(" 0 ", now)).toBe(0);
  });
  it("reads an HTTP date relative to now, never negative", () => {
    expect(parseRetryAfter("Thu, 01 Jan 2026 12:00:05 GMT", now)).toBe(5_000);
    expect(parseRetryAfter("Thu, 01 Jan 2026 11:00:00 GMT", now)).toBe(0);
  });
  it("ignores absent or malformed values", () => {
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter("-1", now)).toBeUndefined();
    expect(parseRetryAfter("1.5", now)).toBeUndefined();
    expect(parseRetryAfter("soon", now)).toBeUndefined();
  });
});

describe("backoffDelay", () => {
  it("doubles per attempt with jitter between half and all of the exponential delay", () => {
    expect(backoffDelay(1, options, 0)).toBe(50);
    expect(backoffDelay(1, options, 0.999999)).toBe(100);
    expect(backoffDelay(3, options, 0)).toBe(200);
    expect(backoffDelay(3, options, 0.5)).toBe(300);
  });
  it("is capped by maxDelayMs", () => {
    expect(backoffDelay(20, options, 0.999999)).toBe(1_000);
  });
});

describe("shouldRetry", () => {
  it("retries with backoff when nothing else says otherwise", () => {
    expect(shouldRetry(input(status(502), { attempt: 2 }))).toEqual({ retry: true, delayMs: 150 });
  });
  it("obeys Retry-After over the computed backoff, even above maxDelayMs", () => {
    expect(shouldRetry(input(status(429, "2")))).toEqual({ retry: true, delayMs: 2_000 });
  });
  it("stops at maxAttempts", () => {
    expect(shouldRetry(input(status(503), { attempt: 4 }))).toEqual({ retry: false, reason: "gave up after 4 attempts" });
  });
  it("stops when the wait would end past maxElapsedMs", () => {
    const decision = shouldRetry(input(status(429, "30")));
    expect(decision.retry).toBe(false);
    expect(decision).toMatchObject({ reason: expect.stringContaining("maxElapsedMs") });
  });
  it("does not retry a non-retryable outcome", () => {
    expect(shouldRetry(input(status(400)))).toEqual({ retry: false, reason: "not retryable" });
    expect(shouldRetry(input(status(500), { idempotent: false })).retry).toBe(false);
  });
  it("has typed defaults", () => {
    expect(DEFAULT_RETRY_OPTIONS).toEqual({ maxAttempts: 4, baseDelayMs: 250, maxDelayMs: 8_000, maxElapsedMs: 60_000 });
  });
});

describe("isAmbiguousOutcome", () => {
  it("is true where the server may have processed the request", () => {
    expect(isAmbiguousOutcome(status(500))).toBe(true);
    expect(isAmbiguousOutcome(status(504))).toBe(true);
    expect(isAmbiguousOutcome({ kind: "network", phase: "response" })).toBe(true);
    expect(isAmbiguousOutcome(status(503))).toBe(false);
    expect(isAmbiguousOutcome(status(429))).toBe(false);
    expect(isAmbiguousOutcome({ kind: "network", phase: "connect" })).toBe(false);
  });
});
