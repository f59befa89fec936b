// Queued campaign groupings through the job lifecycle: polling, logging each step, and a job that
// expires while polled.
import { describe, expect, it } from "vitest";
import { JobExpiredError, JobTimeoutError } from "../../../provider/client";
import { getCampaignReport } from "../../../provider/reports";
import { JUNE, useReportEmulator } from "./support";

const env = useReportEmulator();

/** "queue", "status <code>" or "result <code>" per analytics request, in order. */
const jobLines = async () =>
  (await env.emu.requests())
    .filter((r) => r.path.startsWith("/v5/analytics/"))
    .map((r) => (r.path.includes("/jobs/") ? `${r.query.status === "true" ? "status" : "result"} ${r.status}` : `queue ${r.status}`));

describe("queued campaign groupings through the job lifecycle", () => {
  it("polls 404, not finished, created, reads the result, and logs each step", async () => {
    const clock = env.emu.clock();
    const options = env.emu.options({ clock });
    const report = await getCampaignReport({ ...JUNE, groupBy: "country" }, options);
    expect(await jobLines()).toEqual(["queue 202", "status 404", "status 404", "status 200", "status 201", "result 200"]);
    expect(clock.sleeps).toEqual([1000, 2000, 4000]);
    const id = report.jobId;
    expect(options.progress).toEqual([
      `campaign report (v5, groupBy country): job ${id} queued`,
      `campaign report (v5, groupBy country): job ${id} running after 3 s (status call 3)`,
      `campaign report (v5, groupBy country): job ${id} ready after 7 s (status call 4)`,
      `campaign report (v5, groupBy country): job ${id} done`,
    ]);
    expect(report.requeued).toBe(false);
    expect(report.rows.length).toBeGreaterThan(0);
    expect(report.rows.every((row) => typeof row.country === "string" && typeof row.impressionsDelivered === "string")).toBe(true);
    const total = report.rows.reduce((sum, row) => sum + Number(row.impressionsDelivered), 0);
    expect(report.summary.totals.impressionsDelivered).toBe(total);
  });

  it("a job that expires while polled is queued again once, and the report completes", async () => {
    // The third wait jumps an hour: the job, seen running, is gone (404) at the next status call.
    const options = env.emu.options({ clock: env.emu.clock({ 3: 3700 }) });
    const report = await getCampaignReport({ ...JUNE, groupBy: "app" }, options);
    expect(report.requeued).toBe(true);
    expect(await jobLines()).toEqual([
      "queue 202", "status 404", "status 404", "status 200", "status 404",
      "queue 202", "status 404", "status 404", "status 200", "status 201", "result 200",
    ]);
    expect(options.progress.filter((line) => line.includes("expired"))).toHaveLength(1);
    expect(options.progress.at(-1)).toBe(`campaign report (v5, groupBy app): job ${report.jobId} done`);
    expect(report.rows.length).toBeGreaterThan(0);
  });

  it("a second expiry in the same run fails with JobExpiredError", async () => {
    const options = env.emu.options({ clock: env.emu.clock({ 3: 3700, 6: 3700 }) });
    const error = await getCampaignReport({ ...JUNE, groupBy: "app,creative" }, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobExpiredError);
    expect((error as Error).message).toMatch(/^job .+ has expired: the service no longer knows it \(404\); queue the report again$/);
    expect((await jobLines()).filter((line) => line.startsWith("queue"))).toHaveLength(2);
  });

  it("the caller's deadline (timeoutSeconds) ends the wait with JobTimeoutError", async () => {
    const error = await getCampaignReport({ ...JUNE, groupBy: "country", timeoutSeconds: 2 }, env.emu.options()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobTimeoutError);
    expect(error).toMatchObject({ lastState: "running" });
    expect((error as Error).message).toMatch(/was not ready after 2 s; last state running/);
    expect((await jobLines()).filter((line) => line.startsWith("result"))).toEqual([]);
  });
});
