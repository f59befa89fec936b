import { z } from "zod";

/** Token endpoint responses (000 Authentication), keys camelCased at the wire. */

export const V5TokenResponseSchema = z
  .object({
    accessToken: z.string().min(1),
    tokenType: z.string(),
    expiresIn: z.number().positive(),
    scope: z.string().optional(),
  })
  .loose();
export type V5TokenResponse = z.infer<typeof V5TokenResponseSchema>;

export const V4TokenResponseSchema = z
  .object({
    accessToken: z.string().min(1),
    tokenType: z.string(),
    expiresIn: z.number().positive(),
  })
  .loose();
export type V4TokenResponse = z.infer<typeof V4TokenResponseSchema>;

/** 000 Errors 4: `{ error, error_description?, error_uri? }`. */
export const TokenErrorResponseSchema = z
  .object({
    error: z.string(),
    errorDescription: z.string().optional(),
    errorUri: z.string().optional(),
  })
  .loose();
export type TokenErrorResponse = z.infer<typeof TokenErrorResponseSchema>;
