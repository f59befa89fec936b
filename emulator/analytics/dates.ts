// Calendar-day arithmetic on "YYYY-MM-DD" strings, done in UTC so that no local timezone of the
// machine running the emulator leaks into the data.

const DAY_MS = 86_400_000;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD (2024-02-30 is refused). */
export function isIsoDate(value: string): boolean {
  if (!DATE_RE.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

export function toDayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return toDayNumber(b) - toDayNumber(a);
}

/** Every date from `min` to `max` inclusive; empty when min > max. */
export function dateRange(min: string, max: string): string[] {
  const out: string[] = [];
  for (let d = toDayNumber(min); d <= toDayNumber(max); d++) out.push(fromDayNumber(d));
  return out;
}

export type Timezone = "UTC" | "PST";

/**
 * The calendar date at `epochSeconds` in the given zone. PST is the service's name for
 * America/Los_Angeles, daylight saving included.
 */
export function dateInZone(epochSeconds: number, zone: Timezone): string {
  const at = new Date(epochSeconds * 1000);
  if (zone === "UTC") return at.toISOString().slice(0, 10);
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Los_Angeles",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
  return parts;
}

export type Aggregate = "daily" | "weekly" | "monthly";

/**
 * The first day of the period holding `date`: the day itself, the Monday of its week, or the first
 * of its month. Reports then clamp it to dateMin so that a row never claims days outside the query.
 */
export function periodStart(date: string, aggregate: Aggregate): string {
  if (aggregate === "daily") return date;
  if (aggregate === "monthly") return `${date.slice(0, 8)}01`;
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
  return addDays(date, -weekday);
}
