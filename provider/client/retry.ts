// The retry layer of the request pipeline: re-sends what the retry policy allows, with backoff on
// the client's clock, and reports how many attempts a failure took.
import { systemClock, type Clock } from "./clock";
import { NetworkError } from "./errors";
import type { HttpRequest, HttpResponse, Send } from "./http";
import { DEFAULT_RETRY_OPTIONS, isAmbiguousOutcome, shouldRetry, type AttemptOutcome, type RetryOptions } from "./retry-policy";

/** What the retry layer waits on and draws jitter from: the client's one Clock (clock.ts). */
export interface RetryDependencies {
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  random: () => number;
}

export function retryDependencies(clock: Clock = systemClock, random: () => number = Math.random): RetryDependencies {
  return { sleep: (ms) => clock.sleep(ms), now: () => clock.now(), random };
}

export function resolveRetryOptions(partial: Partial<RetryOptions> = {}): RetryOptions {
  const options = { ...DEFAULT_RETRY_OPTIONS, ...partial };
  if (!Number.isInteger(options.maxAttempts) || options.maxAttempts < 1) {
    throw new RangeError("retry.maxAttempts must be an integer >= 1");
  }
  return options;
}

/**
 * The retry layer: re-sends while `shouldRetry` says so and returns the last response (the caller
 * maps a final 429/5xx to an error) or throws the last NetworkError with the attempt count. A
 * streamed body is never re-sent from here once handed over: only a 2xx is streamed, and 2xx is
 * final; a break while the consumer reads it is the consumer's NetworkError.
 */
export function withRetry(
  next: Send,
  options: RetryOptions = DEFAULT_RETRY_OPTIONS,
  deps: RetryDependencies = retryDependencies(),
): Send {
  return async (req: HttpRequest): Promise<HttpResponse> => {
    const started = deps.now();
    let afterAmbiguousFailure = false;
    for (let attempt = 1; ; attempt++) {
      let outcome: AttemptOutcome;
      let result: HttpResponse | NetworkError;
      try {
        result = await next(req);
        outcome = { kind: "response", status: result.status, retryAfter: result.headers["retry-after"] };
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        result = error;
        outcome = { kind: "network", phase: error.phase };
      }
      const decision = shouldRetry({
        idempotent: req.idempotent,
        outcome,
        attempt,
        elapsedMs: deps.now() - started,
        options,
        nowMs: deps.now(),
        random: deps.random(),
      });
      if (!decision.retry) {
        if (result instanceof NetworkError) throw withAttempts(result, attempt);
        return { ...result, attempts: attempt, afterAmbiguousFailure };
      }
      afterAmbiguousFailure ||= isAmbiguousOutcome(outcome);
      await deps.sleep(decision.delayMs);
    }
  };
}

function withAttempts(error: NetworkError, attempts: number): NetworkError {
  if (attempts === 1) return error;
  return new NetworkError(`${error.message} after ${attempts} attempts`, {
    method: error.method,
    path: error.path,
    phase: error.phase,
    code: error.code,
    attempts,
    cause: error.cause,
  });
}
