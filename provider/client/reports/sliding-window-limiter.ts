// Client-side limit for mediation reporting (the API's limit: 40 requests per 10 minutes).
// A sliding window: a request may go when fewer than `limit` requests went in the last
// `windowMs`; otherwise it waits until the oldest of them leaves the window. Waiters are served
// in arrival order. A burst therefore waits instead of drawing 429s; a 429 that still arrives
// (another process sharing the account) is retried by the transport, honouring Retry-After.
import { type Clock, systemClock } from "../clock";

export interface SlidingWindowOptions {
  limit: number;
  windowMs: number;
  clock?: Clock;
}

export const MEDIATION_RATE_LIMIT = { limit: 40, windowMs: 10 * 60_000 } as const;

export class SlidingWindowLimiter {
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly clock: Clock;
  /** Send times still inside the window, oldest first. */
  private readonly sent: number[] = [];
  private tail: Promise<void> = Promise.resolve();

  constructor(options: SlidingWindowOptions) {
    if (!(options.limit >= 1) || !(options.windowMs > 0)) throw new RangeError("limit must be >= 1 and windowMs > 0");
    this.limit = options.limit;
    this.windowMs = options.windowMs;
    this.clock = options.clock ?? systemClock;
  }

  /** Resolves when this request may be sent (and counts it as sent). */
  acquire(): Promise<void> {
    const turn = this.tail.then(() => this.waitForSlot());
    this.tail = turn.catch(() => undefined);
    return turn;
  }

  /** How long a request arriving now would wait, in ms (0 when a slot is free). */
  delayMs(): number {
    this.prune();
    if (this.sent.length < this.limit) return 0;
    return Math.max(0, this.sent[0] + this.windowMs - this.clock.now());
  }

  private async waitForSlot(): Promise<void> {
    for (;;) {
      const wait = this.delayMs();
      if (wait === 0) {
        this.sent.push(this.clock.now());
        return;
      }
      await this.clock.sleep(wait);
    }
  }

  private prune(): void {
    const horizon = this.clock.now() - this.windowMs;
    while (this.sent.length > 0 && this.sent[0] <= horizon) this.sent.shift();
  }
}
