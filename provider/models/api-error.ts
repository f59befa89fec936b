// The management API's error body, parsed so that a client error can name each refused field.
import { z } from "zod";

/** The management API's 400 and 404 body: `{ detail: [ { loc, msg, type } ] }`; the 404 form has no `loc`. */
export const ApiErrorDetailSchema = z
  .object({
    loc: z.array(z.union([z.string(), z.number()])).optional(),
    msg: z.string(),
    type: z.string(),
  })
  .loose();

export const ApiErrorBodySchema = z.object({ detail: z.array(ApiErrorDetailSchema) }).loose();
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
