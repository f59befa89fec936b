// The token endpoints' responses (`POST /v5/oauth/token`, `POST /v4/token`) and their error body,
// keys camelCased at the wire.
import { z } from "zod";

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

/** The token endpoints' error body: `{ error, error_description?, error_uri? }`. */
export const TokenErrorResponseSchema = z
  .object({
    error: z.string(),
    errorDescription: z.string().optional(),
    errorUri: z.string().optional(),
  })
  .loose();
export type TokenErrorResponse = z.infer<typeof TokenErrorResponseSchema>;
