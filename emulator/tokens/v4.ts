// The version 4 token endpoint, `POST /v4/token`: HTTP Basic client credentials and a form body.
import { issueToken } from "../auth";
import { json, type Reply, type RequestContext } from "../routes";
import { mediaType } from "../context";
import { checkGrantForClient, checkGrantType, grantedScope, NO_STORE, oauthError, V5_SCOPES } from "./oauth";
import { sameSecret } from "../secrets";

export const V4_TOKEN_LIFETIME = 3600;

const BASIC_CHALLENGE = { "WWW-Authenticate": 'Basic realm="adpublisher"' };

/** POST /v4/token: HTTP Basic client credentials, form body. */
export function v4Token(ctx: RequestContext): Reply {
  if (mediaType(ctx.headers) !== "application/x-www-form-urlencoded") {
    throw oauthError("invalid_request", "Content-Type must be application/x-www-form-urlencoded");
  }
  const form = ctx.form();
  for (const key of new Set(form.keys())) {
    if (form.getAll(key).length > 1) throw oauthError("invalid_request", `Parameter ${key} is repeated`);
  }
  const param = (name: string) => form.get(name) ?? undefined;
  if (param("client_id") !== undefined || param("client_secret") !== undefined) {
    throw oauthError("invalid_request", "Send the client credentials with HTTP Basic only, not in the body");
  }
  const grantType = param("grant_type");
  if (grantType === undefined) throw oauthError("invalid_request", "Missing parameter grant_type");
  checkGrantType(grantType);
  const header = ctx.headers.authorization;
  if (header === undefined || header === "") {
    throw oauthError("invalid_client", "Client authentication required (HTTP Basic)", 401, BASIC_CHALLENGE);
  }
  const match = /^Basic[ ]+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  const decoded = match ? Buffer.from(match[1]!, "base64").toString("utf8") : "";
  const colon = decoded.indexOf(":");
  if (!match) {
    throw oauthError("invalid_client", "Client authentication must use the Basic scheme", 401, BASIC_CHALLENGE);
  }
  if (colon < 0) throw oauthError("invalid_request", "Malformed Basic credentials");
  const id = safeDecode(decoded.slice(0, colon));
  const secret = safeDecode(decoded.slice(colon + 1));
  const { clientId, clientSecret } = ctx.credentials;
  if (id !== clientId || !sameSecret(clientSecret, secret)) {
    throw oauthError("invalid_client", "Client authentication failed", 401, BASIC_CHALLENGE);
  }
  checkGrantForClient(grantType, param);
  // v4 responses carry no scope; a requested scope is still checked.
  const scope = grantedScope(param("scope"), V5_SCOPES);
  const token = issueToken(ctx.state, "v4", V4_TOKEN_LIFETIME, scope);
  return json(200, { access_token: token, token_type: "Bearer", expires_in: V4_TOKEN_LIFETIME }, NO_STORE);
}

/** RFC 6749 2.3.1: Basic client credentials are form-urlencoded before base64. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, " "));
  } catch {
    return value;
  }
}
