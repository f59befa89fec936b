// A window's figures from report rows: the additive metrics each row gives (impressions,
// earnings, clicks, installs, completed videos) summed, and the rates derived from the sums
// (eCPM, click-through rate), never averaged from the rows' own rates. An app report row by ad
// location also carries the app's launches and users, which are the app's and not the location's:
// they are left out.
import type { AppCountryRow } from "../models/analytics-appcountry";
import type { AppRow } from "../models/analytics-app";

export interface Metrics {
  impressions: number;
  /** USD. */
  earnings: number;
  /** USD per 1,000 impressions. */
  ecpm: number;
  clicks: number;
  /** Clicks per impression, percent. */
  ctr: number;
  installs: number;
  videoCompleted: number;
}

/** What a report row gives of the additive metrics (the app report's and the app-by-country report's names). */
export interface RowFigures {
  impressions: number;
  earnings: number;
  clicks: number;
  installs: number;
  videoCompleted: number;
}

const n = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

export function rowFigures(row: Readonly<AppRow> | Readonly<AppCountryRow>): RowFigures {
  return {
    impressions: n(row.impressionsDelivered ?? row.impressions),
    earnings: n(row.moneyEarned ?? row.money),
    clicks: n(row.clicksDelivered ?? row.clicks),
    installs: n(row.installDelivered ?? row.installsDelivered ?? row.installs),
    videoCompleted: n(row.videoCompletedDelivered ?? row.videoCompleted),
  };
}

const cents = (usd: number) => Math.round(usd * 100) / 100;

export function metricsOf(rows: readonly RowFigures[]): Metrics {
  const sum = { impressions: 0, earnings: 0, clicks: 0, installs: 0, videoCompleted: 0 };
  for (const row of rows) {
    sum.impressions += row.impressions;
    sum.earnings += row.earnings;
    sum.clicks += row.clicks;
    sum.installs += row.installs;
    sum.videoCompleted += row.videoCompleted;
  }
  const earnings = cents(sum.earnings);
  return {
    ...sum, earnings,
    ecpm: sum.impressions > 0 ? cents((sum.earnings / sum.impressions) * 1000) : 0,
    ctr: sum.impressions > 0 ? Math.round((sum.clicks / sum.impressions) * 10000) / 100 : 0,
  };
}

export type Difference = { [K in keyof Metrics]: number };

/**
 * After minus before. Totals compare as they are when both windows have the same number of whole
 * days; otherwise per day (each window's total over its whole days). Rates compare as they are.
 */
export function difference(before: Metrics, beforeDays: number, after: Metrics, afterDays: number): { basis: "window" | "per day"; difference: Difference; percent: Partial<Difference> } {
  const perDay = beforeDays !== afterDays;
  const scale = (value: number, days: number) => (perDay ? value / days : value);
  const difference = {} as Difference;
  const percent: Partial<Difference> = {};
  for (const key of Object.keys(before) as (keyof Metrics)[]) {
    const rate = key === "ecpm" || key === "ctr";
    const b = rate ? before[key] : scale(before[key], beforeDays);
    const a = rate ? after[key] : scale(after[key], afterDays);
    difference[key] = Math.round((a - b) * 100) / 100;
    if (b !== 0) percent[key] = Math.round(((a - b) / b) * 1000) / 10;
  }
  return { basis: perDay ? "per day" : "window", difference, percent };
}
