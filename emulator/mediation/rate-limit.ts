// The mediation reporting API's limit: 40 requests per 10 minutes. A sliding window per credential, on the emulator
// clock: a request is admitted when fewer than 40 admitted requests fall within the last 10
// minutes. Refused requests do not count; Retry-After says when the oldest one leaves the window.

export const MEDIATION_RATE_LIMIT = 40;
export const MEDIATION_RATE_WINDOW_SECONDS = 600;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class SlidingWindowLimiter {
  private readonly admitted = new Map<string, number[]>();

  constructor(
    private readonly limit = MEDIATION_RATE_LIMIT,
    private readonly windowMs = MEDIATION_RATE_WINDOW_SECONDS * 1000,
  ) {}

  take(key: string, nowMs: number): RateDecision {
    const recent = (this.admitted.get(key) ?? []).filter((at) => at > nowMs - this.windowMs);
    this.admitted.set(key, recent);
    if (recent.length >= this.limit) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + this.windowMs - nowMs) / 1000)) };
    }
    recent.push(nowMs);
    return { allowed: true };
  }
}

export function rateLimitedBody(retryAfterSeconds: number) {
  return {
    code: 429,
    name: "Too Many Requests",
    description: "RateLimitExceeded",
    errors: { _request: `At most ${MEDIATION_RATE_LIMIT} requests per ${MEDIATION_RATE_WINDOW_SECONDS / 60} minutes; retry after ${retryAfterSeconds} s.` },
  };
}
