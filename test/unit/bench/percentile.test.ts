// The benchmarks' statistics of runs: medians and percentiles.
import { describe, expect, it } from "vitest";
import { median, percentile } from "../../../bench/percentile";

describe("the benchmarks' statistics of runs", () => {
  it("takes the middle run, or the mean of the two middle ones, to hundredths", () => {
    expect(median([3.2, 1.1, 2.5])).toBe(2.5);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([1.111, 2.222])).toBe(1.67);
  });

  it("takes the nearest rank at or below a percentile of sorted values", () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(sorted, 50)).toBe(6);
    expect(percentile(sorted, 90)).toBe(10);
    expect(percentile(sorted, 100)).toBe(10);
  });
});
