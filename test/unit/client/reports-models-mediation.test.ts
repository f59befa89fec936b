// The mediation report arguments: the service's defaults, the snake_case body, and the API's rules.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { mediationReportArgs, mediationResponse } from "../../../provider/models/mediation";
import { formatIssues } from "../../../provider/models/rules";

function issues(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : formatIssues(result.error);
}

const v2 = mediationReportArgs("v2");
const v1 = mediationReportArgs("v1");

describe("mediation report arguments", () => {
  it("an empty object is valid: every field has a service default", () => {
    expect(v2.parse({})).toEqual({});
  });
  it("converts camelCase arguments to the snake_case body", () => {
    expect(
      v2.parse({
        dimensions: ["date", "placement_type"],
        metrics: ["requests", "valid_bids"],
        filters: { apps: ["a1"], placementType: ["banner"], demandSource: ["partnera"], networkType: "bidding", country: ["USA", "OTHER"] },
        dateMin: "2024-05-01",
        dateMax: "2024-05-31",
        timezone: "utc",
      }),
    ).toEqual({
      dimensions: ["date", "placement_type"],
      metrics: ["requests", "valid_bids"],
      filters: { apps: ["a1"], placement_type: ["banner"], demand_source: ["partnera"], network_type: ["bidding"], country: ["USA", "OTHER"] },
      date_min: "2024-05-01",
      date_max: "2024-05-31",
      timezone: "UTC",
    });
  });
  it("refuses empty dimensions, metrics and filter lists", () => {
    expect(issues(v2, { dimensions: [], metrics: [], filters: { apps: [], placements: [] } })).toEqual([
      "dimensions: must not be an empty list (omit it instead)",
      "metrics: must not be an empty list (omit it instead)",
      "filters.apps: must not be an empty list (omit it instead)",
      "filters.placements: must not be an empty list (omit it instead)",
    ]);
  });
  it("refuses unknown dimensions, metrics, filters and countries", () => {
    expect(issues(v2, { dimensions: ["week"], metrics: ["clicks"], filters: { country: ["FIN"], os: ["x"] } })).toEqual([
      'dimensions[0]: must be one of date, app, mediation_placement_name, placement_type, demand_source, country, mediation_line_item_name, partner_placement_name (got "week")',
      'metrics[0]: must be one of requests, responses, valid_bids, winning_bids, impressions, estimated_earnings, ecpm, bid_rate, win_rate, fill_rate, impression_show_rate (got "clicks")',
      "filters.os: is not a filter (known: apps, placements, country, placementType, demandSource, networkType)",
      expect.stringMatching(/^filters\.country\[0\]: must be one of ARE, .*ZAF, OTHER \(got "FIN"\)$/),
    ]);
  });
  it("demand sources are lowercase identifiers; networkType is exactly one value", () => {
    expect(issues(v2, { filters: { demandSource: ["PartnerA"], networkType: "hybrid" } })).toEqual([
      'filters.demandSource[0]: must be a lowercase partner identifier (got "PartnerA")',
      'filters.networkType: must be one of all, bidding, mediation (got "hybrid")',
    ]);
  });
  it("limits the range to 30 days and keeps dateMin <= dateMax", () => {
    expect(issues(v2, { dateMin: "2024-05-01", dateMax: "2024-05-31" })).toEqual([]);
    expect(issues(v2, { dateMin: "2024-05-01", dateMax: "2024-06-01" })).toEqual([
      "dateMax: must be at most 30 days after dateMin (the range spans 31 days)",
    ]);
    expect(issues(v2, { dateMin: "2024-05-02", dateMax: "2024-05-01" })).toEqual(["dateMin: must not be after dateMax (got 2024-05-02 > 2024-05-01)"]);
    expect(issues(v2, { dateMin: "2024-02-30" })).toEqual(['dateMin: must be a real calendar date (got "2024-02-30")']);
  });
  it("timezone is UTC or PST", () => {
    expect(issues(v2, { timezone: "America/New_York" })).toEqual(['timezone: must be one of UTC, PST (got "America/New_York")']);
  });
  it("bidding-only metrics need networkType bidding", () => {
    expect(issues(v2, { metrics: ["win_rate"] })).toEqual(["metrics: metric win_rate is bidding-only: it needs filters.networkType bidding (got none)"]);
    expect(issues(v2, { metrics: ["bid_rate"], filters: { networkType: "all" } })).toEqual([
      "metrics: metric bid_rate is bidding-only: it needs filters.networkType bidding (got all)",
    ]);
    expect(issues(v2, { metrics: ["valid_bids", "winning_bids", "impression_show_rate"], filters: { networkType: "bidding" } })).toEqual([]);
  });
  it("responses and the line-item dimensions need networkType mediation", () => {
    expect(issues(v2, { metrics: ["responses"], dimensions: ["partner_placement_name"], filters: { networkType: "bidding" } })).toEqual([
      "metrics: metric responses needs filters.networkType mediation (got bidding)",
      "dimensions: dimension partner_placement_name needs filters.networkType mediation (got bidding)",
    ]);
    expect(issues(v2, { metrics: ["responses"], dimensions: ["mediation_line_item_name"], filters: { networkType: "mediation" } })).toEqual([]);
  });
  it("v1 accepts only interstitial and rewarded placement types", () => {
    expect(issues(v1, { filters: { placementType: ["rewarded", "banner"] } })).toEqual([
      'filters.placementType[1]: must be one of interstitial, rewarded (got "banner")',
    ]);
    expect(issues(v2, { filters: { placementType: ["rewarded", "banner", "adaptive_banner"] } })).toEqual([]);
  });
});

describe("mediation response", () => {
  it("camelCases row keys and the envelope, tolerating extra fields", () => {
    const parsed = mediationResponse.parse({
      data: [{ date: "2024-05-01", mediation_placement_name: "p", estimated_earnings: 1.25, extra_col: "x" }],
      process_time: 0.1,
      query_time: 0.05,
      row_count: 1,
      cursor: null,
    });
    expect(parsed).toEqual({
      data: [{ date: "2024-05-01", mediationPlacementName: "p", estimatedEarnings: 1.25, extraCol: "x" }],
      processTime: 0.1,
      queryTime: 0.05,
      rowCount: 1,
    });
  });
  it("refuses a body without data", () => {
    expect(issues(mediationResponse, { row_count: 0 })).toEqual(["data: Invalid input: expected array, received undefined"]);
  });
});
