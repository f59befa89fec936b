// The atomic unit of emulated analytics traffic: one app, one day, one country, one ad type, one
// campaign type. Every report is a grouping of these cells, so the same app and day add up to the
// same totals whichever report or grouping asks: the reports agree with one another. A cell's base
// figures depend only on (app id, date, its dimensions): renaming an app never changes history.
// The prices of the app's fixed_cpm ad locations then reshape their shares (locations.ts).
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
  /** The traffic's own eCPM in USD, before any location's price. */
  baseEcpm: number;
  /** The figures before prices, set when a fixed_cpm location's prices changed the cell. */
  base?: Totals;
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
  private readonly levels = new Map<string, Float64Array>();

  cellsFor(appId: string, date: string): Cell[] {
    const key = `${appId}|${date}`;
    const cached = this.byAppDay.get(key);
    if (cached) return cached;
    let level = this.levels.get(appId);
    if (!level) {
      if (this.levels.size >= CACHE_LIMIT) this.levels.clear();
      this.levels.set(appId, (level = levelsOf(appId)));
    }
    const cells = cellsOfAppDay(appId, date, level);
    if (this.byAppDay.size >= CACHE_LIMIT) this.byAppDay.clear();
    this.byAppDay.set(key, cells);
    return cells;
  }
}

/**
 * The steady level of each (country, ad type, campaign type) of an app: impressions per day before
 * weights, and eCPM in USD. Levels do not depend on the date, so a week of an app's traffic differs
 * from the next by a few percent only and a change of prices shows against it.
 */
function levelsOf(appId: string): Float64Array {
  const out = new Float64Array(TRAFFIC_COUNTRIES.length * TRAFFIC_AD_TYPES.length * TRAFFIC_CAMPAIGN_TYPES.length * 2);
  let i = 0;
  for (const country of TRAFFIC_COUNTRIES) {
    for (const adType of TRAFFIC_AD_TYPES) {
      for (const campaignType of TRAFFIC_CAMPAIGN_TYPES) {
        const h = hashKey(`level|${appId}|${country.alpha2}|${adType}|${campaignType}`);
        out[i++] = 600 + derivedUnit(h, 0) * 800;
        out[i++] = 2 + derivedUnit(h, 1) * 10;
      }
    }
  }
  return out;
}

/** A daily factor in [0.95, 1.05) from an already computed hash. */
const jitter = (h: number, salt: number) => 0.95 + derivedUnit(h, salt) * 0.1;

/** The traffic of one app on one day, the same on every call. */
export function cellsOfAppDay(appId: string, date: string, level = levelsOf(appId)): Cell[] {
  const key = `${appId}|${date}`;
  const cells: Cell[] = [];
  const dayFactor = 0.95 + unitFloat(`day|${key}`) * 0.1;
  let i = 0;
  for (const country of TRAFFIC_COUNTRIES) {
    for (const adType of TRAFFIC_AD_TYPES) {
      for (const campaignType of TRAFFIC_CAMPAIGN_TYPES) {
        // One hash per cell, the other figures derived from it: all-time reports read ~80 cells a day since 2018.
        const h = hashKey(`${key}|${country.alpha2}|${adType}|${campaignType}`);
        const base = level[i++]! * jitter(h, 0);
        const ecpmUsd = level[i++]! * jitter(h, 3);
        const impressions = Math.round(base * dayFactor * country.weight * (CAMPAIGN_WEIGHT[campaignType] ?? 0.1));
        if (impressions === 0) continue;
        const clicks = Math.round(impressions * (0.01 + derivedUnit(h, 1) * 0.04));
        const installs = Math.round(clicks * (0.05 + derivedUnit(h, 2) * 0.25));
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
          baseEcpm: ecpmUsd,
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

export function totalsOf(t: Totals): Totals {
  const copy = emptyTotals();
  addInto(copy, t);
  return copy;
}

/** target += sign * source, field by field. */
export function addInto(target: Totals, source: Totals, sign = 1): void {
  target.impressions += sign * source.impressions;
  target.clicks += sign * source.clicks;
  target.installs += sign * source.installs;
  target.allInstalls += sign * source.allInstalls;
  target.videoCompleted += sign * source.videoCompleted;
  target.moneyCents += sign * source.moneyCents;
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
