// Validation primitives shared by the models of the analytics, mediation reporting and S2S APIs.
// Every rule adds an issue whose message names the argument and the rule, so a caller (or a
// Pulumi preview) can fix the input without reading the API's reference. Messages never echo secrets:
// only report arguments (dates, enumerations, ids) pass through here.
import { z } from "zod";

export type Ctx = z.RefinementCtx;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Adds an issue at `path` ("filters.country[2]") whose message states the rule. */
export function fail(ctx: Ctx, path: string, rule: string): void {
  const parts = path
    .split(/\.|(?=\[)/)
    .map((part) => (/^\[\d+\]$/.test(part) ? Number(part.slice(1, -1)) : part));
  ctx.addIssue({ code: "custom", path: parts, message: rule });
}

/** True when `value` is a YYYY-MM-DD string naming a day that exists (no 2024-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD calendar dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Checks one date argument; returns the date when usable for range checks. */
export function checkDate(ctx: Ctx, name: string, value: unknown, required: boolean): string | undefined {
  if (value === undefined || value === null || value === "") {
    if (required) fail(ctx, name, `is required (YYYY-MM-DD)`);
    return undefined;
  }
  if (typeof value !== "string" || !ISO_DATE.test(value)) {
    fail(ctx, name, `must be a date in YYYY-MM-DD format (got ${JSON.stringify(value)})`);
    return undefined;
  }
  if (!isCalendarDate(value)) {
    fail(ctx, name, `must be a real calendar date (got ${JSON.stringify(value)})`);
    return undefined;
  }
  return value;
}

/** dateMin/dateMax pair: required or not, calendar dates, dateMin <= dateMax. */
export function checkDateRange(
  ctx: Ctx,
  args: { dateMin?: unknown; dateMax?: unknown },
  required: boolean,
): { dateMin?: string; dateMax?: string } {
  const dateMin = checkDate(ctx, "dateMin", args.dateMin, required);
  const dateMax = checkDate(ctx, "dateMax", args.dateMax, required);
  if (dateMin && dateMax && dateMin > dateMax) {
    fail(ctx, "dateMin", `must not be after dateMax (got ${dateMin} > ${dateMax})`);
  }
  return { dateMin, dateMax };
}

/** A single value from an enumeration (absent is fine; required-ness is checked by the caller). */
export function checkEnum(ctx: Ctx, name: string, value: unknown, allowed: readonly (string | number)[]): void {
  if (value === undefined) return;
  if (!allowed.includes(value as string | number)) {
    fail(ctx, name, `must be one of ${allowed.join(", ")} (got ${JSON.stringify(value)})`);
  }
}

/** Normalises "a", ["a","b"] to a list; undefined stays undefined. */
export function asList<T>(value: T | readonly T[] | undefined): T[] | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T];
}

/** A value-or-list argument: not an empty list, every item from `allowed` (when given). */
export function checkList(
  ctx: Ctx,
  name: string,
  value: unknown,
  allowed?: readonly (string | number)[],
  wire: "comma-separated" | "json-list" = "comma-separated",
): void {
  if (value === undefined) return;
  const items = Array.isArray(value) ? value : [value];
  if (items.length === 0) {
    fail(ctx, name, `must not be an empty list (omit it instead)`);
    return;
  }
  items.forEach((item, index) => {
    const label = Array.isArray(value) ? `${name}[${index}]` : name;
    if (allowed) {
      if (!allowed.includes(item)) {
        fail(ctx, label, `must be one of ${allowed.join(", ")} (got ${JSON.stringify(item)})`);
      }
    } else if (typeof item !== "string" || item.trim() === "") {
      fail(ctx, label, `must be a non-empty string (got ${JSON.stringify(item)})`);
    } else if (wire === "comma-separated" && item.includes(",")) {
      // The analytics API takes lists comma-separated, so a comma inside one id would split it.
      fail(ctx, label, `must not contain a comma; pass a list instead (got ${JSON.stringify(item)})`);
    }
  });
}

/**
 * The shape layer of an argument object: typed as T for callers, checked at run time by the
 * rules in `refine` (which add messages naming each argument), then normalised by `normalise`.
 * Unknown argument names are refused so a typo (`dateMIn`) is not silently ignored.
 */
export function argsSchema<T extends object, Out>(
  what: string,
  known: readonly (keyof T & string)[],
  refine: (args: T, ctx: Ctx) => void,
  normalise: (args: T) => Out,
) {
  return z
    .custom<T>((value) => typeof value === "object" && value !== null && !Array.isArray(value), {
      error: `${what} arguments must be an object`,
    })
    .superRefine((args, ctx) => {
      for (const [key, value] of Object.entries(args)) {
        if (!(known as readonly string[]).includes(key) && value !== undefined) {
          // The key as one path part: a key holding "." or "[" must not be split.
          ctx.addIssue({ code: "custom", path: [key], message: `is not an argument of ${what} (known: ${known.join(", ")})` });
        }
      }
      refine(args, ctx);
    })
    .transform((args) => normalise(args));
}

/** Query parameters for the wire: lists comma-separated, absent values left out. */
export function wireParams(
  values: Record<string, string | number | readonly (string | number)[] | undefined>,
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    params[key] = Array.isArray(value) ? value.join(",") : String(value);
  }
  return params;
}
