// The bearer-auth layer of the request pipeline: a token on every call, and one retry with a
// fresh token when the server refuses the one it was given.
import type { Layer } from "./http";

/** Where the auth layer gets bearer tokens; `invalidate` is called with a token the server refused. */
export interface TokenSource {
  getToken(): Promise<string>;
  invalidate(token: string): void;
}

/**
 * Bearer auth (`Authorization: Bearer <ACCESS_TOKEN>` on every call). On a
 * 401 the token is dropped and the request sent once more with a fresh one (the token may have
 * expired early on the server's clock, or been revoked); a second 401 is returned as is.
 */
export function withBearerAuth(tokens: TokenSource): Layer {
  return (next) => async (req) => {
    const token = await tokens.getToken();
    const res = await next({ ...req, headers: { ...req.headers, authorization: `Bearer ${token}` } });
    if (res.status !== 401) return res;
    tokens.invalidate(token);
    const fresh = await tokens.getToken();
    const retried = await next({ ...req, headers: { ...req.headers, authorization: `Bearer ${fresh}` } });
    return {
      ...retried,
      attempts: res.attempts + retried.attempts,
      afterAmbiguousFailure: Boolean(res.afterAmbiguousFailure || retried.afterAmbiguousFailure),
    };
  };
}
