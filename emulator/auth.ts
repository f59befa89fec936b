// Token issue and the bearer guard of the emulated APIs, with the 401 answers a client must
// tell apart (no token, unknown token, expired, wrong version).
import { randomBytes } from "node:crypto";
import { detailError } from "./errors";
import type { TokenFamily, TokenRecord } from "./model";
import type { RequestContext } from "./routes";
import type { EmulatorState } from "./state";

const REALM = 'Bearer realm="adpublisher"';

/** Issues an opaque token valid for `lifetimeSeconds` on the emulator clock. */
export function issueToken(state: EmulatorState, family: TokenFamily, lifetimeSeconds: number, scope: string): string {
  const token = `emu${family}_${randomBytes(24).toString("hex")}`;
  state.tokens.set(token, { family, scope, expiresAt: state.clock.now() + lifetimeSeconds * 1000 });
  return token;
}

/**
 * The bearer guard every API family uses. The management API does not show 401 bodies; we answer in
 * the same `detail` family with RFC 6750's WWW-Authenticate: no token -> not_authenticated,
 * unknown, expired or other-family token -> invalid_token. v5 tokens are for /v5 (and the
 * APIs built on the v5 token: analytics v5, mediation v2); v4 tokens are for /v4 only.
 */
export function requireBearer(ctx: RequestContext, family: TokenFamily): TokenRecord {
  const header = ctx.headers.authorization ?? "";
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  if (!match) {
    const msg = header === "" ? "Not authenticated: send Authorization: Bearer <ACCESS_TOKEN>" : "Authorization must use the Bearer scheme";
    throw detailError(401, msg, "not_authenticated", { "WWW-Authenticate": REALM });
  }
  const record = ctx.state.tokens.get(match[1]!);
  const refuse = (msg: string, description: string) =>
    detailError(401, msg, "invalid_token", {
      "WWW-Authenticate": `${REALM}, error="invalid_token", error_description="${description}"`,
    });
  if (!record) throw refuse("Invalid access token", "The access token is not valid");
  if (ctx.clock.now() >= record.expiresAt) {
    ctx.state.tokens.delete(match[1]!);
    throw refuse("Access token expired", "The access token expired");
  }
  if (record.family !== family) {
    throw refuse(`Access token was issued for /${record.family}, not /${family}`, "The access token is for another API version");
  }
  return record;
}
