// What the token endpoints share: the no-store headers, the OAuth error body and the scopes of a token.
import { HttpError } from "../errors";

/** Token responses, errors included, are never cached (`Cache-Control: no-store`). */
export const NO_STORE = { "Cache-Control": "no-store", Pragma: "no-cache" };

export type OAuthCode =
  | "invalid_request"
  | "invalid_client"
  | "invalid_grant"
  | "unauthorized_client"
  | "unsupported_grant_type"
  | "invalid_scope";

/** The token endpoints' error body `{ error, error_description }`; descriptions are printable ASCII without `"` or `\`. */
export function oauthError(code: OAuthCode, description: string, status = 400, headers: Record<string, string> = {}): HttpError {
  return new HttpError(status, { error: code, error_description: description }, { ...NO_STORE, ...headers });
}

/** Scopes a v5 token carries; the API does not show scope names, so these are ours. */
export const V5_SCOPES = [
  "apps:read",
  "apps:write",
  "ad_locations:read",
  "ad_locations:write",
  "lists:read",
  "lists:write",
  "monetization:read",
  "monetization:write",
  "analytics:read",
  "mediation:read",
];

/**
 * What is checked after the client authenticated, the same for both versions:
 * client_credentials is the only grant issued; grants the server knows but this client may
 * not use are unauthorized_client, or invalid_grant when they present a code or refresh
 * token (the emulator never issued one); anything else is unsupported_grant_type.
 */
export function checkGrantType(grantType: string): void {
  if (grantType === "client_credentials") return;
  if (!KNOWN_GRANTS.has(grantType)) {
    throw oauthError("unsupported_grant_type", "Only the client_credentials grant type is supported");
  }
}

const KNOWN_GRANTS = new Set(["client_credentials", "authorization_code", "refresh_token", "password"]);

export function checkGrantForClient(grantType: string, param: (name: string) => string | undefined): void {
  if (grantType === "authorization_code" || grantType === "refresh_token") {
    const name = grantType === "authorization_code" ? "code" : "refresh_token";
    if (param(name) === undefined) throw oauthError("invalid_request", `Missing parameter ${name}`);
    throw oauthError("invalid_grant", `The ${name} is invalid, expired or revoked`);
  }
  if (grantType === "password") {
    throw oauthError("unauthorized_client", "This client may only use the client_credentials grant type");
  }
}

/** An optional `scope` request parameter must ask only for scopes the client has. */
export function grantedScope(requested: string | undefined, available: string[]): string {
  if (requested === undefined) return available.join(" ");
  const asked = requested.split(" ").filter((s) => s !== "");
  const unknown = asked.filter((s) => !available.includes(s));
  if (asked.length === 0 || unknown.length > 0) {
    throw oauthError("invalid_scope", `Unknown or unavailable scope: ${unknown.join(" ") || "(empty)"}`);
  }
  return asked.join(" ");
}
