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

export function sameValue(a: unknown, b: unknown, normalize: Normalizer = (v) => v): boolean {
  return sameJson(normalize(a), normalize(b));
}

/**
 * Strict structural equality of the values the engine hands a provider (JSON: plain objects,
 * arrays, strings, numbers, booleans, null), answering as deep-equal's strict mode does (a unit
 * property test holds it to that). Said here rather than loaded: deep-equal's type probes were most
 * of a refresh's diff time, and its thirty-odd modules a share of every provider process's start.
 */
function sameJson(x: unknown, y: unknown): boolean {
  if (typeof x !== "object" || typeof y !== "object" || x === null || y === null) return Object.is(x, y);
  if (Array.isArray(x) !== Array.isArray(y)) return false;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  return keys.every((key) => Object.hasOwn(y, key) && sameJson((x as Record<string, unknown>)[key], (y as Record<string, unknown>)[key]));
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
