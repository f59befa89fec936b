// The analytics API's install export (`/v5/analytics/install`): always a job, whose result is a CSV with these columns, one line per
// install the account's apps delivered (the cells' installs, so counts match installDelivered).
// The account is a publisher: "From" is its app and campaign, the advertiser-only "To Campaign"
// columns are empty. Device ids are filled (we emulate an account with behavioural targeting
// disabled, the case in which the API says publishers see them); MAC is always empty.
import { campaignFor } from "./campaigns";
import { PLATFORM_LABELS, type Platform } from "./catalog";
import type { ReportContext } from "./report-context";
import { dateInZone } from "./dates";
import { hexId, intBetween } from "./hash";
import { ParamReader, type RawParams } from "./params";
import type { ReportOutcome, Table } from "./outcome";
import { readAdTypes, readCampaignTypes, readPlatforms, readRole, selectCells, type Family } from "./selection";

export const INSTALL_COLUMNS = [
  "Ad Type", "Country", "Click Timestamp", "Date", "From App Bundle", "From App ID", "From App Name", "From App Platform",
  "From Campaign ID", "From Campaign Name", "From Campaign Type", "To App Bundle", "To App ID", "To App Name",
  "To App Platform", "To Campaign Target", "To Campaign ID", "To Campaign Name", "To Campaign Type", "UUID", "IFA",
  "GAID", "MAC", "Model", "OS", "Cost Type", "Cost Value",
];

const DEVICES: Record<Platform, { model: string; os: string }> = {
  ios: { model: "iPhone15,2", os: "iOS 17.5" },
  android: { model: "Pixel 8", os: "Android 14" },
  amazon: { model: "KFTRWI", os: "Fire OS 8" },
};

/** DD-MM-YYYY HH:MM:SS, the export's timestamp format. */
function stamp(date: string, secondOfDay: number): string {
  const [y, m, d] = date.split("-");
  const hh = String(Math.floor(secondOfDay / 3600)).padStart(2, "0");
  const mm = String(Math.floor((secondOfDay % 3600) / 60)).padStart(2, "0");
  const ss = String(secondOfDay % 60).padStart(2, "0");
  return `${d}-${m}-${y} ${hh}:${mm}:${ss}`;
}

function uuidOf(key: string): string {
  const h = hexId(key, 32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
}

export function installExport(raw: RawParams, family: Family, ctx: ReportContext): ReportOutcome {
  const r = new ParamReader(raw);
  const { dateMin, dateMax } = r.dateRange();
  const campaignIds = r.list("campaignIds");
  const campaignTypes = readCampaignTypes(r, "campaignType", family, "all");
  const appIds = r.list("appIds");
  const platforms = readPlatforms(r);
  const role = readRole(r, "both");
  const adTypes = readAdTypes(r, "adTypeId", family);
  if (!r.ok) return { kind: "invalid", errors: r.errors };

  const table: Table = { columns: INSTALL_COLUMNS, rows: [] };
  if (role === "advertiser") return { kind: "job", table, csvOnly: true };
  const filter = {
    dateMin, dateMax, availableFrom: "2018-01-01", today: dateInZone(ctx.now(), "UTC"),
    appIds, adTypes, campaignTypes, platforms, campaignIds,
  };
  for (const { app, cell } of selectCells(ctx, filter)) {
    const campaign = campaignFor(cell.campaignType, cell.adType);
    for (let i = 0; i < cell.installs; i++) {
      const key = `install|${app.id}|${cell.date}|${cell.country}|${cell.adType}|${cell.campaignType}|${i}`;
      const at = intBetween(`${key}|t`, 600, 86_399);
      const device = uuidOf(`${key}|device`);
      table.rows.push([
        cell.adType, cell.country, stamp(cell.date, at - intBetween(`${key}|c`, 30, 600)), stamp(cell.date, at),
        app.bundleId, app.id, app.name, PLATFORM_LABELS[app.platform],
        campaign.id, campaign.name, cell.campaignType,
        campaign.toApp.bundle, campaign.toApp.id, campaign.toApp.name, PLATFORM_LABELS[app.platform], cell.country,
        "", "", "",
        uuidOf(`${key}|uuid`), app.platform === "ios" ? device.toUpperCase() : "", app.platform === "ios" ? "" : device, "",
        DEVICES[app.platform].model, DEVICES[app.platform].os,
        campaign.subType, Number((1 + intBetween(`${key}|bid`, 0, 400) / 100).toFixed(2)),
      ]);
    }
  }
  return { kind: "job", table, csvOnly: true };
}
