// The mediation reporting API's request and response (`POST /v2/publisher/metrics` and the legacy
// v1): its body, dimensions, metrics, filters and the compatibility of metrics with network_type.
// Arguments are camelCase; the wire body is snake_case (mediationBody below).
import { z } from "zod";
import { TIMEZONES, canonical } from "./analytics-common";
import { type Ctx, argsSchema, checkDateRange, checkEnum, checkList, daysBetween, fail } from "./report-rules";

export const MEDIATION_DIMENSIONS = [
  "date", "app", "mediation_placement_name", "placement_type", "demand_source", "country",
  "mediation_line_item_name", "partner_placement_name",
] as const;
export type MediationDimension = (typeof MEDIATION_DIMENSIONS)[number];

export const MEDIATION_METRICS = [
  "requests", "responses", "valid_bids", "winning_bids", "impressions", "estimated_earnings", "ecpm", "bid_rate",
  "win_rate", "fill_rate", "impression_show_rate",
] as const;
export type MediationMetric = (typeof MEDIATION_METRICS)[number];

/** What the service uses when a field is absent; we leave absent fields absent. */
export const MEDIATION_DEFAULTS = {
  dimensions: ["date", "app", "mediation_placement_name", "placement_type", "demand_source", "country"],
  metrics: ["requests", "impressions", "estimated_earnings", "ecpm", "fill_rate"],
  timezone: "PST",
} as const;

export const BIDDING_ONLY_METRICS = ["valid_bids", "winning_bids", "bid_rate", "win_rate", "impression_show_rate"] as const;
export const MEDIATION_ONLY_METRICS = ["responses"] as const;
export const MEDIATION_ONLY_DIMENSIONS = ["mediation_line_item_name", "partner_placement_name"] as const;

export const NETWORK_TYPES = ["all", "bidding", "mediation"] as const;
export type NetworkType = (typeof NETWORK_TYPES)[number];

export const PLACEMENT_TYPES_V2 = ["interstitial", "rewarded", "banner", "rewarded_interstitial", "adaptive_banner"] as const;
/** The legacy `/v1/publisher/metrics` accepts only these. */
export const PLACEMENT_TYPES_V1 = ["interstitial", "rewarded"] as const;
export type PlacementType = (typeof PLACEMENT_TYPES_V2)[number];

export const MEDIATION_COUNTRIES = [
  "ARE", "ARG", "AUT", "AUS", "BEL", "BRA", "CAN", "CHE", "CHL", "CHN", "COL", "CZE", "DEU", "DNK", "EGY", "ESP",
  "FRA", "GBR", "HKG", "IDN", "IRL", "ISR", "IND", "IRN", "ITA", "JPN", "KOR", "KAZ", "MEX", "MYS", "NLD", "NOR",
  "NZL", "PER", "PHL", "POL", "PRT", "ROU", "RUS", "SAU", "SWE", "SGP", "THA", "TUR", "TWN", "UKR", "USA", "VNM",
  "ZAF", "OTHER",
] as const;

/** The mediation reporting API's limit: at most 30 days from date_min to date_max. */
export const MEDIATION_MAX_RANGE_DAYS = 30;

export type MediationVersion = "v2" | "v1";

export interface MediationFilters {
  apps?: readonly string[];
  placements?: readonly string[];
  /** ISO 3166-1 alpha-3 codes among the 50 supported, or OTHER. */
  country?: readonly string[];
  placementType?: readonly PlacementType[];
  /** Lowercase partner identifiers. */
  demandSource?: readonly string[];
  /** Exactly one network type. */
  networkType?: NetworkType;
}

export interface MediationReportArgs {
  dimensions?: readonly MediationDimension[];
  metrics?: readonly MediationMetric[];
  filters?: MediationFilters;
  /** YYYY-MM-DD; default today (service side). */
  dateMin?: string;
  dateMax?: string;
  timezone?: "UTC" | "PST" | "utc" | "pst";
}

