// The provider-heap benchmark: a refresh's reads timed outside the engine, beside undici alone.
import { describe, expect, it } from "vitest";
import { run } from "../../../bench/provider-heap.bench";

describe("the provider-heap benchmark: a refresh's reads outside the engine", { timeout: 120_000 }, () => {
  it("times our reads of a small account beside undici alone making the GETs they made", async () => {
    const figures = await run({ apps: [2], log: () => undefined });
    // 2 apps, each with its settings and 10 locations, and the GETs a refresh of them makes: the app,
    // its settings, and one list of its locations shared by all ten.
    const at = "24 reads (2 apps)";
    expect(figures[`${at}: CPU ms (median of 3)`]).toBeGreaterThan(0);
    expect(figures[`${at}: undici alone, the same 6 GETs, CPU ms`]).toBeGreaterThan(0);
    expect(figures[`${at}: held after MB`]).toBeGreaterThan(0);
  });
});
