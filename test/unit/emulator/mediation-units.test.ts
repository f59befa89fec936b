// The emulator's mediation reporting validation on its own: defaults, refusals, compatibility.
import { describe, expect, it } from "vitest";
import { mediationRows } from "../../../emulator/mediation/data";
import { SlidingWindowLimiter } from "../../../emulator/mediation/rate-limit";
import { validateMediationRequest, type MediationQuery } from "../../../emulator/mediation/validation";

const today = () => "2024-07-01";

function query(body: unknown, version: "v1" | "v2" = "v2"): MediationQuery {
  const result = validateMediationRequest(body, version, today);
  if (!("query" in result)) throw new Error(JSON.stringify(result.errors));
  return result.query;
}

describe("mediation validation", () => {
  it("applies the API's defaults to an empty body", () => {
    expect(query(undefined)).toEqual({
      dimensions: ["date", "app", "mediation_placement_name", "placement_type", "demand_source", "country"],
      metrics: ["requests", "impressions", "estimated_earnings", "ecpm", "fill_rate"],
      filters: { network_type: ["all", "mediation"] },
      dateMin: "2024-07-01",
      dateMax: "2024-07-01",
      timezone: "PST",
    });
  });

  it("refuses empty lists, long ranges, bad timezones and v1's longer enumerations", () => {
    const result = validateMediationRequest(
      { dimensions: [], metrics: [], filters: { apps: [], placement_type: ["banner"] }, date_min: "2024-01-01", date_max: "2024-03-01", timezone: "CET" },
      "v1",
      today,
    );
    expect(result).toEqual({
      errors: {
        dimensions: "Shorter than minimum length 1.",
        metrics: "Shorter than minimum length 1.",
        "filters.apps": "Shorter than minimum length 1.",
        "filters.placement_type": "Must be one of: interstitial, rewarded.",
        timezone: "Must be one of: UTC, PST.",
        date_max: "The range from date_min to date_max is limited to 30 days.",
      },
    });
    expect("query" in validateMediationRequest({ filters: { placement_type: ["banner"] } }, "v2", today)).toBe(true);
  });

  it("keys a metric/network_type mismatch by the metric's name", () => {
    expect(validateMediationRequest({ metrics: ["win_rate"] }, "v2", today)).toEqual({
      errors: { win_rate: "Metric win_rate is only available with network_type bidding." },
    });
    expect("query" in validateMediationRequest({ metrics: ["win_rate"], filters: { network_type: ["bidding"] } }, "v2", today)).toBe(true);
  });
});

describe("mediation data", () => {
  const apps = [{ id: "app-a", placements: [{ name: "Level End", placementType: "interstitial" }] }];

  it("groups deterministically and adds up across groupings", () => {
    const byCountry = mediationRows(apps, query({ dimensions: ["country"], metrics: ["requests"] }));
    const bySource = mediationRows(apps, query({ dimensions: ["demand_source"], metrics: ["requests"] }));
    const total = (rs: Record<string, string | number>[]) => rs.reduce((s, r) => s + Number(r.requests), 0);
    expect(total(byCountry)).toBeGreaterThan(0);
    expect(total(bySource)).toBe(total(byCountry));
    expect(byCountry.map((r) => r.country)).toContain("OTHER");
    expect(bySource).toHaveLength(13);
  });
});

describe("mediation rate limiter", () => {
  it("admits 40 per sliding 10 minutes and says when to retry", () => {
    const limiter = new SlidingWindowLimiter();
    for (let i = 0; i < 40; i++) expect(limiter.take("k", i * 1000)).toEqual({ allowed: true });
    expect(limiter.take("k", 40_000)).toEqual({ allowed: false, retryAfterSeconds: 560 });
    expect(limiter.take("other", 40_000)).toEqual({ allowed: true });
    expect(limiter.take("k", 600_001)).toEqual({ allowed: true });
  });
});
