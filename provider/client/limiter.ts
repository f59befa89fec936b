import type { HttpRequest, Layer } from "./http";

/**
 * A client-side limit a family attaches to its requests (`HttpRequest.limiter`), e.g. mediation
 * reporting's 40 requests per 10 minutes (002 Limits). It may wait, or throw (a RateLimitError)
 * when waiting would be pointless.
 */
export interface RequestLimiter {
  acquire(request: HttpRequest): Promise<void> | void;
}

/**
 * The limiter step. It sits inside the retry layer, next to the transport, so every send takes a
 * permit: retries after a 429 and the re-send after a 401 each count against the server's quota.
 */
export const withLimiter: Layer = (next) => async (req) => {
  if (req.limiter) await req.limiter.acquire(req);
  return next(req);
};
