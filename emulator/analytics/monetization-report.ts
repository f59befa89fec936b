// The analytics API's monetization report (`/v5/analytics/monetization`): one row per app for the period's last day (day 0). The ad_spend
// fields are advertiser money; the emulated account is a publisher and spends nothing, so they
// are 0. For role=publisher the row carries the same figures for money earned, under revenue*
// names (the API says further fields exist but does not show them).
import type { ReportApp, ReportContext } from "./report-context";
import { addDays, dateInZone } from "./dates";
import { ParamReader, type RawParams } from "./params";
import type { ReportOutcome, Row } from "./outcome";

const round2 = (n: number) => Number(n.toFixed(2));

function earnedCents(ctx: ReportContext, app: ReportApp, date: string, today: string): number {
  if (date > today || date < "2018-01-01") return 0;
  return ctx.cells(app, date).reduce((sum, c) => sum + c.moneyCents, 0);
}

/** Percent change from `from` to `to`; 0 when the base is 0. */
function relative(from: number, to: number): number {
  return from === 0 ? 0 : round2(((to - from) / from) * 100);
}

export function monetizationReport(raw: RawParams, _family: string, ctx: ReportContext): ReportOutcome {
  const r = new ParamReader(raw);
  const { dateMin, dateMax } = r.dateRange();
  const appIds = r.list("appIds");
  // The API gives this report's default (advertiser), not `both`: the two roles only.
  const role = r.oneOf("role", ["advertiser", "publisher"] as const, "advertiser");
  if (!r.ok) return { kind: "invalid", errors: r.errors };

  const today = dateInZone(ctx.now(), "UTC");
  const rows: Row[] = [];
  for (const app of ctx.apps()) {
    if (appIds && !appIds.includes(app.id)) continue;
    const row: Row = { dt: dateMax, app_id: app.id, ad_spend: 0, ad_spend_relative: 0, ad_spend_d1: 0, ad_spend_d1_relative: 0 };
    if (role !== "advertiser") {
      const at = (date: string) => earnedCents(ctx, app, date, today) / 100;
      const day1 = addDays(dateMax, -1);
      Object.assign(row, {
        revenue: round2(at(dateMax)),
        revenue_relative: relative(at(dateMin), at(day1)),
        revenue_d1: round2(at(day1)),
        revenue_d1_relative: relative(at(addDays(day1, -7)), at(day1)),
      });
    }
    rows.push(row);
  }
  return { kind: "rows", rows };
}
