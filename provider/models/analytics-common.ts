// Enumerations and rules shared by the analytics API's reports (campaign, app, install export, app
// by country, monetization). Each report module composes these; nothing here knows about HTTP.
import { z } from "zod";
import { type Ctx, checkEnum, checkList, fail } from "./report-rules";

export const AGGREGATES = ["daily", "weekly", "monthly"] as const;
export type Aggregate = (typeof AGGREGATES)[number];

export const ROLES = ["advertiser", "publisher"] as const;
export type Role = (typeof ROLES)[number];
/**
 * Reports whose documented role default is `both` (campaign, app, install export) take
 * it by name too: the default must be a value the caller can write. It travels as no role.
 */
export const ROLES_WITH_BOTH = ["both", ...ROLES] as const;
export type RoleOrBoth = (typeof ROLES_WITH_BOTH)[number];

/** `both` is the service's default: sent as no role (the API lists only advertiser, publisher as values). */
export function wireRole(role: RoleOrBoth | undefined): Role | undefined {
  return role === "both" ? undefined : role;
}

/**
 * The analytics API's `platform`: "iOS, and the two Android-family store names", default all. The
 * two are Android and Amazon, the Android-family platforms of an app's `platform`; case is not significant.
 */
export const REPORT_PLATFORMS = ["all", "iOS", "Android", "Amazon"] as const;

export function checkPlatforms(ctx: Ctx, value: unknown): void {
  if (value === undefined) return;
  const canonicalised = Array.isArray(value)
    ? value.map((item) => (typeof item === "string" ? canonical(item, REPORT_PLATFORMS) : item))
    : typeof value === "string" ? canonical(value, REPORT_PLATFORMS) : value;
  checkList(ctx, "platform", canonicalised, REPORT_PLATFORMS);
}

/** The platform filter as sent: a list, each value in the API's spelling. */
export function platformList(value: string | readonly string[] | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? [...value] : [value as string]).map((item) => String(canonical(item, REPORT_PLATFORMS)));
}

export const TIMEZONES = ["UTC", "PST"] as const;
export type Timezone = (typeof TIMEZONES)[number];

/** The analytics API's ad type ids accepted as filters: 1, 4, 5, 7, 8, 9, 10. */
export const AD_TYPE_FILTERS = [1, 4, 5, 7, 8, 9, 10] as const;
export type AdTypeId = (typeof AD_TYPE_FILTERS)[number];

export const CAMPAIGN_TYPES = ["network", "direct_deal", "cross_promo", "exchange", "mediation"] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

/** Which analytics family a query goes to: `/v5/analytics`, or the legacy `/metrics`, whose filters are narrower. */
export type AnalyticsFamily = "v5" | "legacy";

/** Arguments common to the dated reports. */
export interface DatedArgs {
  /** First day, YYYY-MM-DD (required). */
  dateMin: string;
  /** Last day, YYYY-MM-DD (required), not before dateMin. */
  dateMax: string;
}

/** Ad type ids may be given as numbers or numeric strings ("4"); the wire sends numbers. */
export function normaliseAdTypes(value: AdTypeIdInput | readonly AdTypeIdInput[] | undefined): number[] | undefined {
  if (value === undefined) return undefined;
  const items = Array.isArray(value) ? value : [value];
  return items.map((item) => (typeof item === "string" && /^\d+$/.test(item) ? Number(item) : (item as number)));
}
export type AdTypeIdInput = AdTypeId | `${AdTypeId}`;

export function checkAdTypes(ctx: Ctx, name: string, value: AdTypeIdInput | readonly AdTypeIdInput[] | undefined): void {
  if (value === undefined) return;
  if (Array.isArray(value) && value.length === 0) {
    fail(ctx, name, `must not be an empty list (omit it instead)`);
    return;
  }
  const ids = normaliseAdTypes(value) ?? [];
  checkList(ctx, name, Array.isArray(value) ? ids : ids[0], AD_TYPE_FILTERS);
}

/** Case-insensitive enumerations on input ("Daily", "utc"), canonical on the wire. */
export function canonical<T extends string>(value: string | undefined, allowed: readonly T[]): T | string | undefined {
  // Not a string: left as is for the enumeration rule to refuse (String() throws on some objects).
  if (typeof value !== "string") return value;
  const found = allowed.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
  return found ?? value;
}

export function checkCommonEnums(
  ctx: Ctx,
  args: { aggregate?: string; role?: string; timezone?: string },
  roles: readonly string[] = ROLES,
): void {
  checkEnum(ctx, "aggregate", canonical(args.aggregate, AGGREGATES), AGGREGATES);
  checkEnum(ctx, "role", args.role, roles);
  checkEnum(ctx, "timezone", canonical(args.timezone, TIMEZONES), TIMEZONES);
}

/**
 * Numbers in report rows: the API types them integer/float; accept numeric strings too, since
 * it does not show the JSON encoding (unknown values stay as given rather than failing).
 */
export const reportNumber = z.union([z.number(), z.string()]).transform((value) => {
  if (typeof value === "number") return value;
  const parsed = Number(value);
  return value.trim() !== "" && Number.isFinite(parsed) ? parsed : Number.NaN;
});

/** Identifiers the API types as string but that some encoders send as numbers. */
export const reportString = z.union([z.string(), z.number()]).transform((value) => String(value));

/** A row of a job result (TSV/CSV): column name -> cell text, exactly as the header names it. */
export type ReportRecord = Record<string, string>;

/**
 * The API does not show the JSON envelope of a synchronous report: accept a bare array of rows
 * or an object holding the rows under `data`, `rows`, `results` or `items`.
 */
export function extractRows(body: unknown): unknown[] | undefined {
  if (Array.isArray(body)) return body;
  if (body && typeof body === "object") {
    const fields = new Map<string, unknown>(Object.entries(body));
    for (const key of ["data", "rows", "results", "items"]) {
      const value = fields.get(key);
      if (Array.isArray(value)) return value;
    }
  }
  return undefined;
}

/** A queued report answers `{ jobId }`, the analytics API's job. */
export const jobAccepted = z.looseObject({ jobId: reportString });
export type JobAccepted = z.infer<typeof jobAccepted>;
