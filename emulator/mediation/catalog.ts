// Enumerations of the mediation reporting API (the request body's dimensions, metrics and
// filters). The API omits the demand partners' names: the emulated
// traffic comes from 13 invented neutral identifiers, and the demand_source filter takes any
// lowercase identifier (an unknown one matches no rows).

export const DIMENSIONS = [
  "date", "app", "mediation_placement_name", "placement_type", "demand_source", "country",
  "mediation_line_item_name", "partner_placement_name",
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export const METRICS = [
  "requests", "responses", "valid_bids", "winning_bids", "impressions", "estimated_earnings", "ecpm",
  "bid_rate", "win_rate", "fill_rate", "impression_show_rate",
] as const;
export type Metric = (typeof METRICS)[number];

export const DEFAULT_DIMENSIONS: Dimension[] = ["date", "app", "mediation_placement_name", "placement_type", "demand_source", "country"];
export const DEFAULT_METRICS: Metric[] = ["requests", "impressions", "estimated_earnings", "ecpm", "fill_rate"];

export const NETWORK_TYPES = ["all", "bidding", "mediation"] as const;
export type NetworkType = (typeof NETWORK_TYPES)[number];
/** The API: "the default input is stated as the combination of all and mediation". */
export const DEFAULT_NETWORK_TYPES: NetworkType[] = ["all", "mediation"];

/** The compatibility of metrics with network_type. */
export const METRIC_NETWORK_TYPES: Record<Metric, readonly NetworkType[]> = {
  requests: NETWORK_TYPES, impressions: NETWORK_TYPES, estimated_earnings: NETWORK_TYPES, ecpm: NETWORK_TYPES, fill_rate: NETWORK_TYPES,
  responses: ["mediation"],
  valid_bids: ["bidding"], winning_bids: ["bidding"], bid_rate: ["bidding"], win_rate: ["bidding"], impression_show_rate: ["bidding"],
};
/** Dimensions to use only when network_type is mediation. */
export const MEDIATION_ONLY_DIMENSIONS: readonly Dimension[] = ["mediation_line_item_name", "partner_placement_name"];

export const PLACEMENT_TYPES_V2 = ["interstitial", "rewarded", "banner", "rewarded_interstitial", "adaptive_banner"] as const;
export const PLACEMENT_TYPES_V1 = ["interstitial", "rewarded"] as const;

export const DEMAND_SOURCES_V2 = [
  "northwind", "bluepeak", "cedar", "driftwood", "ember", "fjord", "granite",
  "harbor", "ironwood", "juniper", "kestrel", "lumen", "meadow",
] as const;
/** How each invented partner fills: real-time bidding or a mediation waterfall. */
export const BIDDING_SOURCES: readonly string[] = ["northwind", "cedar", "ember", "granite", "ironwood", "kestrel", "meadow"];

/** The supported ISO 3166-1 alpha-3 codes as the API lists them; any other country is OTHER. */
export const SUPPORTED_COUNTRIES = [
  "ARE", "ARG", "AUT", "AUS", "BEL", "BRA", "CAN", "CHE", "CHL", "CHN", "COL", "CZE", "DEU", "DNK", "EGY", "ESP", "FRA",
  "GBR", "HKG", "IDN", "IRL", "ISR", "IND", "IRN", "ITA", "JPN", "KOR", "KAZ", "MEX", "MYS", "NLD", "NOR", "NZL", "PER",
  "PHL", "POL", "PRT", "ROU", "RUS", "SAU", "SWE", "SGP", "THA", "TUR", "TWN", "UKR", "USA", "VNM", "ZAF",
] as const;
export const OTHER_COUNTRY = "OTHER";

export type ApiVersion = "v1" | "v2";
