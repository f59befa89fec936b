// The atomic unit of emulated analytics traffic: one app, one day, one country, one ad type, one
// campaign type. Every report is a grouping of these cells, so the same app and day add up to the
// same totals whichever report or grouping asks: the reports agree with one another. A cell
// depends only on (app id, date, its dimensions): renaming an app or adding ad locations never
// changes history.
import { derivedUnit, hashKey, intBetween, unitFloat } from "./hash";
import { TRAFFIC_AD_TYPES, TRAFFIC_CAMPAIGN_TYPES, TRAFFIC_COUNTRIES, type CampaignType } from "./catalog";

export interface Totals {
  impressions: number;
  clicks: number;
  installs: number;
  allInstalls: number;
  videoCompleted: number;
  /** Money earned, in integer cents, so sums are exact and every report rounds the same way. */
  moneyCents: number;
}

export interface Cell extends Totals {
  appId: string;
  date: string;
  country: string;
  adType: number;
  campaignType: CampaignType;
}

const CAMPAIGN_WEIGHT: Record<string, number> = { network: 1, exchange: 0.5, direct_deal: 0.2 };
const VIDEO_SHARE: Record<number, number> = { 4: 0.9, 8: 0.35, 9: 0.85, 10: 0 };
// About 84 cells per app-day: 4000 app-days is a few tens of MB at most.
const CACHE_LIMIT = 4_000;

/**
 * One emulator's cells already computed: all-time reports read about 80 cells a day since 2018,
 * and a drift job asks for the same reports night after night.
 */
export class CellCache {
  private readonly byAppDay = new Map<string, Cell[]>();

  cellsFor(appId: string, date: string): Cell[] {
    const key = `${appId}|${date}`;
    const cached = this.byAppDay.get(key);
    if (cached) return cached;
    const cells = cellsOfAppDay(appId, date);
    if (this.byAppDay.size >= CACHE_LIMIT) this.byAppDay.clear();
    this.byAppDay.set(key, cells);
    return cells;
  }
}

/** The traffic of one app on one day, the same on every call. */
export function cellsOfAppDay(appId: string, date: string): Cell[] {
  const key = `${appId}|${date}`;
  const cells: Cell[] = [];
  const dayFactor = 0.6 + unitFloat(`day|${key}`) * 0.8;
  for (const country of TRAFFIC_COUNTRIES) {
    for (const adType of TRAFFIC_AD_TYPES) {
      for (const campaignType of TRAFFIC_CAMPAIGN_TYPES) {
        // One hash per cell, the other figures derived from it: all-time reports read ~80 cells a day since 2018.
        const h = hashKey(`${key}|${country.alpha2}|${adType}|${campaignType}`);
        const base = 40 + Math.floor(derivedUnit(h, 0) * 1461);
        const impressions = Math.round(base * dayFactor * country.weight * (CAMPAIGN_WEIGHT[campaignType] ?? 0.1));
        if (impressions === 0) continue;
        const clicks = Math.round(impressions * (0.01 + derivedUnit(h, 1) * 0.04));
        const installs = Math.round(clicks * (0.05 + derivedUnit(h, 2) * 0.25));
        const ecpmUsd = 1 + derivedUnit(h, 3) * 14;
        cells.push({
          appId,
          date,
          country: country.alpha2,
          adType,
          campaignType,
          impressions,
          clicks,
          installs,
          allInstalls: installs + Math.floor(derivedUnit(h, 4) * 4),
          videoCompleted: Math.round(impressions * (VIDEO_SHARE[adType] ?? 0)),
          moneyCents: Math.round(impressions * ecpmUsd / 10),
        });
      }
    }
  }
  return cells;
}

/** App launches and unique users: app-level figures of one day, not split by any dimension. */
export function appDayAudience(appId: string, date: string): { bootups: number; uniques: number } {
  const bootups = intBetween(`boot|${appId}|${date}`, 1_000, 20_000);
  return { bootups, uniques: Math.round(bootups * (0.2 + unitFloat(`uniq|${appId}|${date}`) * 0.3)) };
}

export function emptyTotals(): Totals {
  return { impressions: 0, clicks: 0, installs: 0, allInstalls: 0, videoCompleted: 0, moneyCents: 0 };
}

export function addInto(target: Totals, source: Totals): void {
  target.impressions += source.impressions;
  target.clicks += source.clicks;
  target.installs += source.installs;
  target.allInstalls += source.allInstalls;
  target.videoCompleted += source.videoCompleted;
  target.moneyCents += source.moneyCents;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const ratio = (num: number, den: number) => (den === 0 ? 0 : num / den);

/** Money and rates derived from totals, rounded the same way in every report. */
export function derived(t: Totals) {
  return {
    money: round(t.moneyCents / 100, 2),
    ecpm: round(ratio(t.moneyCents / 100, t.impressions) * 1000, 2),
    ctr: round(ratio(t.clicks, t.impressions), 4),
    installRate: round(ratio(t.installs, t.impressions), 4),
    cpcv: round(ratio(t.moneyCents / 100, t.videoCompleted), 4),
  };
}
