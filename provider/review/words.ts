// What a change means to a publisher, one line per thing that moves: floors with their
// percent, a renamed or replaced location, settings old -> new, block list categories with names.
// Each definition words its own kind (resources/<kind>/review-words.ts); this is the default.
import { isEngineProps, propsOf, type EngineProps as Props } from "../pulumi-json/property-bag";
import { showValue as show } from "../resources/common/review-words";
import type { AnyResourceDefinition } from "../resources/definition";
import { definitionNamed, DEFINITIONS } from "../resources/definitions";
import type { ResourceChange } from "./preview";

/** Dotted leaf paths that differ, e.g. adBlockingSettings.monetizationAgefilterCheck. */
function leafChanges(before: unknown, after: unknown, path = ""): string[] {
  if (isEngineProps(before) || isEngineProps(after)) {
    const b = propsOf(before);
    const a = propsOf(after);
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].flatMap((key) => leafChanges(b[key], a[key], path ? `${path}.${key}` : key));
  }
  if (after === undefined) return []; // a field the program stops setting keeps its value on the service
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [`${path} ${show(before)} -> ${show(after)}`];
}

function fieldChanges(before: Props, after: Props, skip: readonly string[]): string[] {
  const strip = (p: Props) => Object.fromEntries(Object.entries(p).filter(([k]) => !skip.includes(k)));
  return leafChanges(strip(before), strip(after));
}

/** "AdLocation" -> "ad location": how a definition without a noun of its own is called. */
const nounOf = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();

/** The lines a reviewer reads for one resource, in its definition's words. */
export function describeChange(change: ResourceChange, definitions: readonly AnyResourceDefinition[] = DEFINITIONS): string[] {
  const definition = definitionNamed(change.kind, definitions);
  const wording = definition?.review;
  const words = { op: change.op, before: change.before ?? {}, after: change.after ?? {} };
  const what = wording?.noun ?? nounOf(change.kind);
  const own = wording?.lines?.(words);
  if (change.op === "create") return own ?? [`new ${what}`];
  if (change.op === "delete") return own ?? [`${what} deleted`];
  // The app it belongs to and adoption are not its fields: a review does not list them; nor are
  // the fields the definition's wording words itself.
  const lines = [...(own ?? []), ...fieldChanges(words.before, words.after, [...Object.keys(definition?.resourceInputs.shape ?? {}), ...(wording?.worded ?? [])])];
  if (change.op === "replace" && !own) return [`${what} replaced, new id: its history starts over`, ...lines];
  return lines.length > 0 ? lines : ["updated"];
}
