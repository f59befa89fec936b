// Inputs every resource shares that are not the API's fields: `appId` and adoption.
import { described } from "../../models/field-docs";
import { z } from "zod";

/**
 * The resource-level inputs that are not the API's fields: the app a child object belongs to and
 * adoption (the dynamic face's stand-in for `pulumi import`). Declared once here: schema.json shows them and `check` applies
 * them, with the rule as the message.
 */
export function appIdInput(rule: string) {
  return described(z.string({ error: rule }).min(1, rule), "The id of the app it belongs to.");
}

export function adoptIdInput(what: string, rule: string) {
  return described(z
    .string({ error: rule })
    .min(1, rule)
    .optional(), `Take over this existing ${what} instead of creating one (adoption); its value is kept in state.`);
}

/** The resource id travels apart from the properties (Pulumi reserves `id`), so outputs leave it out. */
export function withoutId<S extends z.ZodRawShape>(schema: z.ZodObject<S>): Omit<S, "id"> {
  const { id: _id, ...rest } = schema.shape;
  return rest;
}
