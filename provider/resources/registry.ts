// The provider plugin's resource types by token, derived from the definitions.
import type { AnyResourceDefinition } from "./definition";
import { DEFINITIONS } from "./definitions";

/**
 * The provider plugin's resource types (schema.json `resources`), by plugin token: derived from
 * the definitions, so a new definition is served with no other edit.
 */
export function registryOf(definitions: readonly AnyResourceDefinition[] = DEFINITIONS): ReadonlyMap<string, AnyResourceDefinition> {
  return new Map(definitions.map((d) => [d.tokens.plugin, d]));
}

const REGISTRY = registryOf();

/** The definition of a plugin type token, or a clear error naming the known ones. */
export function resourceFor(token: string, registry: ReadonlyMap<string, AnyResourceDefinition> = REGISTRY): AnyResourceDefinition {
  const found = registry.get(token);
  if (!found) throw new Error(`unknown resource type "${token}": this provider serves ${[...registry.keys()].join(", ")}`);
  return found;
}
