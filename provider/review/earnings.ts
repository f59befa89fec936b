// The money at stake: what each affected app and ad location earned and served over the
// last 7 complete days, from ONE analytics API App report grouped by ad_location (a grouping for
// publishers), never one request per location. Rows name a location by its name (eventLocation);
// names are unique per (name, ad type) within an app (the uniqueness rule of ad locations), so a location
// is summed over its rows of that name.
import type { AdPublisherClient } from "../client";

export interface Figures {
  earnings: number;
  impressions: number;
}

export interface AppEarnings extends Figures {
  locations: Map<string, Figures>;
}

export interface Period {
  dateMin: string;
  dateMax: string;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The 7 complete days before `today` (UTC), e.g. today 2026-11-08 -> 2026-11-01 .. 2026-11-07. */
export function lastSevenDays(today: string): Period {
  const start = Date.parse(`${today}T00:00:00Z`);
  if (Number.isNaN(start)) throw new Error(`--as-of must be a date YYYY-MM-DD (got "${today}")`);
  return { dateMin: isoDay(start - 7 * DAY_MS), dateMax: isoDay(start - DAY_MS) };
}

/** appId -> its totals and its locations' totals; an app with no row is absent ("no data"). */
export async function earningsByLocation(client: AdPublisherClient, appIds: readonly string[], period: Period): Promise<Map<string, AppEarnings>> {
  const found = new Map<string, AppEarnings>();
  if (appIds.length === 0) return found;
  const rows = await client.analytics.app({ ...period, appId: [...appIds], groupBy: "ad_location", role: "publisher", aggregate: "daily" });
  for (const row of rows) {
    const appId = String(row.appId ?? "");
    if (!appIds.includes(appId)) continue;
    const earnings = Number(row.moneyEarned ?? 0);
    const impressions = Number(row.impressionsDelivered ?? row.impressions ?? 0);
    const app = found.get(appId) ?? { earnings: 0, impressions: 0, locations: new Map<string, Figures>() };
    app.earnings += earnings;
    app.impressions += impressions;
    const name = String(row.eventLocation ?? "");
    const location = app.locations.get(name) ?? { earnings: 0, impressions: 0 };
    location.earnings += earnings;
    location.impressions += impressions;
    app.locations.set(name, location);
    found.set(appId, app);
  }
  return found;
}

/** What every app of the account earned over the period: one app report grouped by app. */
export async function accountEarnings(client: AdPublisherClient, period: Period): Promise<number> {
  const rows = await client.analytics.app({ ...period, groupBy: "app", role: "publisher", aggregate: "daily" });
  return rows.reduce((sum, row) => sum + Number(row.moneyEarned ?? 0), 0);
}
