// The analytics API's App report (`/v5/analytics/app`): synchronous JSON. Field names are the API's, odd ones included
// (ctrlDelivered, VideoCompletedReceived). Every row is per app (appId is returned for everyone),
// so groupBy=date gives the same rows as groupBy=app; the grouping adds a dimension to (dt, app).
import { PLATFORM_LABELS } from "./catalog";
import type { ReportContext } from "./report-context";
import { appDayAudience, derived } from "./cells";
import { dateInZone } from "./dates";
import { byLocation } from "./locations";
import { ParamReader, type RawParams } from "./params";
import { sortByDate, type ReportOutcome, type Row } from "./outcome";
import {
  groupCells, readAdTypes, readAggregate, readPlatforms, readRole, rowDate, selectCells,
  type Family, type Group, type Role, type SelectedCell,
} from "./selection";

export const APP_GROUPINGS = ["app", "ad_type", "date", "ad_location", "platform", "campaign_type", "country"] as const;
export type AppGrouping = (typeof APP_GROUPINGS)[number];

function keyFor(groupBy: AppGrouping, dt: string, s: SelectedCell): string {
  const base = `${dt}|${s.app.id}`;
  switch (groupBy) {
    case "app": case "date": return base;
    case "ad_type": case "platform": return `${base}|${s.cell.adType}`;
    case "ad_location": return `${base}|${s.cell.adType}|${s.location}`;
    case "campaign_type": return `${base}|${s.cell.campaignType}`;
    case "country": return `${base}|${s.cell.country}`;
  }
}

/** App-level launches and users of the group's app-days (not split by ad type or location). */
function audience(g: Group) {
  let bootups = 0;
  let uniques = 0;
  for (const appDay of g.appDays) {
    const [appId, date] = appDay.split("|");
    const a = appDayAudience(appId, date);
    bootups += a.bootups;
    uniques += a.uniques;
  }
  return { bootups, uniques };
}

/** One app report row. `dt` undefined leaves the field out (the all-time report). */
export function appRow(groupBy: AppGrouping, dt: string | undefined, g: Group, role: Role): Row {
  const { app, cell } = g.first;
  const t = g.totals;
  const d = derived(t);
  const pub = role !== "advertiser";
  const adv = role !== "publisher";
  const row: Row = dt === undefined ? {} : { dt };
  Object.assign(row, { appId: app.id, app: app.name });
  if (groupBy === "country") {
    Object.assign(row, { platform: PLATFORM_LABELS[app.platform], country: cell.country, money: d.money });
    if (pub) row.moneyEarned = d.money;
    if (adv) row.moneySpent = 0;
    Object.assign(row, {
      ecpm: d.ecpm, cpcv: d.cpcv, clicks: t.clicks, installs: t.installs, allInstalls: t.allInstalls,
      ctr: d.ctr, videoCompleted: t.videoCompleted, installRate: d.installRate,
    });
    return row;
  }
  Object.assign(row, {
    appBundleId: app.bundleId,
    platform: PLATFORM_LABELS[app.platform],
    campaignType: groupBy === "campaign_type" ? cell.campaignType : "",
    eventLocation: groupBy === "ad_location" ? (g.first.location ?? "") : "",
  });
  if (groupBy === "ad_type" || groupBy === "ad_location" || groupBy === "platform") row.ad_type = String(cell.adType);
  if (groupBy !== "campaign_type") Object.assign(row, audience(g), { impressions: t.impressions });
  const sides: [string, number, string, number][] = [
    ["impressionsDelivered", t.impressions, "impressionsReceived", 0],
    ["moneyEarned", d.money, "moneySpent", 0],
    ["ecpmEarned", d.ecpm, "ecpmSpent", 0],
    ["cpcvEarned", d.cpcv, "cpcvSpent", 0],
    ["clicksDelivered", t.clicks, "clicksReceived", 0],
    ["installDelivered", t.installs, "installReceived", 0],
    ["ctrlDelivered", d.ctr, "ctrReceived", 0],
    ["videoCompletedDelivered", t.videoCompleted, "VideoCompletedReceived", 0],
    ["installRateDelivered", d.installRate, "installRateReceived", 0],
  ];
  row.allInstalls = t.allInstalls;
  for (const [pubName, pubValue, advName, advValue] of sides) {
    if (pub) row[pubName] = pubValue;
    if (adv) row[advName] = advValue;
  }
  return row;
}

export function appReport(raw: RawParams, family: Family, ctx: ReportContext): ReportOutcome {
  const r = new ParamReader(raw);
  const { dateMin, dateMax } = r.dateRange();
  const aggregate = readAggregate(r);
  const groupBy = r.oneOf("groupBy", APP_GROUPINGS, "app");
  const appIds = r.list("appId");
  // For groupBy=ad_type the legacy `/metrics/app` takes one platform, `/v5/analytics/app` a list.
  const platforms = readPlatforms(r, { single: family === "legacy" && groupBy === "ad_type" });
  const role = readRole(r, "both");
  const adTypes = readAdTypes(r, "adTypeId", family);
  // The App report's grouping "ad_location (publishers only)".
  if (groupBy === "ad_location" && role === "advertiser") r.errors.groupBy = "ad_location is for publishers only.";
  if (!r.ok) return { kind: "invalid", errors: r.errors };
  if (role === "advertiser") return { kind: "rows", rows: [] };

  const filter = {
    dateMin, dateMax, availableFrom: groupBy === "country" ? "2020-06-16" : "2018-01-01",
    today: dateInZone(ctx.now(), "UTC"), appIds, adTypes, campaignTypes: null, platforms,
  };
  const selected = selectCells(ctx, filter);
  const cells = groupBy === "ad_location" ? byLocation(ctx.layouts, selected) : selected;
  const dtOf = (date: string) => rowDate(date, aggregate, dateMin);
  const rows = groupCells(cells, (s) => keyFor(groupBy, dtOf(s.cell.date), s)).map((g) => appRow(groupBy, dtOf(g.first.cell.date), g, role));
  sortByDate(rows);
  return { kind: "rows", rows };
}
