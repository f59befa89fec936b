// The analytics API's asynchronous job lifecycle (queued, ready, deleted), on the emulator clock.
// The API gives no delays; ours: a job is unknown (404) for its first 2 seconds, running
// (200, not finished) until 5 seconds, then ready (201 on ?status=true, results on the plain
// call) for 60 minutes, then deleted (404 again).
import type { Table } from "./outcome";

export const JOB_INITIALIZED_AFTER_SECONDS = 2;
export const JOB_FINISHED_AFTER_SECONDS = 5;
export const JOB_RESULT_LIFETIME_SECONDS = 3600;

export interface Job {
  id: string;
  createdAtMs: number;
  table: Table;
  /** Install exports: always CSV. */
  csvOnly: boolean;
  /** csv_format=CSV was given on the report request; the jobs call can also ask for it. */
  csvRequested: boolean;
}

export type JobState =
  | { kind: "unknown" }
  | { kind: "running"; job: Job }
  | { kind: "ready"; job: Job };

export class JobStore {
  private readonly jobs = new Map<string, Job>();

  constructor(
    private readonly nowMs: () => number,
    private readonly newId: () => string,
  ) {}

  create(table: Table, opts: { csvOnly?: boolean; csvRequested?: boolean } = {}): Job {
    const job: Job = { id: this.newId(), createdAtMs: this.nowMs(), table, csvOnly: opts.csvOnly ?? false, csvRequested: opts.csvRequested ?? false };
    this.jobs.set(job.id, job);
    return job;
  }

  state(id: string): JobState {
    const job = this.jobs.get(id);
    if (!job) return { kind: "unknown" };
    const age = (this.nowMs() - job.createdAtMs) / 1000;
    if (age >= JOB_FINISHED_AFTER_SECONDS + JOB_RESULT_LIFETIME_SECONDS) {
      this.jobs.delete(id);
      return { kind: "unknown" };
    }
    if (age < JOB_INITIALIZED_AFTER_SECONDS) return { kind: "unknown" };
    if (age < JOB_FINISHED_AFTER_SECONDS) return { kind: "running", job };
    return { kind: "ready", job };
  }
}
