import type { HttpRequest, Layer } from "./http";

/**
 * Client-side limiting hook: the transport awaits every limiter before each send (retries
 * included, since each one counts against the server's quota). A limiter decides itself which
 * requests it applies to (when installed client-wide) or is attached to a family's requests
 * (ApiRequest.limiter), e.g. the mediation reporting limit of 40 requests per 10 minutes (002
 * Limits); it may wait, or throw (a RateLimitError) when waiting would be pointless.
 */
export interface RequestLimiter {
  acquire(request: HttpRequest): Promise<void> | void;
}

export function withLimiters(limiters: readonly RequestLimiter[]): Layer {
  return (next) => async (req) => {
    for (const limiter of limiters) await limiter.acquire(req);
    if (req.limiter) await req.limiter.acquire(req);
    return next(req);
  };
}
