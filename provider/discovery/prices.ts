// Which ad locations' prices nobody can see: a fixed_cpm location's
// country_targeting is neither in the API's list of locations nor readable by a single GET, so
// neither an import nor a drift check can read it. Discovery's report and program name them;
// `adpublisher drift` lists them with the same function, so a green result never
// reads as "prices checked".
import type { Account } from "./account";
import { kindOf } from "./stack-state";

export interface PricesNotVisible {
  /** The resource id, `<appId>/<uuid>`. */
  id: string;
  /** For a person: `fixed_cpm ad location "Extra Life" (rewarded) of app ...`, or the name. */
  label: string;
}

/** A location as any caller has it: from the account (discovery) or from a stack's state (drift). */
export interface LocationLike {
  id: string;
  type?: unknown;
  label?: string;
}

/** The fixed_cpm locations among `locations`, whose prices the API does not return. */
export function locationsWithPricesNotVisible(locations: readonly LocationLike[]): PricesNotVisible[] {
  return locations.filter((l) => l.type === "fixed_cpm").map((l) => ({ id: l.id, label: l.label ?? l.id }));
}

/** The account's fixed_cpm locations (discovery). */
export function pricesNotVisible(account: Account): PricesNotVisible[] {
  const locations = account.objects
    .filter((o) => o.definition.name === "AdLocation")
    .map((o) => {
      const live = o.live as { type?: unknown; name?: unknown; adType?: unknown };
      return { id: o.id, type: live.type, label: `${String(live.type)} ad location "${String(live.name)}" (${String(live.adType)}), id ${o.id}` };
    });
  return locationsWithPricesNotVisible(locations);
}

/** One line for a report: which prices were not checked, and why. */
export function describePricesNotVisible(found: readonly PricesNotVisible[]): string[] {
  return found.map((p) => `prices not visible: ${p.label}: the API does not return a fixed_cpm location's countryTargeting, so its prices are not imported and their drift is not detected`);
}

interface ExportedResource {
  urn?: unknown;
  type?: unknown;
  id?: unknown;
  inputs?: Record<string, unknown>;
  outputs?: Record<string, unknown> | null;
}

/** A stack export's fixed_cpm locations (drift), labelled `<resource name> ("<location name>", <id>)`. */
export function stackPricesNotVisible(resources: readonly ExportedResource[]): PricesNotVisible[] {
  const locations = resources
    .filter((r) => kindOf(r as Parameters<typeof kindOf>[0]) === "AdLocation")
    .map((r) => {
      const id = String(r.id ?? "");
      const name = typeof r.urn === "string" ? (r.urn.split("::").pop() ?? r.urn) : "";
      return { id, type: r.outputs?.type ?? r.inputs?.type, label: `${name} ("${String(r.outputs?.name ?? r.inputs?.name ?? "")}", ${id})` };
    });
  return locationsWithPricesNotVisible(locations);
}
