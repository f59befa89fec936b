// Waits for an analytics job to be ready (`GET jobs/{jobId}?status=true`): the status call
// answers 404 while the job is not initialised, 200 with a message while it runs, 201
// {status:'created'} when ready. Exponential backoff with jitter up to a deadline; a 404 after the
// job was seen alive means its results were deleted (JobExpiredError).
import { type Clock, systemClock } from "../clock";
import { JobExpiredError, JobTimeoutError } from "./job-errors";

/** What one status call says. */
export type JobProbeResult = "not-found" | "running" | "ready";
export type JobProbe = (jobId: string) => Promise<JobProbeResult>;

/** queued: not initialised yet (404); running: 200 not finished; ready: 201 created. */
export type JobState = "queued" | "running" | "ready";

export interface JobProgress {
  jobId: string;
  state: JobState;
  /** Status calls made so far. */
  attempts: number;
  elapsedMs: number;
}

export interface PollOptions {
  /** Wait before the second status call (default 1000 ms); the first is immediate. */
  initialDelayMs?: number;
  /** Backoff multiplier (default 2). */
  factor?: number;
  /** Longest wait between two calls (default 30 s). */
  maxDelayMs?: number;
  /** Give up (JobTimeoutError) after this long (default 15 minutes). */
  timeoutMs?: number;
  /** Called after every status call. */
  onProgress?: (progress: JobProgress) => void;
  /** Stops the wait (the promise rejects with the signal's reason). */
  signal?: AbortSignal;
  clock?: Clock;
  /** In [0, 1); spreads waits by up to +-10% so many pollers do not align. */
  random?: () => number;
}

export const DEFAULT_POLL_OPTIONS = { initialDelayMs: 1000, factor: 2, maxDelayMs: 30_000, timeoutMs: 15 * 60_000 } as const;

/**
 * Resolves with the final progress once the job is ready. `seenAlive` tells the poller the job
 * was already running or ready before (a handle polled earlier), so a 404 now means "gone".
 */
export async function pollJob(probe: JobProbe, jobId: string, options: PollOptions = {}, seenAlive = false): Promise<JobProgress> {
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const { initialDelayMs, factor, maxDelayMs, timeoutMs } = { ...DEFAULT_POLL_OPTIONS, ...stripUndefined(options) };
  const started = clock.now();
  let delay = initialDelayMs;
  let alive = seenAlive;
  for (let attempts = 1; ; attempts++) {
    options.signal?.throwIfAborted();
    const result = await probe(jobId);
    if (result === "not-found" && alive) throw new JobExpiredError(jobId, "the service no longer knows it (404)");
    const state: JobState = result === "ready" ? "ready" : result === "running" ? "running" : "queued";
    if (state !== "queued") alive = true;
    const progress = { jobId, state, attempts, elapsedMs: clock.now() - started };
    options.onProgress?.(progress);
    if (state === "ready") return progress;
    const remaining = started + timeoutMs - clock.now();
    if (remaining <= 0) throw new JobTimeoutError(jobId, state, progress.elapsedMs);
    const jittered = Math.round(delay * (0.9 + 0.2 * random()));
    await clock.sleep(Math.min(jittered, remaining), options.signal);
    delay = Math.min(delay * factor, maxDelayMs);
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
