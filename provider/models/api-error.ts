import { z } from "zod";

/** 000 Errors 1-3: `{ detail: [ { loc, msg, type } ] }`; the 404 form has no `loc`. */
export const ApiErrorDetailSchema = z
  .object({
    loc: z.array(z.union([z.string(), z.number()])).optional(),
    msg: z.string(),
    type: z.string(),
  })
  .loose();

export const ApiErrorBodySchema = z.object({ detail: z.array(ApiErrorDetailSchema) }).loose();
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
