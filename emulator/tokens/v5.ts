// The version 5 token endpoint, `POST /v5/oauth/token`: JSON client credentials and an audience.
import { issueToken } from "../auth";
import { mediaType } from "../context";
import { topLevelKeys } from "../json";
import { json, type Reply, type RequestContext } from "../routes";
import { checkGrantForClient, checkGrantType, grantedScope, NO_STORE, oauthError, V5_SCOPES } from "./oauth";
import { sameSecret } from "../secrets";

export const V5_TOKEN_LIFETIME = 86400;

/** POST /v5/oauth/token: JSON client credentials. */
export function v5Token(ctx: RequestContext): Reply {
  if (mediaType(ctx.headers) !== "application/json") {
    throw oauthError("invalid_request", "Content-Type must be application/json");
  }
  const text = ctx.rawBody.toString("utf8");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw oauthError("invalid_request", "Malformed JSON body");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw oauthError("invalid_request", "The body must be a JSON object");
  }
  const keys = topLevelKeys(text) ?? [];
  const repeated = keys.find((key, i) => keys.indexOf(key) !== i);
  if (repeated) throw oauthError("invalid_request", `Parameter ${repeated} is repeated`);
  const fields = body as Record<string, unknown>;
  const param = (name: string): string | undefined => {
    const value = fields[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== "string") throw oauthError("invalid_request", `Parameter ${name} must be a string`);
    return value;
  };
  if (typeof ctx.headers.authorization === "string" && ctx.headers.authorization !== "") {
    throw oauthError("invalid_request", "Send the client credentials in the body only, not also in Authorization");
  }
  const grantType = param("grant_type");
  if (grantType === undefined) throw oauthError("invalid_request", "Missing parameter grant_type");
  checkGrantType(grantType);
  for (const name of ["client_id", "client_secret", "audience"]) {
    if (param(name) === undefined) throw oauthError("invalid_request", `Missing parameter ${name}`);
  }
  const { clientId, clientSecret, audience } = ctx.credentials;
  if (param("client_id") !== clientId || !sameSecret(clientSecret, param("client_secret"))) {
    // Credentials travel in the body, not in an HTTP scheme; the challenge names the
    // scheme the resource calls use (a choice, decision record 0041).
    throw oauthError("invalid_client", "Client authentication failed", 401, {
      "WWW-Authenticate": 'Bearer realm="adpublisher", error="invalid_client"',
    });
  }
  if (param("audience") !== audience) throw oauthError("invalid_request", "Unknown audience");
  checkGrantForClient(grantType, param);
  const scope = grantedScope(param("scope"), V5_SCOPES);
  const token = issueToken(ctx.state, "v5", V5_TOKEN_LIFETIME, scope);
  return json(200, { access_token: token, token_type: "Bearer", expires_in: V5_TOKEN_LIFETIME, scope }, NO_STORE);
}
