// How a fixed_cpm ad location's prices (its country_targeting, USD CPM) shape its traffic in the
// emulated reports. The rule is invented (decision record 0046), simple and monotonic, so that a
// tool measuring a price change has something to measure: where a price is above the traffic's own
// eCPM it acts as a floor, fewer impressions clear it and each pays the price. Where it is not,
// nothing changes. Bidding and every other type of location follow no setting at all.
import type { CountryPrice, DatedPrices } from "../model";
import type { Totals } from "./cells";

/** The prices in force on `date` (YYYY-MM-DD, UTC): those the location held at the end of that day. */
export function pricesOn(history: readonly DatedPrices[], date: string): readonly CountryPrice[] {
  let prices: readonly CountryPrice[] = [];
  for (const entry of history) if (entry.since === null || entry.since <= date) prices = entry.prices;
  return prices;
}

/** The price for one country: its own entry, else the `default` entry, else none. */
export function floorIn(prices: readonly CountryPrice[], country: string): number | null {
  return prices.find((p) => p.country === country)?.price ?? prices.find((p) => p.country === "default")?.price ?? null;
}

/**
 * A location's share of one cell under a floor. With base eCPM e (the cell's) and floor F > e:
 * every count is multiplied by e / F and rounded, and earnings are impressions * F / 1000, which
 * is what the share earned without the floor, to rounding. With F <= e, or no floor, the share is
 * unchanged.
 */
export function underFloor(share: Totals, baseEcpm: number, floor: number | null): Totals {
  if (floor === null || floor <= baseEcpm) return share;
  const fill = baseEcpm / floor;
  const impressions = Math.round(share.impressions * fill);
  return {
    impressions,
    clicks: Math.round(share.clicks * fill),
    installs: Math.round(share.installs * fill),
    allInstalls: Math.round(share.allInstalls * fill),
    videoCompleted: Math.round(share.videoCompleted * fill),
    // Integer cents, as every cell keeps money: impressions * F USD / 1000.
    moneyCents: Math.round(impressions * floor / 10),
  };
}
