// The test's own camelCase -> wire translation, written from the APIs' request shapes rather than taken from the
// client, so the emulator reading receives what those shapes show.

/** `isDirectedAtKidsUnder13` -> `is_directed_at_kids_under_13`, `blockedIabCategoriesV1List` -> `blocked_iab_categories_v1_list`. */
export function snake(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/under13$/, "under_13");
}

export function camel(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** Object keys to snake_case at every depth; values (strings in lists included) unchanged. */
export function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [snake(key), snakeKeys(inner)]));
}

/** A pydantic-like `loc` (`["body", "country_targeting", "1", "price"]`) as a camelCase property path. */
export function locToProperty(loc: readonly string[]): string {
  return loc
    .slice(1)
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path === "" ? camel(part) : `${path}.${camel(part)}`), "");
}

/** Analytics parameters in the query string: lists comma-separated. */
export function queryOf(input: Record<string, unknown>, rename: Record<string, string> = {}): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    query.set(rename[key] ?? key, Array.isArray(value) ? value.join(",") : String(value));
  }
  return query;
}
