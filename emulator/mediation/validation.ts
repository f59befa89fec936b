// Every rule of the mediation report request body and of the compatibility of metrics with
// network_type. Messages follow the marshmallow wording the API's error body suggests
// ("ValidationError"); nested filter fields are keyed "filters.<name>".
import { daysBetween, isIsoDate } from "../analytics/dates";
import {
  DEFAULT_DIMENSIONS, DEFAULT_METRICS, DEFAULT_NETWORK_TYPES, DIMENSIONS,
  MEDIATION_ONLY_DIMENSIONS, METRIC_NETWORK_TYPES, METRICS, NETWORK_TYPES, OTHER_COUNTRY, PLACEMENT_TYPES_V1,
  PLACEMENT_TYPES_V2, SUPPORTED_COUNTRIES, type ApiVersion, type Dimension, type Metric, type NetworkType,
} from "./catalog";

export type MediationErrors = Record<string, string>;
export type Timezone = "UTC" | "PST";

export interface MediationFilters {
  apps?: string[];
  placements?: string[];
  country?: string[];
  placement_type?: string[];
  demand_source?: string[];
  network_type: NetworkType[];
}

export interface MediationQuery {
  dimensions: Dimension[];
  metrics: Metric[];
  filters: MediationFilters;
  dateMin: string;
  dateMax: string;
  timezone: Timezone;
}

export const MAX_RANGE_DAYS = 30;
const TOP_LEVEL = ["dimensions", "metrics", "filters", "date_min", "date_max", "timezone"];
const FILTER_NAMES = ["apps", "placements", "country", "placement_type", "demand_source", "network_type"] as const;

export function validationErrorBody(errors: MediationErrors) {
  return { code: 400, name: "Bad Request", description: "ValidationError", errors };
}

const oneOfMessage = (allowed: readonly string[]) => `Must be one of: ${allowed.join(", ")}.`;

/** A non-empty list of strings, optionally from `allowed`; undefined (with an error) otherwise. */
function readList(value: unknown, key: string, errors: MediationErrors, allowed?: readonly string[]): string[] | undefined {
  if (!Array.isArray(value)) return void (errors[key] = "Not a valid list.");
  if (value.length === 0) return void (errors[key] = "Shorter than minimum length 1.");
  if (!value.every((v) => typeof v === "string")) return void (errors[key] = "Not a valid string.");
  if (allowed && !value.every((v) => allowed.includes(v))) return void (errors[key] = oneOfMessage(allowed));
  return [...new Set(value as string[])];
}

function readFilters(value: unknown, version: ApiVersion, errors: MediationErrors): MediationFilters {
  const filters: MediationFilters = { network_type: DEFAULT_NETWORK_TYPES };
  if (value === undefined) return filters;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    errors.filters = "Not a valid mapping type.";
    return filters;
  }
  const allowed: Record<(typeof FILTER_NAMES)[number], readonly string[] | undefined> = {
    apps: undefined,
    placements: undefined,
    country: [...SUPPORTED_COUNTRIES, OTHER_COUNTRY],
    placement_type: version === "v1" ? PLACEMENT_TYPES_V1 : PLACEMENT_TYPES_V2,
    // The API omits the partners' names and says only that they are lowercase identifiers.
    demand_source: undefined,
    network_type: NETWORK_TYPES,
  };
  for (const [name, raw] of Object.entries(value)) {
    const key = `filters.${name}`;
    if (!(FILTER_NAMES as readonly string[]).includes(name)) {
      errors[key] = "Unknown field.";
      continue;
    }
    const list = readList(raw, key, errors, allowed[name as keyof typeof allowed]);
    if (!list) continue;
    if (name === "demand_source" && list.some((v) => v.trim() === "" || v !== v.toLowerCase())) {
      errors[key] = "Must hold lowercase partner identifiers.";
    } else if (name === "network_type") {
      if (list.length !== 1) errors[key] = "Length must be 1: exactly one of all, bidding, mediation.";
      else filters.network_type = list as NetworkType[];
    } else {
      filters[name as Exclude<keyof MediationFilters, "network_type">] = list;
    }
  }
  return filters;
}

function readDate(value: unknown, key: string, fallback: string, errors: MediationErrors): string {
  if (value === undefined) return fallback;
  if (typeof value !== "string" || !isIsoDate(value)) errors[key] = "Not a valid date: expected YYYY-MM-DD.";
  return typeof value === "string" ? value : fallback;
}

/** Validates a request body; `todayIn` gives the default dates in the request's timezone. */
export function validateMediationRequest(
  body: unknown,
  version: ApiVersion,
  todayIn: (tz: Timezone) => string,
): { query: MediationQuery } | { errors: MediationErrors } {
  const errors: MediationErrors = {};
  const input = body === undefined ? {} : body;
  if (typeof input !== "object" || input === null || Array.isArray(input)) return { errors: { _schema: "Invalid input type." } };
  const b = input as Record<string, unknown>;
  for (const key of Object.keys(b)) if (!TOP_LEVEL.includes(key)) errors[key] = "Unknown field.";

  const dimensions = (b.dimensions === undefined ? DEFAULT_DIMENSIONS : readList(b.dimensions, "dimensions", errors, DIMENSIONS)) as Dimension[] | undefined;
  const metrics = (b.metrics === undefined ? DEFAULT_METRICS : readList(b.metrics, "metrics", errors, METRICS)) as Metric[] | undefined;
  const filters = readFilters(b.filters, version, errors);

  let timezone: Timezone = "PST";
  if (b.timezone !== undefined) {
    if (b.timezone === "UTC" || b.timezone === "PST") timezone = b.timezone;
    else errors.timezone = oneOfMessage(["UTC", "PST"]);
  }
  const today = todayIn(timezone);
  const dateMin = readDate(b.date_min, "date_min", today, errors);
  const dateMax = readDate(b.date_max, "date_max", today, errors);
  if (!errors.date_min && !errors.date_max) {
    if (dateMin > dateMax) errors.date_min = "Must not be after date_max.";
    else if (daysBetween(dateMin, dateMax) > MAX_RANGE_DAYS) errors.date_max = `The range from date_min to date_max is limited to ${MAX_RANGE_DAYS} days.`;
  }

  // Compatibility is keyed by the metric's (or dimension's) name, as the API's 400 body shows.
  for (const metric of metrics ?? []) {
    const supported = METRIC_NETWORK_TYPES[metric];
    if (!filters.network_type.every((nt) => supported.includes(nt))) {
      errors[metric] = `Metric ${metric} is only available with network_type ${supported.join(" or ")}.`;
    }
  }
  const mediationOnly = filters.network_type.length === 1 && filters.network_type[0] === "mediation";
  for (const dimension of dimensions ?? []) {
    if (MEDIATION_ONLY_DIMENSIONS.includes(dimension) && !mediationOnly) {
      errors[dimension] = `Dimension ${dimension} can only be used with network_type mediation.`;
    }
  }

  if (Object.keys(errors).length > 0 || !dimensions || !metrics) return { errors };
  return { query: { dimensions, metrics, filters, dateMin, dateMax, timezone } };
}
