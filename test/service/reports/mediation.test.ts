// The mediation report data source against the emulator: v2 defaults and sums, and v1 with its
// Cookie credentials.
import { describe, expect, it } from "vitest";
import { SlidingWindowLimiter } from "../../../provider/client";
import { getMediationReport } from "../../../provider/reports";
import { useReportEmulator } from "./support";

const env = useReportEmulator();

const DAY = { dateMin: "2024-06-03", dateMax: "2024-06-03" } as const;

describe("the mediation data source", () => {
  it("v2 sends the API's default dimensions, metrics and timezone and sums the additive metrics", async () => {
    const report = await getMediationReport(DAY, env.emu.options());
    expect(report.version).toBe("v2");
    expect(report.query).toEqual({
      ...DAY,
      dimensions: ["date", "app", "mediation_placement_name", "placement_type", "demand_source", "country"],
      metrics: ["requests", "impressions", "estimated_earnings", "ecpm", "fill_rate"],
      timezone: "PST",
    });
    expect(report.rowCount).toBe(report.rows.length);
    const impressions = report.rows.reduce((sum, row) => sum + (row.impressions ?? 0), 0);
    expect(report.summary).toEqual({
      rows: report.rows.length,
      totals: { requests: expect.any(Number), impressions, estimatedEarnings: expect.any(Number) },
    });
    expect(await env.emu.lines()).toEqual(["POST /v2/publisher/metrics 200"]);
  });

  it("v1 uses the Cookie credentials and its shorter placement list", async () => {
    const filters = { placementType: ["interstitial"] as const };
    const report = await getMediationReport({ ...DAY, version: "v1", dimensions: ["placement_type"], metrics: ["impressions"], filters }, env.emu.options());
    expect(report.rows.map((row) => row.placementType)).toEqual(["interstitial"]);
    expect(await env.emu.lines()).toEqual(["POST /v1/publisher/metrics 200"]);
    await expect(getMediationReport({ version: "v1", filters: { placementType: ["banner"] } }, env.emu.options())).rejects.toThrow(
      'filters.placementType[0]: must be one of interstitial, rewarded (got "banner")',
    );
  });

  it("v1 without the cookie settings fails before any call", async () => {
    const options = env.emu.options({ config: env.emu.config({ legacyUserSignature: undefined }) });
    await expect(getMediationReport({ version: "v1" }, options)).rejects.toThrow(
      "the mediation report (v1) needs adpublisher:legacyUserSignature (or ADPUBLISHER_LEGACY_USER_SIGNATURE): not set",
    );
    expect(await env.emu.lines()).toEqual([]);
  });

  it("a 429 that still arrives is retried after its Retry-After", async () => {
    await env.emu.faults([{ path: "^/v2/publisher/metrics$", times: 1, status: 429, headers: { "retry-after": "0" }, body: { code: 429 } }]);
    const report = await getMediationReport({ ...DAY, dimensions: ["date"], metrics: ["requests"] }, env.emu.options());
    expect(report.rows).toHaveLength(1);
    expect(await env.emu.lines()).toEqual(["POST /v2/publisher/metrics 429", "POST /v2/publisher/metrics 200"]);
  });
});

describe("the rate limit of 40 requests per 10 minutes", () => {
  it("holds the 41st call back until the window frees, says so, and never draws a 429", async () => {
    await env.emu.advanceClock(600); // earlier tests' requests leave the emulator's window
    await env.emu.clearRequests();
    const clock = env.emu.clock();
    const limiter = new SlidingWindowLimiter({ limit: 40, windowMs: 600_000, clock });
    const options = env.emu.options({ clock, mediationLimiter: limiter });
    for (let i = 0; i < 41; i++) await getMediationReport({ ...DAY, dimensions: ["date"], metrics: ["requests"] }, options);
    const statuses = (await env.emu.requests()).filter((r) => r.path === "/v2/publisher/metrics").map((r) => r.status);
    expect(statuses).toEqual(Array(41).fill(200));
    expect(clock.sleeps).toEqual([600_000]);
    expect(options.progress).toEqual(["mediation report (v2): waiting 600 s for the rate limit (40 requests per 10 minutes)"]);
  });

  it("the emulator refuses the 41st request of a window when no client-side limiter holds it back", async () => {
    await env.emu.advanceClock(600);
    const unlimited = { acquire: async () => undefined };
    const options = env.emu.options({ mediationLimiter: unlimited, config: env.emu.config({ retry: { maxAttempts: 1 } }) });
    for (let i = 0; i < 40; i++) await getMediationReport({ ...DAY, dimensions: ["date"], metrics: ["requests"] }, options);
    const error = await getMediationReport({ ...DAY, dimensions: ["date"], metrics: ["requests"] }, options).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "RateLimitError", status: 429 });
  });
});
