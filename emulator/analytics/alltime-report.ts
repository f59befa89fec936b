// The analytics API's all-time report (`/v5/analytics/alltime`), whose parameters and response the
// API does not show. Ours: optional
// appIds (comma-separated) and role (default both); synchronous JSON, one row per app with the
// app report's groupBy=app fields summed over every day with data (2018-01-01 to today, UTC),
// plus dateMin and dateMax naming that span. Same cells as every other report, so it equals the
// app report over the same days.
import { appRow } from "./app-report";
import type { ReportContext } from "./report-context";
import { dateInZone } from "./dates";
import { ParamReader, type RawParams } from "./params";
import type { ReportOutcome } from "./outcome";
import { groupCells, readRole, selectCells } from "./selection";

export const ALLTIME_FROM = "2018-01-01";

export function alltimeReport(raw: RawParams, _family: string, ctx: ReportContext): ReportOutcome {
  const r = new ParamReader(raw);
  const appIds = r.list("appIds");
  const role = readRole(r, "both");
  if (!r.ok) return { kind: "invalid", errors: r.errors };
  if (role === "advertiser") return { kind: "rows", rows: [] };

  const today = dateInZone(ctx.now(), "UTC");
  const filter = {
    dateMin: ALLTIME_FROM, dateMax: today, availableFrom: ALLTIME_FROM, today,
    appIds, adTypes: null, campaignTypes: null, platforms: null,
  };
  const groups = groupCells(selectCells(ctx, filter), (s) => s.app.id);
  const rows = groups.map((g) => ({ dateMin: ALLTIME_FROM, dateMax: today, ...appRow("app", undefined, g, role) }));
  return { kind: "rows", rows };
}
