// The name a reviewer knows an object by (the dashboard's), before the program's resource name:
// each definition says how the dashboard names its objects; a rename shows the old and the new.
import type { AnyResourceDefinition } from "../resources/definition";
import { definitionNamed, DEFINITIONS } from "../resources/definitions";
import type { EngineProps } from "../pulumi-json/property-bag";

export interface KnownName {
  /** As the dashboard shows it now, or will after the change: `"Victory Screen" (rewarded)`. */
  name: string;
  /** As the dashboard showed it before, when the change renames it. */
  previousName?: string;
}

type Fields = EngineProps | undefined;

/**
 * The dashboard's name of an object given its fields before and after (either may be absent);
 * the resource name when the definition has no naming or the fields do not say.
 */
export function knownName(
  kind: string, resource: string, before: Fields, after: Fields, app?: string,
  definitions: readonly AnyResourceDefinition[] = DEFINITIONS,
): KnownName {
  const naming = definitionNamed(kind, definitions)?.dashboardName;
  const was = before ? naming?.(before, app) : undefined;
  const now = after ? naming?.(after, app) : undefined;
  const name = now ?? was ?? resource;
  return was !== undefined && now !== undefined && was !== now ? { name, previousName: was } : { name };
}

/** `"Main Menu" (interstitial) -> "Home Menu" (interstitial)`, or the one name. */
export function showKnownName(known: KnownName): string {
  return known.previousName !== undefined ? `${known.previousName} -> ${known.name}` : known.name;
}
