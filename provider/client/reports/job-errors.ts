// Analytics job outcomes a caller must tell apart: a result that is gone
// (60 minutes after completion) means "queue the report again"; a deadline means "poll later".
import { AdPublisherError } from "../errors";

/** The job's results are no longer available (deleted 60 minutes after completion): re-queue. */
export class JobExpiredError extends AdPublisherError {
  readonly jobId: string;
  constructor(jobId: string, detail: string, context: { method?: string; path?: string; status?: number } = {}) {
    super(`job ${jobId} has expired: ${detail}; queue the report again`, context);
    this.jobId = jobId;
  }
}

/** The job was not ready within the poll deadline; it may still finish (poll again with job(jobId)). */
export class JobTimeoutError extends AdPublisherError {
  readonly jobId: string;
  readonly lastState: "queued" | "running";
  readonly elapsedMs: number;
  constructor(jobId: string, lastState: "queued" | "running", elapsedMs: number) {
    const hint = lastState === "queued" ? " (still unknown to the service: it may not have started, or may have expired)" : "";
    super(`job ${jobId} was not ready after ${Math.round(elapsedMs / 1000)} s; last state ${lastState}${hint}`);
    this.jobId = jobId;
    this.lastState = lastState;
    this.elapsedMs = elapsedMs;
  }
}
