// The client's analytics jobs against the emulator: polling to readiness, streamed TSV and CSV
// results, and results gone after 60 minutes.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JobExpiredError, JobTimeoutError, createClient, type JobProgress } from "../../../provider/client";
import { useEmulatorClient } from "../../support/emulator-client";
import { JUNE, emulatorClock, reportConfig } from "./reports-support";
import { collect } from "../../support/collect";

const env = useEmulatorClient({ client: (emu) => createClient(reportConfig(emu)), clearRequests: true });
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "report-jobs-"));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

const noJitter = () => 0.5;
const jobLines = async () =>
  (await env.emu.requests())
    .filter((r) => r.path.includes("/jobs/"))
    .map((r) => `${(r.query as Record<string, string>).status === "true" ? "status" : "result"} ${r.status}`);

describe("the job lifecycle against the emulator", () => {
  it("polls through 404, not finished and created, streams the TSV rows, then finds the results gone after 60 minutes", async () => {
    const job = await env.client.analytics.campaign({ ...JUNE, groupBy: "country" });
    const clock = emulatorClock(env.emu);
    const progress: JobProgress[] = [];
    const ready = await job.wait({ clock, random: noJitter, onProgress: (p) => progress.push(p) });

    // Waits of 1 s, 2 s, 4 s on the emulator clock: t=0 404, t=1 404, t=3 running, t=7 ready.
    expect(progress.map((p) => [p.state, p.attempts, p.elapsedMs])).toEqual([
      ["queued", 1, 0], ["queued", 2, 1000], ["running", 3, 3000], ["ready", 4, 7000],
    ]);
    expect(ready).toEqual(progress[3]);
    expect(clock.sleeps).toEqual([1000, 2000, 4000]);
    expect(await jobLines()).toEqual(["status 404", "status 404", "status 200", "status 201"]);

    const rows = [];
    for await (const row of job.rows()) rows.push(row);
    expect(rows.length).toBeGreaterThan(10);
    expect(Object.keys(rows[0])).toEqual(expect.arrayContaining(["dt", "campaignId", "impressionsDelivered", "country"]));
    expect(rows.every((row) => row.dt === "2024-06-03" || row.dt === "2024-06-04")).toBe(true);
    expect((await jobLines()).at(-1)).toBe("result 200");

    await env.emu.advanceClock(3600);
    const gone = await collect(job.rows()).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(JobExpiredError);
    expect(gone).toMatchObject({ jobId: job.jobId, status: 404 });
    await expect(job.status()).rejects.toThrow(JobExpiredError);
  });

  it("the CSV format and a file download of the install export", async () => {
    const job = await env.client.analytics.install({ ...JUNE, role: "publisher" });
    await job.wait({ clock: emulatorClock(env.emu), random: noJitter });
    const path = join(dir, "installs.csv");
    const summary = await job.download(path, { format: "csv" });
    expect(summary.path).toBe(path);
    expect(summary.columns.slice(0, 4)).toEqual(["Ad Type", "Country", "Click Timestamp", "Date"]);
    expect(summary.rows).toBeGreaterThan(0);
    const bytes = await readFile(path);
    expect(bytes.length).toBe(summary.bytes);
    expect(bytes.toString("utf8").split("\r\n").filter(Boolean)).toHaveLength(summary.rows + 1);
    const logged = (await env.emu.requests()).filter((r) => r.path.includes("/jobs/")).at(-1);
    expect(logged?.query).toEqual({ csv_format: "CSV" });

    const rows = await collect(job.rows({ format: "csv" }));
    expect(rows).toHaveLength(summary.rows);
    expect(rows[0]["Click Timestamp"]).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
  });

  it("rows() waits for readiness by itself, and a re-attached handle reads the same result", async () => {
    const queued = await env.client.analytics.campaign({ ...JUNE, groupBy: "app" });
    const again = env.client.analytics.job(queued.jobId);
    const rows = await collect(again.rows({ poll: { clock: emulatorClock(env.emu), random: noJitter } }));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toHaveProperty("appId");
  });

  it("a deadline gives a JobTimeoutError that names the last state", async () => {
    const job = await env.client.analytics.campaign({ ...JUNE, groupBy: "app,creative" });
    const error = await job.wait({ clock: emulatorClock(env.emu), random: noJitter, timeoutMs: 1500 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobTimeoutError);
    expect(error).toMatchObject({ jobId: job.jobId, lastState: "queued" });
  });
});

