// Runs a queued analytics report to the end (the job's states: queued, ready, deleted): poll the job
// until ready, then consume its result. The deadline covers the whole run, re-queue included.
// A job whose results are gone (60 minutes after completion, or deleted while we waited) is
// queued again once: the report is a read, so asking twice is harmless, and a second expiry in
// one run means something else is wrong, which is reported rather than looped on.
import { DEFAULT_POLL_OPTIONS, JobExpiredError, type JobProgress, type PollOptions, type ReportJob } from "../client";
import { systemClock } from "../client/clock";
import type { FunctionContext } from "../functions/function-context";

export interface JobRun<T> {
  value: T;
  /** The job whose result was used. */
  jobId: string;
  /** True when the first job expired and the report was queued again. */
  requeued: boolean;
}

export async function runJob<Row, T>(
  what: string,
  ctx: FunctionContext,
  timeoutSeconds: number | undefined,
  queue: () => Promise<ReportJob<Row>>,
  consume: (job: ReportJob<Row>, poll: PollOptions) => Promise<T>,
): Promise<JobRun<T>> {
  const clock = ctx.poll.clock ?? systemClock;
  const deadline = clock.now() + (timeoutSeconds !== undefined ? timeoutSeconds * 1000 : DEFAULT_POLL_OPTIONS.timeoutMs);
  for (let attempt = 1; ; attempt++) {
    const job = await queue();
    ctx.progress(`${what}: job ${job.jobId} queued`);
    let last: JobProgress["state"] = "queued";
    const poll: PollOptions = {
      ...ctx.poll,
      timeoutMs: Math.max(1, deadline - clock.now()),
      onProgress: (p) => {
        // One line per change of state, plus a heartbeat every few calls, so a log is not flooded.
        if (p.state !== last || p.attempts % 5 === 0) {
          ctx.progress(`${what}: job ${job.jobId} ${p.state} after ${Math.round(p.elapsedMs / 1000)} s (status call ${p.attempts})`);
        }
        last = p.state;
      },
    };
    try {
      await job.wait(poll);
      const value = await consume(job, poll);
      ctx.progress(`${what}: job ${job.jobId} done`);
      return { value, jobId: job.jobId, requeued: attempt > 1 };
    } catch (error) {
      if (!(error instanceof JobExpiredError) || attempt > 1) throw error;
      ctx.progress(`${what}: job ${job.jobId} expired before its result was read; queueing the report again (once)`);
    }
  }
}
