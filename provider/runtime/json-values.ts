/**
 * A value as a JSON round trip gives it back: what the engine's Struct conversion accepts (no
 * `undefined` at any depth). Both faces hand every answer of a handler through it. Those answers
 * are nearly always JSON already (the API's JSON, parsed), so the value is checked first and handed
 * over as it is; only a value holding something the round trip would change (undefined, a function,
 * a non-finite number or -0, a hole in a list, an object not made of plain enumerable string keys)
 * takes the round trip. The check reads without copying, so an answer that is JSON already costs
 * no serialization.
 */
export function asJson<T>(value: T): T {
  return isJson(value, 0) ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** Deeper than this, the round trip decides (and says what JSON says of a cycle). */
const MAX_DEPTH = 64;

function isJson(value: unknown, depth: number): boolean {
  if (typeof value === "string" || typeof value === "boolean" || value === null) return true;
  if (typeof value === "number") return Number.isFinite(value) && !Object.is(value, -0);
  if (typeof value !== "object" || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!(i in value) || !isJson(value[i], depth + 1)) return false;
    return Object.getPrototypeOf(value) === Array.prototype;
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  for (const key of Reflect.ownKeys(value)) {
    if (typeof key !== "string" || !Object.prototype.propertyIsEnumerable.call(value, key)) return false;
    if (!isJson(Reflect.get(value, key), depth + 1)) return false;
  }
  return true;
}
