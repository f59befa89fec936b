// Creates that are safe to repeat: which failures leave it unknown whether the server made the
// object, and the error for an object with no natural key to look it up by.
import { AmbiguousCreateError, NetworkError, ServerError, type AdPublisherError } from "./errors";

/**
 * A create failed in a way that leaves it unknown whether the server created the object: the
 * connection broke after the request was sent, or a 5xx other than 503 (503 and 429 mean the
 * server refused the request; the retry layer already re-sent those).
 */
export function isAmbiguousFailure(error: unknown): error is AdPublisherError {
  if (error instanceof NetworkError) return error.phase === "response";
  return error instanceof ServerError && error.status !== 503;
}

/** For objects with no natural key (apps, lists): say so instead of creating a possible duplicate. */
export function ambiguousCreateError(what: string, lookupHint: string, cause: AdPublisherError): AmbiguousCreateError {
  return new AmbiguousCreateError(
    `creating ${what} failed in a way that leaves it unknown whether it was created (${cause.message}); ` +
      `it was not re-sent because ${what} has no unique natural key to look it up by. ${lookupHint}`,
    { method: cause.method, path: cause.path, status: cause.status, attempts: cause.attempts, cause },
  );
}
