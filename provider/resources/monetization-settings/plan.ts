// Which monetization settings leaves a resource manages and what to PATCH, as pure functions.
import { asSet, sameValue } from "../common/diff";
import { MonetizationSettingsUpdateInputSchema, type MonetizationSettingsUpdateInput } from "../../models/monetization";
import type { z } from "zod";
import { fieldsOf, leafPathsOf } from "../common/fields";
import { leavesOf, nestLeaves, valuesAt, type Leaves } from "../common/leaves";

/**
 * Which monetization fields a MonetizationSettings manages, and what to PATCH. Pure functions, so
 * the rules are tested without the engine or the service.
 *
 * Only the leaves the program sets are managed; a leaf left out is somebody else's (the
 * dashboard's, another team's) and is never compared nor sent. An explicit null is a value:
 * `blockedIabCategoriesV1List: null` is the default list, `targetOsVersion: null` (or a null
 * min/max) is "no bound", as the monetization settings define them.
 */
export const MONETIZATION_LEAVES: readonly string[] = leafPathsOf(MonetizationSettingsUpdateInputSchema);

/** Lists the API treats as sets: order and repeats do not matter. */
const SET_LEAVES: ReadonlySet<string> = new Set([
  "adBlockingSettings.blockedAdvertiserStoreIds",
  "adTargetingSettings.targetDeviceTypes.deviceTypes",
]);

/** `targetOsVersion: null` is the whole object's null (the API's `target_os_version: null`): both bounds null. */
const NULLABLE_GROUPS = { "adTargetingSettings.targetOsVersion": ["min", "max"] } as const;

/**
 * The leaves of a definition's settings groups: its inputs less the resource-level ones (`appId`).
 * A handler reads them off the definition it serves, so a leaf added there is compared and sent.
 */
export function settingsLeavesOf(definition: { readonly inputs: z.ZodObject; readonly resourceInputs: z.ZodObject }): readonly string[] {
  return fieldsOf(definition.inputs)
    .filter((group) => !Object.hasOwn(definition.resourceInputs.shape, group))
    .flatMap((group) => leafPathsOf(definition.inputs.shape[group] as z.core.$ZodType, group));
}

/** The leaves a program (or an `originalSettings` output) sets, keyed by dotted path; `leaves`: the served definition's. */
export function managedLeaves(settings: unknown, leaves: readonly string[] = MONETIZATION_LEAVES): Leaves {
  return leavesOf(settings ?? {}, leaves);
}

/** Leaves back into the API's nested shape (camelCase), e.g. for a PATCH or an output. */
export function nest(leaves: Leaves): MonetizationSettingsUpdateInput {
  return nestLeaves<MonetizationSettingsUpdateInput>(leaves, NULLABLE_GROUPS);
}

export function sameLeaf(path: string, a: unknown, b: unknown): boolean {
  return sameValue(a ?? null, b ?? null, SET_LEAVES.has(path) ? asSet : undefined);
}

/** The leaves of `wanted` whose value differs from the live settings. */
export function differingLeaves(wanted: Leaves, live: unknown): Leaves {
  const current = valuesAt(live, Object.keys(wanted));
  return Object.fromEntries(Object.entries(wanted).filter(([path, value]) => !sameLeaf(path, value, current[path])));
}

export interface Plan {
  /** The leaves to PATCH (possibly none). */
  patch: Leaves;
  /** For every managed leaf, its value before this resource first managed it. */
  originals: Leaves;
}

/**
 * What create and update do: a leaf newly managed has its live value remembered first; a leaf
 * that stops being managed goes back to its remembered value; managed leaves that differ from
 * the live settings are set. Create is the case with nothing remembered yet.
 */
export function planChange(remembered: Leaves, desired: Leaves, live: unknown): Plan {
  const current = valuesAt(live, Object.keys(desired));
  const originals: Leaves = {};
  for (const path of Object.keys(desired)) originals[path] = path in remembered ? remembered[path] : current[path];
  const released = Object.fromEntries(Object.entries(remembered).filter(([path]) => !(path in desired)));
  const patch = { ...wholeNullGroups(differingLeaves(released, live), released), ...wholeNullGroups(differingLeaves(desired, live), desired) };
  return { patch, originals };
}

/**
 * A group wanted as null (every bound null) is sent whole, so the API stores `targetOsVersion: null`
 * as asked rather than `{ min: null, max: <as it was> }`, even when one bound already matches.
 */
export function wholeNullGroups(patch: Leaves, wanted: Leaves): Leaves {
  const result = { ...patch };
  for (const [group, children] of Object.entries(NULLABLE_GROUPS)) {
    const paths = children.map((child) => `${group}.${child}`);
    if (paths.some((p) => p in patch) && paths.every((p) => p in wanted && wanted[p] === null)) {
      for (const p of paths) result[p] = null;
    }
  }
  return result;
}

/** The leaves the program changes: managed ones that differ, and ones that start or stop being managed. */
export function changedLeaves(remembered: Leaves, desired: Leaves, live: unknown): string[] {
  const toggled = [...Object.keys(remembered), ...Object.keys(desired)].filter((p) => !(p in remembered) || !(p in desired));
  return [...new Set([...Object.keys(differingLeaves(desired, live)), ...toggled])];
}

/** Whether the program asks for a change: a managed leaf differs, or the managed set changed. */
export function hasChanges(remembered: Leaves, desired: Leaves, live: unknown): boolean {
  return changedLeaves(remembered, desired, live).length > 0;
}
