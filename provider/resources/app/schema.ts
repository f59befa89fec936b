// The App resource's properties: the fields of `POST /apps` (seed 000) in camelCase, adoption, and
// which of them replace the app or are secret.
import { z } from "zod";
import { AppCreateInputSchema, AppSchema, type App } from "../../models/app";
import { pick } from "../common/diff";
import { adoptionOf, managedFields, updatableFields } from "../common/fields";
import type { Stored, Unchecked } from "../handler";
import { adoptIdInput, withoutId } from "../common/resource-inputs";

/** PATCH /apps accepts every field but these (000): a change creates a new app with a new id. */
export const APP_REPLACE_FIELDS = ["name", "platform"] as const;
/** Outputs kept secret in state, in both faces: the signature signs S2S purchase events (002). */
export const APP_SECRET_OUTPUTS = ["signature"] as const;

export const AppResourceInputs = z.object({ adoptId: adoptIdInput("app (its id)", "must be the id of an existing app") });
export const AppInputs = z.object({ ...AppCreateInputSchema.shape, ...AppResourceInputs.shape });
export const AppOutputs = z.object({ ...withoutId(AppSchema), ...AppResourceInputs.shape });

/** The inputs as check parses them, and the state: the schemas' own types. */
export type AppChecked = z.output<typeof AppInputs>;
export type AppState = z.output<typeof AppOutputs>;

/** Fields the program sets (000 POST /apps body); the API's own names in camelCase. */
export const APP_INPUT_FIELDS = managedFields(AppInputs);
/** PATCH /apps accepts these (nickname included, 000); the others are fixed at creation. */
export const APP_UPDATABLE_FIELDS = updatableFields(AppInputs, APP_REPLACE_FIELDS);

/** The inputs that reproduce a live app; adoptId stays as the state had it. */
export function appLiveToInputs(_id: string, app: App, state?: Stored<AppState>): Unchecked<AppChecked> {
  return { ...pick(app, APP_INPUT_FIELDS), ...adoptionOf(AppInputs, state) };
}
