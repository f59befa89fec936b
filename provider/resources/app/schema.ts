// The App resource's properties: the fields of `POST /v5/apps` in camelCase, adoption, and
// which of them replace the app or are secret.
import { z } from "zod";
import { AppCreateInputSchema, AppSchema, AppUpdateInputSchema, type App } from "../../models/app";
import { pick } from "../common/diff";
import { adoptionOf, createOnlyFields, managedFields } from "../common/fields";
import type { Stored, Unchecked } from "../handler";
import { adoptIdInput, withoutId } from "../common/resource-inputs";

/** `PATCH /v5/apps/{app_id}` takes every field of the create body but these: a change creates a new app with a new id. */
export const APP_REPLACE_FIELDS = createOnlyFields(AppCreateInputSchema, AppUpdateInputSchema);
/** Outputs kept secret in state, in both faces: the signature signs S2S in-app purchase events. */
export const APP_SECRET_OUTPUTS = ["signature"] as const;

export const AppResourceInputs = z.object({ adoptId: adoptIdInput("app (its id)", "must be the id of an existing app") });
export const AppInputs = z.object({ ...AppCreateInputSchema.shape, ...AppResourceInputs.shape });
export const AppOutputs = z.object({ ...withoutId(AppSchema), ...AppResourceInputs.shape });

/** The inputs as check parses them, and the state: the schemas' own types. */
export type AppChecked = z.output<typeof AppInputs>;
export type AppState = z.output<typeof AppOutputs>;

/**
 * The inputs that reproduce a live app (the program sets the fields of `POST /v5/apps`); adoptId
 * stays as the state had it. `inputs`: the served definition's (a copy's fields are read back too).
 */
export function appLiveToInputs(_id: string, app: App, state?: Stored<AppState>, inputs: z.ZodObject = AppInputs): Unchecked<AppChecked> {
  return { ...pick(app, managedFields(inputs) as (keyof App)[]), ...adoptionOf(AppInputs, state) };
}