/** The snake_case wire body. */
export interface MediationBody {
  dimensions?: MediationDimension[];
  metrics?: MediationMetric[];
  filters?: Partial<Record<"apps" | "placements" | "country" | "placement_type" | "demand_source" | "network_type", string[]>>;
  date_min?: string;
  date_max?: string;
  timezone?: string;
}

const FILTER_KEYS = ["apps", "placements", "country", "placementType", "demandSource", "networkType"] as const;
const WIRE_FILTER: Record<(typeof FILTER_KEYS)[number], keyof NonNullable<MediationBody["filters"]>> = {
  apps: "apps", placements: "placements", country: "country", placementType: "placement_type",
  demandSource: "demand_source", networkType: "network_type",
};

function mustBeList(ctx: Ctx, name: string, value: unknown): boolean {
  if (value === undefined) return false;
  if (!Array.isArray(value)) {
    fail(ctx, name, `must be a list`);
    return false;
  }
  return true;
}

function checkFilters(ctx: Ctx, filters: MediationFilters | undefined, version: MediationVersion): void {
  if (filters === undefined) return;
  if (typeof filters !== "object" || filters === null) return fail(ctx, "filters", "must be an object");
  for (const key of Object.keys(filters)) {
    // The key as one path part: a key holding "." or "[" must not be split.
    if (!(FILTER_KEYS as readonly string[]).includes(key)) ctx.addIssue({ code: "custom", path: ["filters", key], message: `is not a filter (known: ${FILTER_KEYS.join(", ")})` });
  }
  // The API refuses an empty filter list: a filter given holds at least one value.
  // Mediation lists travel as JSON lists, so a comma inside a value (a placement name) is fine.
  if (mustBeList(ctx, "filters.apps", filters.apps)) checkList(ctx, "filters.apps", filters.apps, undefined, "json-list");
  if (mustBeList(ctx, "filters.placements", filters.placements)) checkList(ctx, "filters.placements", filters.placements, undefined, "json-list");
  if (mustBeList(ctx, "filters.country", filters.country)) checkList(ctx, "filters.country", filters.country, MEDIATION_COUNTRIES);
  const placementTypes = version === "v1" ? PLACEMENT_TYPES_V1 : PLACEMENT_TYPES_V2;
  if (mustBeList(ctx, "filters.placementType", filters.placementType)) {
    checkList(ctx, "filters.placementType", filters.placementType, placementTypes);
  }
  if (mustBeList(ctx, "filters.demandSource", filters.demandSource)) {
    checkList(ctx, "filters.demandSource", filters.demandSource, undefined, "json-list");
    filters.demandSource?.forEach((source, index) => {
      if (typeof source === "string" && source !== source.toLowerCase()) {
        fail(ctx, `filters.demandSource[${index}]`, `must be a lowercase partner identifier (got ${JSON.stringify(source)})`);
      }
    });
  }
  checkEnum(ctx, "filters.networkType", filters.networkType, NETWORK_TYPES);
}

/** A value for a message; `${value}` throws on an object without a prototype. */
function shown(value: unknown): string {
  return value === undefined ? "none" : typeof value === "string" ? value : String(JSON.stringify(value));
}

function checkCompatibility(ctx: Ctx, args: MediationReportArgs): void {
  const networkType = args.filters?.networkType;
  // Runs beside the type rules, so a non-list or a non-string here is already refused: skip it.
  const listed = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  for (const metric of listed(args.metrics)) {
    if ((BIDDING_ONLY_METRICS as readonly unknown[]).includes(metric) && networkType !== "bidding") {
      fail(ctx, "metrics", `metric ${metric} is bidding-only: it needs filters.networkType bidding (got ${shown(networkType)})`);
    }
    if ((MEDIATION_ONLY_METRICS as readonly unknown[]).includes(metric) && networkType !== "mediation") {
      fail(ctx, "metrics", `metric ${metric} needs filters.networkType mediation (got ${shown(networkType)})`);
    }
  }
  for (const dimension of listed(args.dimensions)) {
    if ((MEDIATION_ONLY_DIMENSIONS as readonly unknown[]).includes(dimension) && networkType !== "mediation") {
      fail(ctx, "dimensions", `dimension ${dimension} needs filters.networkType mediation (got ${shown(networkType)})`);
    }
  }
}

