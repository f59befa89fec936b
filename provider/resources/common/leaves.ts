// Nested settings as dotted paths to their leaves, and back, for the resources that manage only
// the leaves a program sets (MonetizationSettings).
import { isEngineProps, type EngineProps } from "../../pulumi-json/property-bag";
import { UNKNOWN } from "./unknown";

/**
 * Values keyed by a dotted property path, e.g. `adExperienceSettings.templateSettings.buttonType`:
 * a bag's values at its leaves, as untyped as the bag they were read from.
 */
export type Leaves = EngineProps;

/**
 * The value at a dotted path. A null on the way down stands for "every field below is null"
 * (`target_os_version: null` means no minimum and no maximum); a value still unknown at
 * preview makes everything below it unknown; a missing branch gives undefined.
 */
export function valueAtPath(source: unknown, path: string): unknown {
  let current = source;
  for (const part of path.split(".")) {
    if (current === UNKNOWN || current === null) return current;
    if (!isEngineProps(current)) return undefined;
    current = current[part];
  }
  return current;
}

/** The leaves among `paths` that `source` sets (an explicit null counts as set). */
export function leavesOf(source: unknown, paths: readonly string[]): Leaves {
  const leaves: Leaves = {};
  for (const path of paths) {
    const value = valueAtPath(source, path);
    if (value !== undefined) leaves[path] = value;
  }
  return leaves;
}

/** `source`'s values at the given paths (e.g. the live values of the managed leaves). */
export function valuesAt(source: unknown, paths: Iterable<string>): Leaves {
  const leaves: Leaves = {};
  for (const path of paths) leaves[path] = valueAtPath(source, path) ?? null;
  return leaves;
}

/**
 * The nested object the leaves describe. A group in `nullableGroups` whose every possible leaf is
 * present and null is written as null itself, so `flatten(nest(x))` gives back `x` and a PATCH
 * puts back a group that was null as null. `Shape` is the object the leaves were read from (their
 * paths are its schema's leaf paths): the caller names it, and the client's parse of a body checks it.
 */
export function nestLeaves<Shape extends object = EngineProps>(leaves: Leaves, nullableGroups: Readonly<Record<string, readonly string[]>> = {}): Shape {
  const root: EngineProps = {};
  for (const [dotted, value] of Object.entries(leaves)) setAtPath(root, dotted, value);
  for (const [group, children] of Object.entries(nullableGroups)) {
    if (children.every((child) => path(group, child) in leaves && leaves[path(group, child)] === null)) {
      setAtPath(root, group, null);
    }
  }
  return root as Shape;
}

function path(group: string, child: string): string {
  return `${group}.${child}`;
}

/** `node`'s group `part`, made an empty one when it holds none (absent, null, a scalar). */
function branch(node: EngineProps, part: string): EngineProps {
  const child = node[part];
  if (isEngineProps(child)) return child;
  const made: EngineProps = {};
  node[part] = made;
  return made;
}

/** Sets the value at a dotted path, making the groups on the way. */
function setAtPath(root: EngineProps, dotted: string, value: unknown): void {
  const parts = dotted.split(".");
  let node = root;
  for (const part of parts.slice(0, -1)) node = branch(node, part);
  node[parts[parts.length - 1]!] = value;
}
