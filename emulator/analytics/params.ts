// Report parameters arrive in the query string (legacy, and v5 clients that cannot send a body on
// GET) or in a JSON body (v5, as the API shows). Both are read; a body value wins over the query.
// Unknown parameters are ignored, as a query-string API usually does.
import { isIsoDate } from "./dates";

export type RawParams = Record<string, string>;
export type FieldErrors = Record<string, string>;

/** The analytics 400 body: the same shape as the mediation reporting API's. */
export function validationBody(errors: FieldErrors) {
  return { code: 400, name: "Bad Request", description: "ValidationError", errors };
}

/** Merge query and JSON body into one string map, or report why the body is unusable. */
export function collectParams(query: URLSearchParams, rawBody: string): { params: RawParams } | { errors: FieldErrors } {
  const params: RawParams = {};
  for (const [key, value] of query) params[key] = value;
  if (rawBody.trim() === "") return { params };
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { errors: { body: "Invalid JSON." } };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { errors: { body: "Must be a JSON object." } };
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") params[key] = String(value);
    else if (Array.isArray(value) && value.every((v) => typeof v === "string" || typeof v === "number")) params[key] = value.join(",");
    else errors[key] = "Must be a string, a number or a list of them.";
  }
  return Object.keys(errors).length > 0 ? { errors } : { params };
}

/** Reads typed parameters from a RawParams, collecting one message per bad field. */
export class ParamReader {
  readonly errors: FieldErrors = {};
  constructor(private readonly raw: RawParams) {}

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  private value(name: string): string | undefined {
    const v = this.raw[name]?.trim();
    return v === undefined || v === "" ? undefined : v;
  }

  date(name: string): string {
    const v = this.value(name);
    if (v === undefined) this.errors[name] = "Missing data for required field.";
    else if (!isIsoDate(v)) this.errors[name] = "Not a valid date: expected YYYY-MM-DD.";
    return v ?? "";
  }

  /** dateMin and dateMax, both required, dateMin <= dateMax. */
  dateRange(): { dateMin: string; dateMax: string } {
    const dateMin = this.date("dateMin");
    const dateMax = this.date("dateMax");
    if (this.ok && dateMin > dateMax) this.errors.dateMin = "Must not be after dateMax.";
    return { dateMin, dateMax };
  }

  /** One value of `allowed`, compared case-insensitively and returned in its canonical spelling. */
  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const v = this.value(name);
    if (v === undefined) return fallback;
    const hit = allowed.find((a) => a.toLowerCase() === v.toLowerCase());
    if (!hit) this.errors[name] = `Must be one of: ${allowed.join(", ")}.`;
    return hit ?? fallback;
  }

  /**
   * A comma-separated list; null when absent (no filter). With `allowed`, every item must be one
   * of them (case-insensitive); `single` refuses more than one item (legacy endpoints).
   */
  list<T extends string>(name: string, allowed?: readonly T[], opts: { single?: boolean } = {}): T[] | null {
    const v = this.value(name);
    if (v === undefined) return null;
    const items = v.split(",").map((s) => s.trim()).filter((s) => s !== "");
    if (items.length === 0) return null;
    if (opts.single && items.length > 1) {
      this.errors[name] = "The legacy endpoint accepts a single value.";
      return null;
    }
    if (!allowed) return items as T[];
    const out: T[] = [];
    for (const item of items) {
      const hit = allowed.find((a) => a.toLowerCase() === item.toLowerCase());
      if (!hit) {
        this.errors[name] = `Must be one of: ${allowed.join(", ")}.`;
        return null;
      }
      if (!out.includes(hit)) out.push(hit);
    }
    return out;
  }
}
