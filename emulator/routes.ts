/**
 * How an API family plugs into the emulator (the extension interface).
 *
 * A route module exports a function returning `Route[]`; emulator/apis.ts lists those
 * functions and emulator/server.ts mounts them. A Route is `{ method, path, handler }`:
 *   - `path` is a pattern whose `:name` segments are captured into `ctx.params`
 *     (URI-decoded), e.g. "/v5/apps/:app_id/ad-locations/:uuid". Literal paths only,
 *     no wildcards; an unknown path is a 404 JSON, a known path with another method a
 *     405 JSON with `Allow`, both produced by the server.
 *   - `handler(ctx)` returns (or resolves to) a Reply; to fail, throw an HttpError
 *     (emulator/errors.ts: validationError, invalid, notFound, detailError, or
 *     `new HttpError(status, body, headers)` for another family's shape). Anything else
 *     thrown becomes a 500 JSON and the emulator keeps serving.
 *
 * The RequestContext (`ctx`) carries the request (method, path, params, query, headers,
 * rawBody), body parsers (`json()`: parses a JSON body, 415 on a non-JSON content type,
 * 400 on malformed JSON, `undefined` for an empty body; `form()` for urlencoded bodies),
 * the shared `state` (apps by id, lists, tokens, `state.slot(key, init)` for a module's own
 * data that a reset drops, `state.ids` for deterministic ids), the emulator `clock`
 * (always use it, never Date.now(), so POST /_emulator/clock moves your module too) and
 * the `credentials`.
 *
 * Authentication: `requireBearer(ctx, "v5" | "v4")` in emulator/auth.ts returns the token
 * record or throws the 401 (mediation v2 and analytics v5 take v5 tokens).
 *
 * Replies: `json(status, body, headers?)` for JSON (use `float(n)` from emulator/json.ts
 * for numbers that must print as floats), `noContent()` for 204, `raw(status, data,
 * contentType)` for CSV/TSV or other bytes. Faults, the request log and body-size limits
 * are applied by the server around every route; a handler does not see them.
 */
import type { IncomingHttpHeaders } from "node:http";
import type { Clock } from "./clock";
import type { EmulatorCredentials } from "./credentials";
import type { EmulatorState } from "./state";

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  /** Serialized as JSON (application/json) unless `raw` is set. */
  body?: unknown;
  raw?: string | Buffer;
}

export interface RequestContext {
  method: string;
  /** The pathname, without the query string. */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  json(): unknown;
  form(): URLSearchParams;
  state: EmulatorState;
  clock: Clock;
  credentials: EmulatorCredentials;
}

export type Handler = (ctx: RequestContext) => Reply | Promise<Reply>;

export interface Route {
  method: string;
  path: string;
  handler: Handler;
}

/** A function that returns a family's routes; what emulator/apis.ts lists. */
export type RouteModule = () => Route[];

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return { status, body, headers };
}

export function noContent(): Reply {
  return { status: 204 };
}

export function raw(status: number, data: string | Buffer, contentType: string): Reply {
  return { status, raw: data, headers: { "Content-Type": contentType } };
}

/** The same routes under each version prefix: management paths exist under /v5 and /v4. */
export function underVersions(versions: readonly ("v5" | "v4")[], make: (version: "v5" | "v4") => Route[]): Route[] {
  return versions.flatMap(make);
}

interface CompiledRoute extends Route {
  pattern: RegExp;
  names: string[];
}

export type Match =
  | { kind: "found"; route: Route; params: Record<string, string> }
  | { kind: "method_not_allowed"; allow: string[] }
  | { kind: "not_found" };

export class Router {
  private readonly compiled: CompiledRoute[];

  constructor(routes: Route[]) {
    this.compiled = routes.map((route) => {
      const names: string[] = [];
      const source = route.path
        .split("/")
        .map((segment) => {
          if (!segment.startsWith(":")) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
          names.push(segment.slice(1));
          return "([^/]+)";
        })
        .join("/");
      return { ...route, method: route.method.toUpperCase(), pattern: new RegExp(`^${source}$`), names };
    });
  }

  match(method: string, path: string): Match {
    const allow = new Set<string>();
    for (const route of this.compiled) {
      const m = route.pattern.exec(path);
      if (!m) continue;
      if (route.method !== method.toUpperCase()) {
        allow.add(route.method);
        continue;
      }
      const params: Record<string, string> = {};
      try {
        route.names.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1]!)));
      } catch {
        return { kind: "not_found" };
      }
      return { kind: "found", route, params };
    }
    return allow.size > 0 ? { kind: "method_not_allowed", allow: [...allow].sort() } : { kind: "not_found" };
  }
}
