// The machine's load over a benchmark measurement: before, lowest and highest, and when.
import { afterEach, describe, expect, it, vi } from "vitest";
import { describeLoad, describeWhen, loadFigures, watchLoad } from "../../../bench/engine/machine-load";

describe("the machine's load over a measurement", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps the load before apart from the lowest and highest sampled during", () => {
    vi.useFakeTimers();
    const loads = [0.3, 2.5, 1.2, 2.9, 1.8];
    const times = [new Date("2026-11-30T22:06:41Z"), new Date("2026-11-30T22:12:05Z")];
    const watch = watchLoad({ readLoad: () => loads.shift()!, now: () => times.shift()!, intervalMs: 1_000 });
    vi.advanceTimersByTime(3_000);
    const record = watch.stop();
    expect(record).toEqual({ from: new Date("2026-11-30T22:06:41Z"), to: new Date("2026-11-30T22:12:05Z"), before: 0.3, min: 1.2, max: 2.9 });
    expect(loads).toEqual([]);
  });

  it("samples once at its end when it stopped before the first interval", () => {
    const loads = [0.5, 1.7];
    const record = watchLoad({ readLoad: () => loads.shift()!, intervalMs: 60_000 }).stop();
    expect([record.before, record.min, record.max]).toEqual([0.5, 1.7, 1.7]);
  });

  it("says when in UTC to the minute, with the end's date only when the day changed", () => {
    expect(describeWhen({ from: new Date("2026-11-30T22:06:41Z"), to: new Date("2026-11-30T22:12:05Z") })).toBe("2026-11-30 22:06 to 22:12 UTC");
    expect(describeWhen({ from: new Date("2026-11-30T23:58:00Z"), to: new Date("2026-12-01T00:03:00Z") })).toBe("2026-11-30 23:58 to 2026-12-01 00:03 UTC");
  });

  it("says the load to one decimal, before and during", () => {
    expect(describeLoad({ before: 0.26, min: 1.04, max: 2.87 })).toBe("0.3 before, 1.0 to 2.9 during");
  });

  it("names both figures after the measurement", () => {
    const record = { from: new Date("2026-11-30T22:16:02Z"), to: new Date("2026-11-30T22:20:40Z"), before: 0.8, min: 0.9, max: 3.1 };
    expect(loadFigures("5000 res, 0 ms", record)).toEqual({ "5000 res, 0 ms: when": "2026-11-30 22:16 to 22:20 UTC", "5000 res, 0 ms: load average": "0.8 before, 0.9 to 3.1 during" });
  });
});
