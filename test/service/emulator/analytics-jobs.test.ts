// The emulator's analytics jobs over HTTP: their lifecycle on the emulator clock, TSV and CSV
// results, and the install export.
import { describe, expect, it } from "vitest";
import { decodeCsv, decodeTsv, legacyAuth } from "./reports-support";
import { type Row, useEmulator } from "../../support/emulator";

const ctx = useEmulator({ reset: true });
const RANGE = "dateMin=2024-06-03&dateMax=2024-06-04";

async function fetchJob(path: string, token?: string) {
  const res = await fetch(`${ctx.emu.url}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: res.status, type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) };
}

async function queue(path: string, token: string): Promise<string> {
  const res = await ctx.emu.api<{ jobId: string }>("GET", path, { token });
  expect(res.status).toBe(202);
  expect(Object.keys(res.body)).toEqual(["jobId"]);
  return res.body.jobId;
}

describe("analytics jobs", () => {
  it("walks the whole lifecycle on the emulator clock", async () => {
    const token = await ctx.emu.token();
    const jobId = await queue(`/v5/analytics/campaign?${RANGE}&groupBy=app`, token);
    const job = `/v5/analytics/jobs/${jobId}`;

    const early = await ctx.emu.api("GET", job, { token });
    expect(early.status).toBe(404);
    expect(early.body).toEqual({ code: 404, name: "Not Found", description: `Job ${jobId} not found` });

    await ctx.emu.advanceClock(2);
    const running = await ctx.emu.api("GET", job, { token });
    expect(running.status).toBe(200);
    expect(running.body).toEqual({ status: "running", message: "Job is not finished yet" });
    expect((await ctx.emu.api("GET", `${job}?status=true`, { token })).status).toBe(200);

    await ctx.emu.advanceClock(3);
    const ready = await ctx.emu.api("GET", `${job}?status=true`, { token });
    expect(ready.status).toBe(201);
    expect(ready.body).toEqual({ status: "created" });

    const result = await fetchJob(job, token);
    expect(result.status).toBe(200);
    expect(result.type).toBe("text/tab-separated-values;charset=UTF-16LE");
    const [header, ...rows] = decodeTsv(result.bytes);
    expect(header).toContain("appId");
    expect(header).toContain("impressionsDelivered");
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r[header!.indexOf("dt")]))).toEqual(new Set(["2024-06-03", "2024-06-04"]));

    await ctx.emu.advanceClock(3599);
    expect((await fetchJob(job, token)).status).toBe(200);
    await ctx.emu.advanceClock(1);
    const gone = await ctx.emu.api("GET", job, { token });
    expect(gone.status).toBe(404);
  });

  it("serves the same table as UTF-8 CSV with csv_format=CSV", async () => {
    const token = await ctx.emu.token();
    const jobId = await queue(`/v5/analytics/campaign?${RANGE}&groupBy=country`, token);
    await ctx.emu.advanceClock(5);
    const tsv = decodeTsv((await fetchJob(`/v5/analytics/jobs/${jobId}`, token)).bytes);
    const csv = await fetchJob(`/v5/analytics/jobs/${jobId}?csv_format=CSV`, token);
    expect(csv.type).toBe("text/csv;charset=utf-8");
    expect(csv.bytes[0]).not.toBe(0xef);
    expect(decodeCsv(csv.bytes.toString("utf8"))).toEqual(tsv);
    expect(tsv[0]).toContain("country");
  });

  it("runs the install export as a job whose result is always CSV, one line per delivered install", async () => {
    const token = await ctx.emu.token();
    const jobId = await queue(`/v5/analytics/install?${RANGE}`, token);
    await ctx.emu.advanceClock(5);
    const result = await fetchJob(`/v5/analytics/jobs/${jobId}`, token);
    expect(result.type).toBe("text/csv;charset=utf-8");
    const [header, ...rows] = decodeCsv(result.bytes.toString("utf8"));
    expect(header).toEqual([
      "Ad Type", "Country", "Click Timestamp", "Date", "From App Bundle", "From App ID", "From App Name", "From App Platform",
      "From Campaign ID", "From Campaign Name", "From Campaign Type", "To App Bundle", "To App ID", "To App Name",
      "To App Platform", "To Campaign Target", "To Campaign ID", "To Campaign Name", "To Campaign Type", "UUID", "IFA",
      "GAID", "MAC", "Model", "OS", "Cost Type", "Cost Value",
    ]);
    const app = await ctx.emu.api<Row[]>("GET", `/v5/analytics/app?${RANGE}&groupBy=campaign_type`, { token });
    const delivered = app.body.reduce((s, r) => s + Number(r.installDelivered), 0);
    expect(rows).toHaveLength(delivered);
    expect(rows[0]![3]).toMatch(/^0[34]-06-2024 \d{2}:\d{2}:\d{2}$/);
    expect(rows[0]![22]).toBe("");
  });

  it("queues with 202 on the legacy endpoints and serves the job there too", async () => {
    const auth = legacyAuth(ctx.emu);
    const res = await ctx.emu.call("GET", `/metrics/campaign?${RANGE}&groupBy=app,creative&${auth}`);
    expect(res.status).toBe(202);
    await ctx.emu.advanceClock(5);
    const status = await ctx.emu.call("GET", `/metrics/jobs/${res.body.jobId}?status=true&${auth}`);
    expect(status.status).toBe(201);
    const unauthenticated = await ctx.emu.call("GET", `/metrics/jobs/${res.body.jobId}`);
    expect(unauthenticated.status).toBe(401);
  });

  it("keeps synchronous groupings synchronous and forgets jobs on reset", async () => {
    const token = await ctx.emu.token();
    const sync = await ctx.emu.api<Row[]>("GET", `/v5/analytics/campaign?${RANGE}&groupBy=target_creative`, { token });
    expect(sync.status).toBe(200);
    expect(sync.body[0]!.creative).toMatch(/^creative-/);
    const jobId = await queue(`/v5/analytics/campaign?${RANGE}&groupBy=app`, token);
    await ctx.emu.call("POST", "/_emulator/reset");
    await ctx.emu.advanceClock(5);
    expect((await ctx.emu.api("GET", `/v5/analytics/jobs/${jobId}`)).status).toBe(404);
  });
});

describe("empty job results", () => {
  it("still carry the header line", async () => {
    const token = await ctx.emu.token();
    const jobId = await queue(`/v5/analytics/campaign?${RANGE}&groupBy=app&role=advertiser`, token);
    await ctx.emu.advanceClock(5);
    const rows = decodeTsv((await fetchJob(`/v5/analytics/jobs/${jobId}`, token)).bytes);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain("impressionsDelivered");
    expect(rows[0]!.slice(-2)).toEqual(["appId", "app"]);
  });
});
