import deepEqual from "deep-equal";

type Props = Record<string, unknown>;
export type Normalizer = (value: unknown) => unknown;

/** A list the API treats as a set: order and repeats do not matter. */
export const asSet: Normalizer = (value) =>
  Array.isArray(value) ? [...new Set(value.map((v) => JSON.stringify(v)))].sort().map((v) => JSON.parse(v) as unknown) : value;

/** Country targeting: a set keyed by country, prices compared as numbers (5 and 5.0 are equal). */
export const asCountryTargeting: Normalizer = (value) =>
  Array.isArray(value)
    ? [...(value as { country: string; price: number | string }[])]
        .map((entry) => ({ country: entry.country, price: Number(entry.price) }))
        .sort((a, b) => a.country.localeCompare(b.country))
    : value;

export function sameValue(a: unknown, b: unknown, normalize: Normalizer = (v) => v): boolean {
  const [x, y] = [normalize(a), normalize(b)];
  // Most fields are strings, numbers or booleans, compared as deep-equal's strict mode does
  // (Object.is) without its type probes, which were most of a refresh's diff time.
  if (typeof x !== "object" || typeof y !== "object" || x === null || y === null) return Object.is(x, y);
  return deepEqual(x, y, { strict: true });
}

/**
 * The managed fields whose desired value differs from the current one. A field the program does not
 * set is not managed and never shows as a change, so a value the service fills in (an app's store
 * name, say) causes no perpetual diff.
 */
export function changedFields(
  current: Props,
  desired: Props,
  fields: readonly string[],
  normalizers: Partial<Record<string, Normalizer>> = {},
): string[] {
  return fields.filter((field) => desired[field] !== undefined && !sameValue(current[field], desired[field], normalizers[field]));
}

/** Picks the given fields that have a value, e.g. to build a PATCH body or read's inputs. */
export function pick(source: Props, fields: readonly string[]): Props {
  return Object.fromEntries(fields.filter((f) => source[f] !== undefined && source[f] !== null).map((f) => [f, source[f]]));
}
