// The pack's rules as pure functions of a resource's inputs (and, where the rule is about a change,
// the inputs the stack last deployed): each returns the violations in a publisher's words.
import { AD_LOCATION_REPLACE_FIELDS as REPLACE_FIELDS } from "../provider/resources/ad-location/schema";
import { changePercent, describePriceChange, pricesOf, priceChanges } from "../provider/resources/ad-location/prices";

type Props = Record<string, unknown>;

/** price-change-limit: no country's fixed CPM moves more than maxChangePercent in one change. */
export function priceChangeViolations(before: Props | undefined, after: Props, maxChangePercent: number): string[] {
  if (!before) return [];
  return priceChanges(before.countryTargeting, after.countryTargeting)
    .filter((change) => {
      const percent = changePercent(change);
      return percent !== undefined && Math.abs(percent) > maxChangePercent;
    })
    .map((change) => `${describePriceChange(change)} moves more than ${maxChangePercent}% in one change`);
}

export interface PriceBounds {
  /** country (or "*" for every country not named) -> lowest allowed USD CPM */
  floors?: Record<string, number>;
  ceilings?: Record<string, number>;
}

/** price-bounds: each country's price within its floor and ceiling. */
export function priceBoundViolations(after: Props, bounds: PriceBounds): string[] {
  const violations: string[] = [];
  for (const [country, price] of pricesOf(after.countryTargeting)) {
    const floor = bounds.floors?.[country] ?? bounds.floors?.["*"];
    const ceiling = bounds.ceilings?.[country] ?? bounds.ceilings?.["*"];
    if (floor !== undefined && price < floor) violations.push(`${country} price ${price.toFixed(2)} is below the floor ${floor.toFixed(2)}`);
    if (ceiling !== undefined && price > ceiling) violations.push(`${country} price ${price.toFixed(2)} is above the ceiling ${ceiling.toFixed(2)}`);
  }
  return violations;
}

/** live-app-test-mode: a live app runs no test mode (isTestModeOn of an app). */
export function liveAppTestModeViolations(app: Props): string[] {
  return app.isLive === true && app.isTestModeOn === true
    ? ["the app is live and has isTestModeOn: test mode on a live app serves test ads to real users"]
    : [];
}

export const isKidsApp = (app: Props) => app.isDirectedAtKidsUnder13 === "YES";
export const ageFilterOn = (settings: Props) =>
  (settings.adBlockingSettings as { monetizationAgefilterCheck?: unknown } | undefined)?.monetizationAgefilterCheck === true;

/** location-replacement: the replace rules of the ad location resource, against the last deployment. */
export function replacementReasons(before: Props | undefined, after: Props): string[] {
  if (!before) return [];
  return REPLACE_FIELDS.filter((field) => after[field] !== undefined && before[field] !== after[field]).map(
    (field) => `${field} ${String(before[field])} -> ${String(after[field])}`,
  );
}
