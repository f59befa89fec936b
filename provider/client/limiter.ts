// The limiter step of the request pipeline, where a request's client-side rate limit takes its permit.
import type { Layer } from "./http";

/**
 * The limiter step. It sits inside the retry layer, next to the transport, so every send takes a
 * permit: retries after a 429 and the re-send after a 401 each count against the server's quota.
 */
export const withLimiter: Layer = (next) => async (req) => {
  if (req.limiter) await req.limiter.acquire(req);
  return next(req);
};
