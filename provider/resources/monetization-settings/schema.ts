// The MonetizationSettings resource's properties: the app's monetization settings groups in camelCase,
// the app they belong to, and the values they had before (`originalSettings`).
import { described } from "../../models/field-docs";
import { z } from "zod";
import { MonetizationSettingsSchema, MonetizationSettingsUpdateInputSchema, nonEmptyText, type MonetizationSettings } from "../../models";
import { valuesAt, type Leaves } from "../common/leaves";
import type { Stored, Unchecked } from "../handler";
import { managedLeaves, MONETIZATION_LEAVES, nest } from "./plan";

/** One settings record per app in the management API, so one MonetizationSettings per app: the rule both faces keep. */
export const ONE_SETTINGS_PER_APP = "an app has one settings record, so declare one MonetizationSettings per app and put all its fields there";

/** A change of app is another app's settings record: the old app's values are put back, the new app's taken over. */
export const SETTINGS_REPLACE_FIELDS = ["appId"] as const;

export const SettingsResourceInputs = z.object({ appId: described(nonEmptyText(), "The id of the app it belongs to.") });
export const SettingsInputs = z.object({ ...SettingsResourceInputs.shape, ...MonetizationSettingsUpdateInputSchema.shape });
export const SettingsOutputs = z.object({
  ...SettingsResourceInputs.shape,
  ...MonetizationSettingsSchema.shape,
  originalSettings: described(MonetizationSettingsUpdateInputSchema, 
    "The managed fields' values before this resource managed them; deleting the resource puts them back.",
  ),
});

/** The inputs as check parses them, and the state: the schemas' own types. */
export type SettingsChecked = z.output<typeof SettingsInputs>;
export type SettingsState = z.output<typeof SettingsOutputs>;

function nonNull(leaves: Leaves): Leaves {
  return Object.fromEntries(Object.entries(leaves).filter(([, value]) => value !== null));
}

/**
 * The managed leaves and the values they had before: from the state when there is one (refresh);
 * with no state (import, discovery) every writable field that has a value becomes managed at that
 * value, so the program reproduces the settings and a later delete changes nothing. A null
 * (default list, no OS bound) stays unmanaged: generated code drops nulls.
 */
export function managedOriginals(live: MonetizationSettings, state?: Stored<SettingsState>, leaves: readonly string[] = MONETIZATION_LEAVES): Leaves {
  return state ? managedLeaves(state.originalSettings, leaves) : nonNull(valuesAt(live, leaves));
}

/**
 * The inputs: the managed leaves with their live values, so a refresh shows drift and the next up
 * puts it back. `leaves`: the served definition's (a copy's leaves are read back too).
 */
export function settingsLiveToInputs(appId: string, live: MonetizationSettings, state?: Stored<SettingsState>, leaves: readonly string[] = MONETIZATION_LEAVES): Unchecked<SettingsChecked> {
  return { appId, ...nest(valuesAt(live, Object.keys(managedOriginals(live, state, leaves)))) };
}
