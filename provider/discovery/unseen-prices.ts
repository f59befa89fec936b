// The ad locations whose prices no drift check can see (issue 18, and issue 17's "no silent green"):
// the API never shows a fixed_cpm location's country_targeting (000: the list carries none; decision
// 0005), so a price changed in the dashboard cannot be told from the price last deployed. Read from
// a stack export, both faces.
import { kindOf } from "./stack-state";

export interface UnseenPriceLocation {
  /** The resource's name in the program. */
  name: string;
  /** `<appId>/<uuid>` */
  id: string;
  locationName: string;
}

interface ExportedResource {
  urn?: unknown;
  type?: unknown;
  id?: unknown;
  inputs?: Record<string, unknown>;
  outputs?: Record<string, unknown> | null;
}

export function locationsWithUnseenPrices(resources: readonly ExportedResource[]): UnseenPriceLocation[] {
  return resources
    .filter((r) => kindOf(r as Parameters<typeof kindOf>[0]) === "AdLocation" && (r.outputs?.type ?? r.inputs?.type) === "fixed_cpm")
    .map((r) => ({
      name: typeof r.urn === "string" ? (r.urn.split("::").pop() ?? r.urn) : "",
      id: String(r.id ?? ""),
      locationName: String(r.outputs?.name ?? r.inputs?.name ?? ""),
    }));
}

export function describeUnseenPrices(location: UnseenPriceLocation): string {
  return `${location.name} ("${location.locationName}", ${location.id}): the API does not show its prices, so a price changed in the dashboard is not seen here`;
}
