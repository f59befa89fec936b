// The two windows of a change: the N whole UTC days before the day it was applied and the N after
// (that day itself is in neither: it has traffic of both settings), and how many of their days a
// report can give whole by a given moment. An app report day is whole once it has ended in UTC;
// an app-by-country day only after the API's latency for that report (full data up to 9 hours
// after the day ends).
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The analytics API's worst latency for app-by-country data, after the day ends. */
export const COUNTRY_LATENCY_HOURS = 9;
/** The first day each report shape has data (the app report by ad location; app by country). */
export const FIRST_DAY = { app: "2018-01-01", country: "2020-06-16" } as const;
/** `--days`: whole days, at least 1; at most this many, so both windows and the days between stay one modest report. */
export const MAX_DAYS = 90;

export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, days: number): string => isoDay(dayStart(day) + days * DAY_MS);

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(dayStart(text)) && isoDay(dayStart(text)) === text;
}

export interface Window {
  from: string;
  to: string;
  /** The window's length in days (`--days`). */
  days: number;
  /** Its days the report can give whole by the as-of moment, from its first. */
  completeDays: number;
}

/** The last day a report gives whole at `asOf` (epoch ms), with its latency in hours. */
export function lastCompleteDay(asOf: number, latencyHours = 0): string {
  return isoDay(asOf - latencyHours * HOUR_MS - DAY_MS);
}

function window(from: string, days: number, lastComplete: string): Window {
  const to = addDays(from, days - 1);
  const complete = Math.round((dayStart(lastComplete) - dayStart(from)) / DAY_MS) + 1;
  return { from, to, days, completeDays: Math.max(0, Math.min(days, complete)) };
}

/**
 * The windows around changes applied on `firstDay` .. `lastDay` (one day for a single change; the
 * days of the first and the last of several changes to one object reported together).
 */
export function windowsAround(firstDay: string, lastDay: string, days: number, asOf: number, latencyHours = 0): { before: Window; after: Window } {
  const last = lastCompleteDay(asOf, latencyHours);
  return { before: window(addDays(firstDay, -days), days, last), after: window(addDays(lastDay, 1), days, last) };
}

/** Every day of a window that the report gives whole. */
export function completeDaysOf(w: Window): string[] {
  return Array.from({ length: w.completeDays }, (_, i) => addDays(w.from, i));
}
