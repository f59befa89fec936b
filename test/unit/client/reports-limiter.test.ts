// SlidingWindowLimiter: the mediation reporting API's 40 requests per 10 minutes as a sliding window.
import { describe, expect, it } from "vitest";
import type { Clock } from "../../../provider/client/clock";
import { MEDIATION_RATE_LIMIT, SlidingWindowLimiter } from "../../../provider/client/reports/sliding-window-limiter";

/** A clock that only moves when the test says so; sleepers wake when their time is reached. */
function fakeClock() {
  let now = 0;
  const sleepers: { until: number; wake: () => void }[] = [];
  const clock: Clock = {
    now: () => now,
    sleep: (ms) => new Promise<void>((wake) => sleepers.push({ until: now + ms, wake })),
  };
  const advance = async (ms: number) => {
    now += ms;
    for (const sleeper of sleepers.splice(0)) {
      if (sleeper.until <= now) sleeper.wake();
      else sleepers.push(sleeper);
    }
    // Let woken waiters and the chained grants run before the test looks.
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
  };
  return { clock, advance };
}

describe("SlidingWindowLimiter", () => {
  it("lets `limit` requests through, then makes the next wait for the oldest to leave the window", async () => {
    const { clock, advance } = fakeClock();
    const limiter = new SlidingWindowLimiter({ limit: 3, windowMs: 1000, clock });
    const granted: number[] = [];
    for (let i = 0; i < 5; i++) void limiter.acquire().then(() => granted.push(i));
    await advance(0);
    expect(granted).toEqual([0, 1, 2]);
    expect(limiter.delayMs()).toBe(1000);
    await advance(999);
    expect(granted).toEqual([0, 1, 2]);
    await advance(1);
    expect(granted).toEqual([0, 1, 2, 3, 4]);
  });
  it("is a sliding window, not a fixed one: slots free up one by one", async () => {
    const { clock, advance } = fakeClock();
    const limiter = new SlidingWindowLimiter({ limit: 2, windowMs: 1000, clock });
    await limiter.acquire();
    await advance(600);
    await limiter.acquire();
    const order: string[] = [];
    void limiter.acquire().then(() => order.push("third"));
    void limiter.acquire().then(() => order.push("fourth"));
    await advance(399);
    expect(order).toEqual([]);
    await advance(1); // t=1000: the first grant leaves the window
    expect(order).toEqual(["third"]);
    await advance(599);
    expect(order).toEqual(["third"]);
    await advance(1); // t=1600: the second leaves
    expect(order).toEqual(["third", "fourth"]);
  });
  it("defaults to the mediation limit shape and refuses nonsense", async () => {
    // The mediation reporting API's limit: 40 requests per 10 minutes.
    expect(MEDIATION_RATE_LIMIT).toEqual({ limit: 40, windowMs: 600_000 });
    const { clock, advance } = fakeClock();
    const limiter = new SlidingWindowLimiter({ ...MEDIATION_RATE_LIMIT, clock });
    let granted = 0;
    for (let i = 0; i < 41; i++) void limiter.acquire().then(() => (granted += 1));
    await advance(0);
    expect(granted).toBe(40);
    expect(limiter.delayMs()).toBe(600_000);
    await advance(599_999);
    expect(granted).toBe(40);
    await advance(1);
    expect(granted).toBe(41);
    for (const nonsense of [{ limit: 0, windowMs: 1 }, { limit: 1, windowMs: 0 }, { limit: Number.NaN, windowMs: 1 }, { limit: 1, windowMs: -5 }]) {
      expect(() => new SlidingWindowLimiter(nonsense)).toThrow(new RangeError("limit must be >= 1 and windowMs > 0"));
    }
  });
});
