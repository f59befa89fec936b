// The analytics report data sources against the emulator: defaults sent, typed rows and totals.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAppReport, getAppCountryReport, getCampaignReport, getInstallExport, getMonetizationReport } from "../../../provider/reports";
import { JUNE, useReportEmulator } from "./support";

const env = useReportEmulator();

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "reports-ds-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const queryOf = async (path: string) => (await env.emu.requests()).find((r) => r.path === path)?.query;
const sum = (rows: object[], field: string) =>
  Math.round(rows.reduce((total, row) => total + Number((row as Record<string, unknown>)[field]), 0) * 100) / 100;

describe("synchronous analytics reports (v5)", () => {
  it("campaign: sends the API's defaults, returns typed rows and their totals", async () => {
    const report = await getCampaignReport({ ...JUNE, role: "publisher" }, env.emu.options());
    expect(report.api).toBe("v5");
    expect(report.jobId).toBeUndefined();
    expect(report.rows.length).toBeGreaterThan(0);
    expect(typeof report.rows[0].impressionsDelivered).toBe("number");
    expect(report.rows.every((row) => row.role === "publisher")).toBe(true);
    expect(report.summary.rows).toBe(report.rows.length);
    expect(report.summary.totals.moneyEarned).toBe(sum(report.rows, "moneyEarned"));
    expect(report.summary.totals).not.toHaveProperty("ecpmEarned");
    expect(await queryOf("/v5/analytics/campaign")).toMatchObject({
      ...JUNE, aggregate: "daily", campaignType: "network", timezone: "PST", role: "publisher",
    });
  });

  it("a range that starts before the first day with data works: those days have no rows", async () => {
    // App by country has data from 2020-06-16 ; the API does not say earlier days fail.
    const report = await getAppCountryReport({ dateMin: "2020-06-14", dateMax: "2020-06-17" }, env.emu.options());
    expect(new Set(report.rows.map((row) => row.dt))).toEqual(new Set(["2020-06-16", "2020-06-17"]));
    const both = await getCampaignReport({ dateMin: "2017-12-30", dateMax: "2018-01-02", role: "both" }, env.emu.options());
    expect(new Set(both.rows.map((row) => row.dt))).toEqual(new Set(["2018-01-01", "2018-01-02"]));
    expect((await queryOf("/v5/analytics/campaign"))?.role).toBeUndefined();
  });

  it("app: rows per grouping (country has the role-free money, the others moneyEarned)", async () => {
    const byCountry = await getAppReport({ ...JUNE, groupBy: "country" }, env.emu.options());
    expect(byCountry.rows.length).toBeGreaterThan(0);
    expect(byCountry.rows.every((row) => typeof row.money === "number" && typeof row.country === "string")).toBe(true);
    expect(byCountry.summary.totals.money).toBe(sum(byCountry.rows, "money"));
    const byDate = await getAppReport({ ...JUNE, groupBy: "date", role: "publisher" }, env.emu.options());
    expect(byDate.rows.map((row) => row.dt).sort()).toEqual(["2024-06-03", "2024-06-04"]);
    expect(byDate.summary.totals.moneyEarned).toBe(byCountry.summary.totals.money);
    expect(await queryOf("/v5/analytics/app")).toMatchObject({ aggregate: "daily", groupBy: "country" });
  });

  it("app-by-country: role publisher and timezone pst unless given; campaignType left to the service", async () => {
    const report = await getAppCountryReport({ ...JUNE }, env.emu.options());
    expect(report.rows.length).toBeGreaterThan(0);
    expect(report.rows[0]).toHaveProperty("CountryCode");
    expect(report.summary.totals.impressionsDelivered).toBe(sum(report.rows, "impressionsDelivered"));
    const query = await queryOf("/v5/analytics/appcountry");
    expect(query).toMatchObject({ role: "publisher", timezone: "pst" });
    expect(query).not.toHaveProperty("campaignType");
  });

  it("monetization: role advertiser by default", async () => {
    const report = await getMonetizationReport({ ...JUNE, appIds: ["a08ff49b6f772632716c4306"] }, env.emu.options());
    expect(report.rows.length).toBeGreaterThan(0);
    expect(report.rows[0]).toHaveProperty("app_id");
    expect(Object.keys(report.summary.totals).sort()).toEqual(["ad_spend", "ad_spend_d1"]);
    expect(await queryOf("/v5/analytics/monetization")).toMatchObject({ role: "advertiser", appIds: "a08ff49b6f772632716c4306" });
  });
});

describe("the legacy family (api: legacy)", () => {
  it("asks /metrics with the user id and signature, and reports the same numbers", async () => {
    const legacy = await getAppReport({ ...JUNE, api: "legacy", role: "publisher" }, env.emu.options());
    const v5 = await getAppReport({ ...JUNE, role: "publisher" }, env.emu.options());
    expect(legacy.api).toBe("legacy");
    expect(legacy.summary).toEqual(v5.summary);
    const query = await queryOf("/metrics/app");
    expect(query).toMatchObject({ userId: env.emu.emulator.credentials.legacyUserId });
    expect(query).toHaveProperty("userSignature");
  });

  it("without the legacy settings it fails before any call, naming the keys and variables", async () => {
    const options = env.emu.options({ config: env.emu.config({ legacyAnalyticsUrl: undefined, legacyUserSignature: undefined }) });
    await expect(getMonetizationReport({ ...JUNE, api: "legacy" }, options)).rejects.toThrow(
      "the monetization report (legacy) needs adpublisher:legacyAnalyticsUrl (or ADPUBLISHER_LEGACY_ANALYTICS_URL), adpublisher:legacyUserSignature (or ADPUBLISHER_LEGACY_USER_SIGNATURE): not set",
    );
    expect(await env.emu.lines()).toEqual([]);
  });
});

describe("the install export", () => {
  it("streams the job's CSV to the given file and returns only a summary", async () => {
    const path = join(dir, "installs.csv");
    const options = env.emu.options();
    const summary = await getInstallExport({ ...JUNE, role: "publisher", path }, options);
    expect(summary).toMatchObject({ api: "v5", path, requeued: false });
    expect(summary).not.toHaveProperty("data");
    expect(summary.columns.slice(0, 4)).toEqual(["Ad Type", "Country", "Click Timestamp", "Date"]);
    const text = await readFile(path, "utf8");
    expect(Buffer.byteLength(text)).toBe(summary.bytes);
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(summary.rows + 1);
    expect(summary.rows).toBeGreaterThan(0);
    const result = (await env.emu.requests()).filter((r) => r.path.includes("/jobs/")).at(-1);
    expect(result).toMatchObject({ status: 200, query: { csv_format: "CSV" } });
    expect(options.progress.at(-1)).toBe(`install export (v5): job ${summary.jobId} done`);
  });
});
