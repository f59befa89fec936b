// The analytics API's campaign report (`/v5/analytics/campaign`). The emulated account is a
// publisher: its rows are the advertiser campaigns that ran in its apps, with the advertiser-side
// fields 0 (the API: "the fields belonging to the other role are 0"), and role=advertiser finds nothing.
import { campaignFor } from "./campaigns";
import type { ReportContext } from "./report-context";
import { derived } from "./cells";
import { dateInZone } from "./dates";
import { ParamReader, type RawParams } from "./params";
import type { ReportOutcome, Row } from "./outcome";
import { rowsToTable, sortByDate } from "./outcome";
import {
  groupCells, readAdTypes, readAggregate, readCampaignTypes, readPlatforms, readRole, readTimezone, rowDate,
  selectCells, type Family, type Group, type SelectedCell,
} from "./selection";

const GROUPINGS = ["campaign", "campaign_target", "campaign_type", "date", "target_creative", "app", "app,creative", "country"] as const;
type Grouping = (typeof GROUPINGS)[number];
const ASYNC: readonly Grouping[] = ["app", "app,creative", "country"];
const SHARED_COLUMNS = [
  "adTypeId", "campaign", "campaignId", "campaignSubType", "campaignTarget", "campaignType", "clicksDelivered", "clicksReceived",
  "cpcvEarned", "cpcvSpent", "creative", "ctrDelivered", "ctrReceived", "dt", "ecpmEarned", "ecpmSpent", "impressionsDelivered",
  "impressionsReceived", "installDelivered", "installReceived", "installRateDelivered", "installRateReceived", "moneyEarned",
  "moneySpent", "role", "videoCompletedDelivered", "videoCompletedReceived",
];

function availableFrom(groupBy: Grouping, timezone: "PST" | "UTC"): string {
  if (groupBy === "target_creative") return "2020-06-16";
  if (ASYNC.includes(groupBy)) return "2018-01-01";
  return timezone === "UTC" ? "2020-03-01" : "2018-01-01";
}

function keyFor(groupBy: Grouping, dt: string, s: SelectedCell): string {
  const { cell } = s;
  const campaign = `${cell.campaignType}|${cell.adType}`;
  switch (groupBy) {
    case "date": return dt;
    case "campaign_type": return `${dt}|${cell.campaignType}`;
    case "campaign": return `${dt}|${campaign}`;
    case "campaign_target": return `${dt}|${campaign}|${cell.country}`;
    case "target_creative": return `${dt}|${campaign}|${cell.country}`;
    case "country": return `${dt}|${campaign}|${cell.country}`;
    case "app": return `${dt}|${campaign}|${s.app.id}`;
    case "app,creative": return `${dt}|${campaign}|${s.app.id}`;
  }
}

function rowOf(groupBy: Grouping, dt: string, g: Group): Row {
  const { cell, app } = g.first;
  const perCampaign = groupBy !== "date" && groupBy !== "campaign_type";
  const campaign = campaignFor(cell.campaignType, cell.adType);
  const d = derived(g.totals);
  const row: Row = {
    adTypeId: perCampaign ? String(cell.adType) : "",
    campaign: perCampaign ? campaign.name : "",
    campaignId: perCampaign ? campaign.id : "",
    campaignSubType: perCampaign ? campaign.subType : "",
    campaignTarget: groupBy === "campaign_target" || groupBy === "target_creative" ? cell.country : "",
    campaignType: groupBy === "date" ? "" : cell.campaignType,
    clicksDelivered: g.totals.clicks,
    clicksReceived: 0,
    cpcvEarned: d.cpcv,
    cpcvSpent: 0,
    creative: groupBy === "target_creative" || groupBy === "app,creative" ? campaign.creative : "",
    ctrDelivered: d.ctr,
    ctrReceived: 0,
    dt,
    ecpmEarned: d.ecpm,
    ecpmSpent: 0,
    impressionsDelivered: g.totals.impressions,
    impressionsReceived: 0,
    installDelivered: g.totals.installs,
    installReceived: 0,
    installRateDelivered: d.installRate,
    installRateReceived: 0,
    moneyEarned: d.money,
    moneySpent: 0,
    role: "publisher",
    videoCompletedDelivered: g.totals.videoCompleted,
    videoCompletedReceived: 0,
  };
  if (groupBy === "app" || groupBy === "app,creative") Object.assign(row, { appId: app.id, app: app.name });
  if (groupBy === "country") row.country = cell.country;
  return row;
}

export function campaignReport(raw: RawParams, family: Family, ctx: ReportContext): ReportOutcome {
  const r = new ParamReader(raw);
  const { dateMin, dateMax } = r.dateRange();
  const aggregate = readAggregate(r);
  const groupBy = r.oneOf("groupBy", GROUPINGS, "campaign");
  const campaignTypes = readCampaignTypes(r, "campaignType", family, "network");
  const platforms = readPlatforms(r);
  const role = readRole(r, "both");
  const adTypes = readAdTypes(r, "adTypeId", family);
  const timezone = readTimezone(r, "PST");
  const appIds = r.list("appID");
  const campaignIds = r.list("campaignId");
  if (!r.ok) return { kind: "invalid", errors: r.errors };

  const rows: Row[] = [];
  if (role !== "advertiser") {
    const filter = {
      dateMin, dateMax, availableFrom: availableFrom(groupBy, timezone), today: dateInZone(ctx.now(), timezone),
      appIds, adTypes, campaignTypes, platforms, campaignIds,
    };
    const dtOf = (date: string) => rowDate(date, aggregate, dateMin);
    const groups = groupCells(selectCells(ctx, filter), (s) => keyFor(groupBy, dtOf(s.cell.date), s));
    for (const g of groups) rows.push(rowOf(groupBy, dtOf(g.first.cell.date), g));
    sortByDate(rows);
  }
  if (!ASYNC.includes(groupBy)) return { kind: "rows", rows };
  return { kind: "job", table: rowsToTable(rows, columnsOf(groupBy)) };
}

/** The header of a job result, also when it has no rows. */
function columnsOf(groupBy: Grouping): string[] {
  const extra = groupBy === "country" ? ["country"] : ["appId", "app"];
  return [...SHARED_COLUMNS, ...extra];
}
