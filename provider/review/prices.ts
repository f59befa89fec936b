// A fixed_cpm location's prices as a publisher reads them: one line per country whose floor moves
//. Shared by the policy pack, `review` and `drift`.

export interface PriceChange {
  country: string;
  /** undefined: the country is new in the list. */
  before?: number;
  /** undefined: the country left the list. */
  after?: number;
}

/** country -> price of a `countryTargeting` value; anything else reads as no prices. */
export function pricesOf(countryTargeting: unknown): Map<string, number> {
  const prices = new Map<string, number>();
  if (!Array.isArray(countryTargeting)) return prices;
  for (const entry of countryTargeting) {
    const { country, price } = (entry ?? {}) as { country?: unknown; price?: unknown };
    if (typeof country === "string" && typeof price === "number") prices.set(country, price);
  }
  return prices;
}

/** Countries added, removed or repriced, in the order of the new list, then the removed ones. */
export function priceChanges(before: unknown, after: unknown): PriceChange[] {
  const old = pricesOf(before);
  const now = pricesOf(after);
  const changes: PriceChange[] = [];
  for (const [country, price] of now) {
    const was = old.get(country);
    if (was !== price) changes.push({ country, before: was, after: price });
  }
  for (const [country, price] of old) if (!now.has(country)) changes.push({ country, before: price });
  return changes;
}

/** Signed whole percent of a repricing; undefined when the country was added or removed. */
export function changePercent(change: PriceChange): number | undefined {
  if (change.before === undefined || change.after === undefined || change.before === 0) return undefined;
  return ((change.after - change.before) / change.before) * 100;
}

const money = (value: number) => value.toFixed(2);
const countryName = (country: string) => (country === "default" ? "default (every other country)" : country);

export function describePriceChange(change: PriceChange): string {
  const who = countryName(change.country);
  if (change.before === undefined) return `${who} floor added at ${money(change.after ?? 0)}`;
  if (change.after === undefined) return `${who} floor ${money(change.before)} removed`;
  const percent = changePercent(change);
  const signed = percent === undefined ? "" : ` (${percent >= 0 ? "+" : ""}${Math.round(percent)}%)`;
  return `${who} floor ${money(change.before)} -> ${money(change.after)}${signed}`;
}
