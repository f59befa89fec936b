// What every management endpoint shares: the bearer guard of the path's version, the path's app,
// and the page parameters of the list endpoints.
import { requireBearer } from "../auth";
import { invalid, loc, notFound } from "../errors";
import type { AppRecord } from "../model";
import type { Handler, RequestContext } from "../routes";

export type Version = "v5" | "v4";

/** Every management call needs a bearer token of the path's version. */
export function guarded(version: Version, handler: Handler): Handler {
  return (ctx) => {
    requireBearer(ctx, version);
    return handler(ctx);
  };
}

/** The path's app, or the API's 404 naming it; soft-deleted apps read as absent. */
export function pathApp(ctx: RequestContext): AppRecord {
  const id = ctx.params.app_id!;
  const app = ctx.state.findApp(id);
  if (!app) throw notFound(`App ${id} not found`);
  return app;
}

/** A whole-number query parameter of at least `min`; 400 naming ["query", name] otherwise. */
export function intQuery(ctx: RequestContext, name: string, fallback: number, min: number): number {
  const value = ctx.query.get(name);
  if (value === null || value === "") return fallback;
  if (!/^-?\d+$/.test(value)) throw invalid(loc("query", name), "Input should be a valid integer", "int_parsing");
  const n = Number(value);
  if (n < min) throw invalid(loc("query", name), `Input should be greater than or equal to ${min}`, "greater_than_equal");
  return n;
}

/**
 * `page` (>= 1) and `limit` (>= 1, default 25). The API gives no largest page: a larger
 * limit is served as MAX_PAGE_SIZE, and the reply's `limit` says so, rather than refused.
 */
export function paging(ctx: RequestContext): { page: number; limit: number } {
  return { page: intQuery(ctx, "page", 1, 1), limit: Math.min(intQuery(ctx, "limit", 25, 1), MAX_PAGE_SIZE) };
}

/** An enumerated query parameter; undefined when absent. */
export function enumQuery<T extends string>(ctx: RequestContext, name: string, allowed: readonly T[]): T | undefined {
  const value = ctx.query.get(name);
  if (value === null || value === "") return undefined;
  if (!allowed.includes(value as T)) {
    throw invalid(loc("query", name), `Input should be ${allowed.map((a) => `'${a}'`).join(", ")}`, "enum");
  }
  return value as T;
}

/** The largest page either list endpoint serves (the API gives only the default, 25). */
export const MAX_PAGE_SIZE = 100;

export function paginate<T>(items: T[], page: number, limit: number): T[] {
  return items.slice((page - 1) * limit, page * limit);
}
