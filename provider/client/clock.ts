// Time as a dependency of the whole client: retry backoff, limiter waits, token expiry and job
// polling all run on one Clock, so tests can drive time (e.g. the emulator's clock) instead of
// waiting for it.
import { setTimeout as delay } from "node:timers/promises";

export interface Clock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) => delay(ms, undefined, { signal }),
};
