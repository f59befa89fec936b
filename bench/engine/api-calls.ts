// API calls a phase made, read from the emulator's request log, and the minimum the phase needs.
import type { GraphSize } from "./program";

import type { LoggedRequest } from "../../emulator/request-log";

export type { LoggedRequest };

/** `POST /v5/apps/:id/ad-locations`: ids and uuids folded so calls group by endpoint. */
export function endpointOf(request: LoggedRequest): string {
  const path = request.path.replace(/\/apps\/[^/]+/, "/apps/:id").replace(/\/ad-locations\/[^/]+/, "/ad-locations/:uuid").replace(/\/lists\/[^/]+/, "/lists/:id");
  return `${request.method} ${path}`;
}

export function countByEndpoint(requests: readonly LoggedRequest[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const request of requests) counts[endpointOf(request)] = (counts[endpointOf(request)] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

export type Phase = "up" | "preview (no-op)" | "up (no-op)" | "refresh" | "destroy";

/**
 * The fewest calls each phase can make (docs/performance.md): one token per run that calls at all;
 * create: an app is POST + GET (the create representation lacks the signature and metadata), a
 * location one POST (its response is the whole location), a list POST + GET (POST answers only the
 * id), settings GET (the values to restore) + PATCH; a no-op preview or up: nothing; refresh: one GET
 * per app, per list and per app's settings, and one list call per app for all its locations;
 * destroy: one DELETE per app, location and list, and one PATCH per app to restore its settings
 * from what state holds.
 */
export function minimumCalls(phase: Phase, size: GraphSize): number {
  const { apps, locationsPerApp: m, lists } = size;
  switch (phase) {
    case "up":
      return 1 + apps * 2 + apps * m + lists * 2 + apps * 2;
    case "preview (no-op)":
    case "up (no-op)":
      return 0;
    case "refresh":
      return 1 + apps + apps + lists + apps;
    case "destroy":
      return 1 + apps + apps * m + lists + apps;
  }
}