export function mediationReportArgs(version: MediationVersion = "v2") {
  return argsSchema<MediationReportArgs, MediationBody>(
    `mediation report (${version})`,
    ["dimensions", "metrics", "filters", "dateMin", "dateMax", "timezone"],
    (args, ctx) => {
      // The API refuses an empty dimensions or metrics list; an absent one uses the default.
      if (mustBeList(ctx, "dimensions", args.dimensions)) checkList(ctx, "dimensions", args.dimensions, MEDIATION_DIMENSIONS);
      if (mustBeList(ctx, "metrics", args.metrics)) checkList(ctx, "metrics", args.metrics, MEDIATION_METRICS);
      checkFilters(ctx, args.filters, version);
      const { dateMin, dateMax } = checkDateRange(ctx, args, false);
      if (dateMin && dateMax && dateMin <= dateMax && daysBetween(dateMin, dateMax) > MEDIATION_MAX_RANGE_DAYS) {
        fail(ctx, "dateMax", `must be at most ${MEDIATION_MAX_RANGE_DAYS} days after dateMin (the range spans ${daysBetween(dateMin, dateMax)} days)`);
      }
      checkEnum(ctx, "timezone", canonical(args.timezone, TIMEZONES), TIMEZONES);
      checkCompatibility(ctx, args);
    },
    mediationBody,
  );
}

/** camelCase arguments -> snake_case wire body (network_type travels as a one-item list). */
export function mediationBody(args: MediationReportArgs): MediationBody {
  const body: MediationBody = {};
  if (args.dimensions) body.dimensions = [...args.dimensions];
  if (args.metrics) body.metrics = [...args.metrics];
  if (args.filters) {
    const filters: NonNullable<MediationBody["filters"]> = {};
    for (const key of FILTER_KEYS) {
      const value = args.filters[key];
      if (value !== undefined) filters[WIRE_FILTER[key]] = Array.isArray(value) ? [...value] : [value as string];
    }
    body.filters = filters;
  }
  if (args.dateMin) body.date_min = args.dateMin;
  if (args.dateMax) body.date_max = args.dateMax;
  const timezone = canonical(args.timezone, TIMEZONES);
  if (timezone) body.timezone = timezone;
  return body;
}

const snakeToCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

const cell = z.union([z.string(), z.number(), z.null()]);

/** A row keyed by the selected dimensions and metrics, keys in camelCase. */
export interface MediationRow {
  date?: string; app?: string; mediationPlacementName?: string; placementType?: string; demandSource?: string;
  country?: string; mediationLineItemName?: string; partnerPlacementName?: string;
  requests?: number; responses?: number; validBids?: number; winningBids?: number; impressions?: number;
  estimatedEarnings?: number; ecpm?: number; bidRate?: number; winRate?: number; fillRate?: number;
  impressionShowRate?: number;
  [column: string]: string | number | null | undefined;
}

export const mediationResponse = z
  .looseObject({
    data: z.array(z.record(z.string(), cell)),
    process_time: z.number().optional(),
    query_time: z.number().optional(),
    row_count: z.number().int().optional(),
  })
  .transform((body) => ({
    data: body.data.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [snakeToCamel(k), v])) as MediationRow),
    processTime: body.process_time,
    queryTime: body.query_time,
    rowCount: body.row_count ?? body.data.length,
  }));
export type MediationReport = z.output<typeof mediationResponse>;
