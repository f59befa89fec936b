// Which ad locations' prices nobody can see: a fixed_cpm location's
// country_targeting is neither in the API's list of locations nor readable by a single GET, so
// neither an import nor a drift check can read it. Discovery's report and program name them;
// `adpublisher drift` lists them with the same function, so a green result never
// reads as "prices checked".
// Which objects have such fields is each definition's `unseenFields`.
import type { AnyResourceDefinition } from "../resources/definition";
import { definitionNamed, DEFINITIONS } from "../resources/definitions";
import type { Account } from "./account";
import { kindOf } from "./stack-state";

type Props = Record<string, unknown>;

export interface PricesNotVisible {
  /** The resource id, `<appId>/<uuid>`. */
  id: string;
  /** For a person: `fixed_cpm ad location "Extra Life" (rewarded) of app ...`, or the name. */
  label: string;
}

/** Whether the definition says some of the object's fields come back from no read. */
export const hasUnseenFields = (definition: AnyResourceDefinition | undefined, fields: Props) => (definition?.unseenFields?.(fields) ?? []).length > 0;

/** The account's objects with fields no read returns: fixed_cpm locations (discovery). */
export function pricesNotVisible(account: Account): PricesNotVisible[] {
  return account.objects
    .filter((o) => hasUnseenFields(o.definition, o.live as Props))
    .map((o) => {
      const live = o.live as { type?: unknown; name?: unknown; adType?: unknown };
      return { id: o.id, label: `${String(live.type)} ad location "${String(live.name)}" (${String(live.adType)}), id ${o.id}` };
    });
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

/** The known values of a state's fields: its outputs where they say, else its inputs. */
const stateFields = (r: ExportedResource): Props => ({
  ...(r.inputs ?? {}),
  ...Object.fromEntries(Object.entries(r.outputs ?? {}).filter(([, value]) => value !== undefined && value !== null)),
});

/** A stack export's fixed_cpm locations (drift), labelled `<resource name> ("<location name>", <id>)`. */
export function stackPricesNotVisible(resources: readonly ExportedResource[], definitions: readonly AnyResourceDefinition[] = DEFINITIONS): PricesNotVisible[] {
  return resources.flatMap((r) => {
    const kind = kindOf(r as Parameters<typeof kindOf>[0], definitions);
    const fields = stateFields(r);
    if (!hasUnseenFields(kind ? definitionNamed(kind, definitions) : undefined, fields)) return [];
    const id = String(r.id ?? "");
    const name = typeof r.urn === "string" ? (r.urn.split("::").pop() ?? r.urn) : "";
    return [{ id, label: `${name} ("${String(fields.name ?? "")}", ${id})` }];
  });
}
