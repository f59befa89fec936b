// API calls a phase made, read from the emulator's request log, and the fewest the phase needs
// (docs/performance.md, "The fewest API calls"), by route, for the engine benchmark's graph
// (engine-graph.ts). The e2e test of calls and `npm run bench` hold both faces to it.
import type { LoggedRequest } from "../../emulator/request-log";
import type { GraphSize } from "./engine-graph";

export type { LoggedRequest };

/** `POST /v5/apps/:id/ad-locations`: ids and uuids folded so calls group by route. */
export function endpointOf(request: LoggedRequest): string {
  const path = request.path.replace(/\/apps\/[^/]+/, "/apps/:id").replace(/\/ad-locations\/[^/]+/, "/ad-locations/:uuid").replace(/\/lists\/[^/]+/, "/lists/:id");
  return `${request.method} ${path}`;
}

export type CallsByRoute = Record<string, number>;

export function countByEndpoint(requests: readonly LoggedRequest[]): CallsByRoute {
  const counts: CallsByRoute = {};
  for (const request of requests) counts[endpointOf(request)] = (counts[endpointOf(request)] ?? 0) + 1;
  return sorted(counts);
}

/**
 * `up`, `destroy` and the no-op phases of the whole graph; `preview (one more location per app)`
 * and `up (one more location per app)`: the same graph with one new location in every app that
 * exists already, whose (name, adType) check lists that app once.
 */
export type Phase = "up" | "preview (no-op)" | "up (no-op)" | "refresh" | "destroy" | "preview (one more location per app)" | "up (one more location per app)";

const TOKEN = "POST /v5/oauth/token";
const APPS = "POST /v5/apps";
const APP = "GET /v5/apps/:id";
const LOCATIONS = "GET /v5/apps/:id/ad-locations";
const NEW_LOCATION = "POST /v5/apps/:id/ad-locations";
const SETTINGS = "GET /v5/apps/:id/monetization_settings";
const SET_SETTINGS = "PATCH /v5/apps/:id/monetization_settings";
const LISTS = "POST /v5/lists";
const LIST = "GET /v5/lists/:id";

/**
 * The fewest calls each phase can make, by route: one token per run that calls at all; create: an
 * app is POST + GET (the create representation lacks the signature and metadata), a location one
 * POST (its response is the whole location; the (name, adType) check of a location in an app this
 * run creates lists nothing), a list POST + GET (POST answers only the id), settings GET (the
 * values to restore) + PATCH; a no-op preview or up: nothing; refresh: one GET per app, per list and
 * per app's settings, and one list call per app for all its locations; destroy: one DELETE per
 * app, location and list, and one PATCH per app to restore its settings from what state holds; a
 * new location in an app that exists: one list of that app per run (the check), and its POST.
 */
export function minimumByRoute(phase: Phase, size: GraphSize): CallsByRoute {
  const { apps, locationsPerApp: m, lists } = size;
  const calls = ((): CallsByRoute => {
    switch (phase) {
      case "up":
        return { [APPS]: apps, [APP]: apps, [NEW_LOCATION]: apps * m, [LISTS]: lists, [LIST]: lists, [SETTINGS]: apps, [SET_SETTINGS]: apps };
      case "preview (no-op)":
      case "up (no-op)":
        return {};
      case "refresh":
        return { [APP]: apps, [LOCATIONS]: apps, [SETTINGS]: apps, [LIST]: lists };
      case "destroy":
        return { "DELETE /v5/apps/:id": apps, "DELETE /v5/apps/:id/ad-locations/:uuid": apps * m, "DELETE /v5/lists/:id": lists, [SET_SETTINGS]: apps };
      case "preview (one more location per app)":
        return { [LOCATIONS]: apps };
      case "up (one more location per app)":
        return { [LOCATIONS]: apps, [NEW_LOCATION]: apps };
    }
  })();
  const some = Object.fromEntries(Object.entries(calls).filter(([, n]) => n > 0));
  return Object.keys(some).length === 0 ? {} : sorted({ [TOKEN]: 1, ...some });
}

export function minimumCalls(phase: Phase, size: GraphSize): number {
  return total(minimumByRoute(phase, size));
}

export function total(calls: CallsByRoute): number {
  return Object.values(calls).reduce((sum, n) => sum + n, 0);
}

/** The calls made beyond the minimum, by route (empty when the phase made the fewest). */
export function callsOverMinimum(made: CallsByRoute, minimum: CallsByRoute): CallsByRoute {
  return sorted(Object.fromEntries(Object.entries(made).map(([route, n]) => [route, n - (minimum[route] ?? 0)]).filter(([, extra]) => (extra as number) > 0)));
}

function sorted(calls: CallsByRoute): CallsByRoute {
  return Object.fromEntries(Object.entries(calls).sort(([a], [b]) => a.localeCompare(b)));
}
