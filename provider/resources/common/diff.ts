// What a diff compares: the managed fields whose desired value differs from the current one, with
// the normalizers for lists the API treats as sets.
import deepEqual from "deep-equal";

/** An object's fields read by name: a diff compares their values and never relies on their types. */
type Fields<F extends string> = { readonly [K in F]?: unknown };
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

/**
 * Whether two of the engine's values are the same after `normalize`: deep-equal's strict mode, so
 * 0 and -0 differ, NaN equals itself, and an array never equals an object with the same keys.
 */
export function sameValue(a: unknown, b: unknown, normalize: Normalizer = (v) => v): boolean {
  return deepEqual(normalize(a), normalize(b), { strict: true });
}

/**
 * The managed fields whose desired value differs from the current one. A field the program does not
 * set is not managed and never shows as a change, so a value the service fills in (an app's store
 * name, say) causes no perpetual diff.
 */
export function changedFields<F extends string>(
  current: NoInfer<Fields<F>>,
  desired: NoInfer<Fields<F>>,
  fields: readonly F[],
  normalizers: Partial<Record<F, Normalizer>> = {},
): F[] {
  return fields.filter((field) => desired[field] !== undefined && !sameValue(current[field], desired[field], normalizers[field]));
}

/** Picks the given fields that have a value, e.g. to build a PATCH body or read's inputs. */
export function pick<T extends object, F extends keyof T & string>(source: T, fields: readonly F[]): Partial<Pick<T, F>> {
  const picked = fields.filter((f) => source[f] !== undefined && source[f] !== null).map((f) => [f, source[f]]);
  // Each entry is one of T's own fields with its own value.
  return Object.fromEntries(picked) as Partial<Pick<T, F>>;
}
