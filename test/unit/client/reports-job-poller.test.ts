// pollJob: backoff with jitter up to its cap, each state reported, and results that are gone.
import { describe, expect, it } from "vitest";
import { JobExpiredError, JobTimeoutError } from "../../../provider/client/reports/job-errors";
import { type JobProbeResult, type JobProgress, pollJob } from "../../../provider/client/reports/job-poller";
import { instantClock } from "../../support/instant-clock";


/** A probe that answers from a script, one answer per call. */
function scripted(answers: JobProbeResult[]) {
  const calls: string[] = [];
  return {
    calls,
    probe: async (jobId: string) => {
      calls.push(jobId);
      const next = answers.shift();
      if (!next) throw new Error("probe called more often than scripted");
      return next;
    },
  };
}

describe("pollJob", () => {
  it("backs off exponentially up to the cap and reports every state", async () => {
    const clock = instantClock();
    const { probe, calls } = scripted(["not-found", "running", "running", "running", "running", "ready"]);
    const seen: JobProgress[] = [];
    const done = await pollJob(probe, "j1", { clock, random: () => 0.5, initialDelayMs: 100, maxDelayMs: 500, onProgress: (p) => seen.push(p) });
    expect(clock.sleeps).toEqual([100, 200, 400, 500, 500]);
    expect(seen.map((p) => p.state)).toEqual(["queued", "running", "running", "running", "running", "ready"]);
    expect(done).toEqual({ jobId: "j1", state: "ready", attempts: 6, elapsedMs: 1700 });
    expect(calls).toEqual(["j1", "j1", "j1", "j1", "j1", "j1"]);
  });

  it("spreads waits by at most 10% either way", async () => {
    const low = instantClock();
    await pollJob(scripted(["running", "ready"]).probe, "j", { clock: low, random: () => 0, initialDelayMs: 1000 });
    const high = instantClock();
    await pollJob(scripted(["running", "ready"]).probe, "j", { clock: high, random: () => 0.999999, initialDelayMs: 1000 });
    expect([low.sleeps, high.sleeps]).toEqual([[900], [1100]]);
  });

  it("a 404 after the job was seen running means its results are gone", async () => {
    const error = await pollJob(scripted(["running", "not-found"]).probe, "j2", { clock: instantClock() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobExpiredError);
    expect(error).toMatchObject({ jobId: "j2", message: expect.stringContaining("queue the report again") });
  });

  it("a handle that saw the job alive before treats the first 404 as gone", async () => {
    await expect(pollJob(scripted(["not-found"]).probe, "j3", { clock: instantClock() }, true)).rejects.toThrow(JobExpiredError);
  });

  it("stops at the deadline with the last state, never sleeping past it", async () => {
    const clock = instantClock();
    const error = await pollJob(scripted(["not-found", "running", "running"]).probe, "j4", {
      clock, random: () => 0.5, initialDelayMs: 1000, timeoutMs: 2500,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobTimeoutError);
    expect(error).toMatchObject({ jobId: "j4", lastState: "running", elapsedMs: 2500 });
    expect(clock.sleeps).toEqual([1000, 1500]);
  });

  it("an aborted signal stops the wait", async () => {
    const controller = new AbortController();
    controller.abort(new Error("stop"));
    await expect(pollJob(scripted(["running"]).probe, "j5", { clock: instantClock(), signal: controller.signal })).rejects.toThrow("stop");
  });
});
