// Query parameters of the management API's list endpoints, from the client's camelCase names.
import { managementWireNames } from "../casing";
import type { QueryValue } from "../api-context";

/** camelCase query object -> snake_case query parameters (`keywordFilter` -> `keyword_filter`). */
export function wireQuery(query: Record<string, QueryValue>): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) out[managementWireNames.camelToSnake(name)] = value;
  }
  return out;
}
