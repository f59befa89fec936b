// The mediation reporting API's request body, dimensions, metrics, filters and compatibility of
// metrics with network_type", and the legacy v1 endpoint's shorter lists.
import { rulesOf } from "./case";

const RANGE = { dateMin: "2024-06-01", dateMax: "2024-06-07" };
const v2 = rulesOf("POST /v2/publisher/metrics", "mediation reporting API: Mediation report request body; Filters; Compatibility", RANGE);
const v1 = rulesOf("POST /v1/publisher/metrics", "mediation reporting API: Endpoints: POST /v1/publisher/metrics (legacy differences)", RANGE);
const filters = (value: Record<string, unknown>) => ({ filters: value });

export const mediationCases = [
  v2.passes("dates only (default dimensions and metrics)"),
  v2.passes("no field at all (today, the defaults)", { dateMin: undefined, dateMax: undefined }),
  v2.passes("a range of exactly 30 days", { dateMin: "2024-06-01", dateMax: "2024-07-01" }),
  v2.passes("chosen dimensions and metrics", { dimensions: ["date", "country"], metrics: ["requests", "ecpm"] }),
  v2.passes("bidding-only metrics with network_type bidding", { metrics: ["win_rate", "valid_bids", "bid_rate", "winning_bids", "impression_show_rate"], ...filters({ networkType: "bidding" }) }),
  v2.passes("responses with network_type mediation", { metrics: ["responses"], ...filters({ networkType: "mediation" }) }),
  v2.passes("mediation-only dimensions with network_type mediation", { dimensions: ["mediation_line_item_name", "partner_placement_name"], ...filters({ networkType: "mediation" }) }),
  v2.passes("supported countries and OTHER", filters({ country: ["USA", "DEU", "OTHER"] })),
  v2.passes("the v2 placement types", filters({ placementType: ["banner", "rewarded_interstitial", "adaptive_banner"] })),
  v2.passes("a lowercase partner identifier", filters({ demandSource: ["somepartner"] })),
  v2.passes("apps and placements (a placement name may hold a comma)", filters({ apps: ["app-a"], placements: ["Level End, bonus"] })),
  v2.passes("timezone UTC", { timezone: "UTC" }),
  v2.passes("network_type all", filters({ networkType: "all" })),
  v2.fails("an empty dimensions list", { dimensions: [] }, "dimensions", "at least one value"),
  v2.fails("an unknown dimension", { dimensions: ["week"] }, "dimensions", "enumeration"),
  v2.fails("an empty metrics list", { metrics: [] }, "metrics", "at least one value"),
  v2.fails("an unknown metric", { metrics: ["clicks"] }, "metrics", "enumeration"),
  v2.fails("a bidding-only metric without network_type bidding", { metrics: ["win_rate"], ...filters({ networkType: "mediation" }) }, "metrics", "bidding only (keyed by the metric)"),
  v2.fails("a bidding-only metric with the default network types", { metrics: ["valid_bids"] }, "metrics", "bidding only"),
  v2.fails("responses without network_type mediation", { metrics: ["responses"], ...filters({ networkType: "bidding" }) }, "metrics", "mediation only"),
  v2.fails("a mediation-only dimension with network_type all", { dimensions: ["partner_placement_name"], ...filters({ networkType: "all" }) }, "dimensions", "mediation only"),
  v2.fails("an empty filter list", filters({ apps: [] }), "filters.apps", "minimum length 1"),
  v2.fails("an unsupported country", filters({ country: ["FIN"] }), "filters.country", "50 codes and OTHER"),
  v2.fails("an alpha-2 country", filters({ country: ["US"] }), "filters.country", "alpha-3"),
  v2.fails("an unknown placement type", filters({ placementType: ["video"] }), "filters.placementType", "enumeration"),
  v2.fails("a partner identifier is lowercase", filters({ demandSource: ["SomePartner"] }), "filters.demandSource", "lowercase identifiers"),
  v2.fails("network_type is all, bidding or mediation", filters({ networkType: "cable" }), "filters.networkType", "enumeration"),
  v2.fails("an unknown filter", filters({ os: ["ios"] }), "filters.os", "the six filters"),
  v2.fails("a range over 30 days", { dateMin: "2024-06-01", dateMax: "2024-07-02" }, "dateMax", "30 days"),
  v2.fails("date_min after date_max", { dateMin: "2024-06-08" }, "dateMin", "date_min <= date_max"),
  v2.fails("dates are YYYY-MM-DD", { dateMin: "June 1st" }, "dateMin", "YYYY-MM-DD"),
  v2.fails("timezone is UTC or PST", { timezone: "America/New_York" }, "timezone", "UTC or PST only"),
  v2.fails("an unknown field", { sort: "date" }, "sort", "unknown field"),
  v1.passes("dates only"),
  v1.passes("the two v1 placement types", filters({ placementType: ["interstitial", "rewarded"] })),
  v1.fails("banner is not a v1 placement type", filters({ placementType: ["banner"] }), "filters.placementType", "v1 list"),
];
