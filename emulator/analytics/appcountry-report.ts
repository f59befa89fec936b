// The analytics API's app-by-country report (`/v5/analytics/appcountry`), with the three adLocation cases: omitted/empty -> everything under
// "overall"; "all" -> the top 100 ad locations, the rest under "Default"; names -> only those
// locations. Field names are the API's (CountryCode, InstallRateReceived, installsDelivered).
import { CAMPAIGN_TYPES, PLATFORM_LABELS, type CampaignType } from "./catalog";
import type { ReportContext } from "./report-context";
import { derived } from "./cells";
import { dateInZone } from "./dates";
import { byLocation } from "./locations";
import { ParamReader, type RawParams } from "./params";
import { sortByDate, type ReportOutcome, type Row } from "./outcome";
import { groupCells, readAdTypes, readTimezone, rowDate, selectCells, type Family, type Group, type SelectedCell } from "./selection";

const OVERALL = "overall";

function rowOf(g: Group, dt: string, role: "publisher" | "advertiser"): Row {
  const { app, cell, location } = g.first;
  const t = g.totals;
  const d = derived(t);
  const row: Row = {
    adLocation: location ?? OVERALL,
    adType: String(cell.adType),
    app: app.name,
    appId: app.id,
    campaignType: cell.campaignType,
    CountryCode: cell.country,
    dt,
    platform: PLATFORM_LABELS[app.platform],
  };
  if (role === "publisher") {
    Object.assign(row, {
      clicksDelivered: t.clicks, cpcvEarned: d.cpcv, ctrDelivered: d.ctr, ecpmEarned: d.ecpm,
      impressionsDelivered: t.impressions, installRateDelivered: d.installRate, installsDelivered: t.installs,
      moneyEarned: d.money, videoCompletedDelivered: t.videoCompleted,
    });
  }
  return row;
}

export function appCountryReport(raw: RawParams, family: Family, ctx: ReportContext): ReportOutcome {
  const r = new ParamReader(raw);
  const { dateMin, dateMax } = r.dateRange();
  const appIds = r.list("appIds");
  // The app-by-country report takes one campaign type (a string; no `all`), default network.
  const campaignType = r.oneOf("campaignType", CAMPAIGN_TYPES, "network");
  const campaignTypes: CampaignType[] = campaignType === "network" ? ["network", "exchange"] : [campaignType];
  const adTypes = readAdTypes(r, "adTypeIds", family);
  const role = r.oneOf("role", ["advertiser", "publisher"] as const, "publisher");
  const timezone = readTimezone(r, "PST");
  const locations = r.list("adLocation");
  if (!r.ok) return { kind: "invalid", errors: r.errors };
  // The emulated account is a publisher: as an advertiser it has no rows.
  if (role === "advertiser") return { kind: "rows", rows: [] };

  const filter = {
    dateMin, dateMax, availableFrom: "2020-06-16", today: dateInZone(ctx.now(), timezone),
    appIds, adTypes, campaignTypes, platforms: null,
  };
  const selected = selectCells(ctx, filter);
  let cells: Iterable<SelectedCell> = selected;
  if (locations) {
    const wanted = locations.map((l) => l.toLowerCase());
    const all = wanted.includes("all");
    cells = (function* () {
      for (const s of byLocation(ctx.layouts, selected)) if (all || wanted.includes((s.location ?? "").toLowerCase())) yield s;
    })();
  }
  const dtOf = (date: string) => rowDate(date, "daily", dateMin);
  const groups = groupCells(cells, (s) => `${s.cell.date}|${s.app.id}|${s.cell.adType}|${s.cell.campaignType}|${s.cell.country}|${s.location ?? OVERALL}`);
  const rows = groups.filter((g) => g.totals.impressions > 0).map((g) => rowOf(g, dtOf(g.first.cell.date), role));
  sortByDate(rows);
  return { kind: "rows", rows };
}
