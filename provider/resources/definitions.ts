// The list of every resource definition of the package.
import { adLocationDefinition } from "./ad-location/definition";
import { appDefinition } from "./app/definition";
import { blockListDefinition } from "./block-list/definition";
import type { AnyResourceDefinition } from "./definition";
import { monetizationSettingsDefinition } from "./monetization-settings/definition";

/**
 * Every resource of the package, in schema order. The registry, schema.json, discovery and the
 * commands derive from this list; functions that derive take the list as an argument
 * (default: this one), so a test can hand them a list with one more definition.
 */
export const DEFINITIONS: readonly AnyResourceDefinition[] = [appDefinition, adLocationDefinition, blockListDefinition, monetizationSettingsDefinition];

/** The definition named `name` (`App`), or undefined. */
export function definitionNamed(name: string, definitions: readonly AnyResourceDefinition[] = DEFINITIONS): AnyResourceDefinition | undefined {
  return definitions.find((d) => d.name === name);
}
