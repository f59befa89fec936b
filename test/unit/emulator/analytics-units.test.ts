// The emulator's analytics modules on their own: traffic cells, dates, parameters and encodings.
import { describe, expect, it } from "vitest";
import { campaignReport } from "../../../emulator/analytics/campaign-report";
import { appReport } from "../../../emulator/analytics/app-report";
import { appCountryReport } from "../../../emulator/analytics/appcountry-report";
import type { ReportApp, ReportContext } from "../../../emulator/analytics/report-context";
import { CellCache, cellsOfAppDay } from "../../../emulator/analytics/cells";
import { LocationLayouts } from "../../../emulator/analytics/locations";
import { dateInZone, isIsoDate, periodStart } from "../../../emulator/analytics/dates";
import { encodeCsv, encodeTsv } from "../../../emulator/analytics/encoders";
import { JobStore } from "../../../emulator/analytics/jobs";
import { collectParams } from "../../../emulator/analytics/params";
import type { ReportOutcome, Row } from "../../../emulator/analytics/outcome";

const apps: ReportApp[] = [
  { id: "app-a", name: "Alpha", platform: "ios", bundleId: "com.alpha", adLocations: [{ name: "Level End", adType: "interstitial" }] },
  { id: "app-b", name: "Beta", platform: "android", bundleId: "com.beta", adLocations: [] },
];
const cache = new CellCache();
const ctx: ReportContext = {
  apps: () => apps,
  cells: (app, date) => cache.cellsFor(app.id, date),
  layouts: new LocationLayouts(),
  now: () => Date.UTC(2024, 6, 1, 12) / 1000,
};

function rows(outcome: ReportOutcome): Row[] {
  if (outcome.kind !== "rows") throw new Error(`expected rows, got ${outcome.kind}`);
  return outcome.rows;
}
const sum = (rs: Row[], field: string) => rs.reduce((s, r) => s + Number(r[field]), 0);

describe("analytics pure modules", () => {
  it("keeps an app-day's cells once computed, the same as computing them again", () => {
    const own = new CellCache();
    const first = own.cellsFor("app-a", "2024-06-30");
    expect(first.length).toBeGreaterThan(0);
    expect(own.cellsFor("app-a", "2024-06-30")).toBe(first);
    expect(cellsOfAppDay("app-a", "2024-06-30")).toEqual(first);
    expect(cellsOfAppDay("app-b", "2024-06-30")).not.toEqual(first);
  });

  it("validates dates strictly", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate("2024-2-01")).toBe(false);
    expect(periodStart("2024-07-04", "weekly")).toBe("2024-07-01");
    expect(periodStart("2024-07-04", "monthly")).toBe("2024-07-01");
    expect(dateInZone(Date.UTC(2024, 6, 2, 3) / 1000, "PST")).toBe("2024-07-01");
    expect(dateInZone(Date.UTC(2024, 6, 2, 3) / 1000, "UTC")).toBe("2024-07-02");
  });

  it("merges query and JSON body, the body winning, and refuses a non-object body", () => {
    const merged = collectParams(new URLSearchParams("dateMin=2024-01-01&role=publisher"), '{"role":"advertiser","appIds":["a","b"]}');
    expect(merged).toEqual({ params: { dateMin: "2024-01-01", role: "advertiser", appIds: "a,b" } });
    expect(collectParams(new URLSearchParams(), "[1]")).toEqual({ errors: { body: "Must be a JSON object." } });
    expect(collectParams(new URLSearchParams(), "{oops")).toEqual({ errors: { body: "Invalid JSON." } });
  });

  it("reports missing dates, bad enumerations and reversed ranges by field", () => {
    const outcome = campaignReport({ dateMax: "2024-01-01", aggregate: "hourly", adTypeId: "2" }, "v5", ctx);
    expect(outcome).toEqual({
      kind: "invalid",
      errors: {
        dateMin: "Missing data for required field.",
        aggregate: "Must be one of: daily, weekly, monthly.",
        adTypeId: "Must be one of: 1, 4, 5, 7, 8, 9, 10.",
      },
    });
    expect(appReport({ dateMin: "2024-01-02", dateMax: "2024-01-01" }, "v5", ctx)).toEqual({
      kind: "invalid",
      errors: { dateMin: "Must not be after dateMax." },
    });
    expect(campaignReport({ dateMin: "2024-01-01", dateMax: "2024-01-01", campaignType: "network,exchange" }, "legacy", ctx).kind).toBe("invalid");
  });

  it("is deterministic and adds up the same across reports", () => {
    const q = { dateMin: "2024-06-01", dateMax: "2024-06-03" };
    const app1 = rows(appReport(q, "v5", ctx));
    expect(rows(appReport(q, "v5", ctx))).toEqual(app1);
    const byType = rows(appReport({ ...q, groupBy: "ad_type" }, "v5", ctx));
    const byLocation = rows(appReport({ ...q, groupBy: "ad_location" }, "v5", ctx));
    const campaigns = rows(campaignReport({ ...q, campaignType: "all" }, "v5", ctx));
    // App by country takes one campaign type per request (network brings exchange with it).
    const country = ["network", "direct_deal", "cross_promo", "mediation"].flatMap((campaignType) =>
      rows(appCountryReport({ ...q, campaignType, adLocation: "all" }, "v5", ctx)));
    const total = sum(app1, "impressionsDelivered");
    expect(total).toBeGreaterThan(0);
    expect(sum(byType, "impressionsDelivered")).toBe(total);
    expect(sum(byLocation, "impressionsDelivered")).toBe(total);
    expect(sum(campaigns, "impressionsDelivered")).toBe(total);
    expect(sum(country, "impressionsDelivered")).toBe(total);
    expect(new Set(country.map((r) => r.adLocation))).toEqual(new Set(["Level End", "Default"]));
  });

  it("has no data before the availability date or after today", () => {
    expect(rows(appCountryReport({ dateMin: "2020-06-01", dateMax: "2020-06-15" }, "v5", ctx))).toEqual([]);
    expect(rows(appReport({ dateMin: "2024-07-02", dateMax: "2024-07-09" }, "v5", ctx))).toEqual([]);
  });

  it("encodes TSV as UTF-16LE with a BOM and CSV with RFC 4180 quoting", () => {
    const table = { columns: ["a", "b"], rows: [["x,y", 1], ["tab\there", 'q"']] };
    const tsv = encodeTsv(table);
    expect([...tsv.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    expect(tsv.subarray(2).toString("utf16le")).toBe("a\tb\nx,y\t1\ntab here\tq\"\n");
    expect(encodeCsv(table).toString("utf8")).toBe('a,b\r\n"x,y",1\r\ntab\there,"q"""\r\n');
  });

  it("runs the job lifecycle on the given clock", () => {
    let now = 0;
    const store = new JobStore(() => now, () => "job-1");
    store.create({ columns: ["a"], rows: [] });
    expect(store.state("job-1").kind).toBe("unknown");
    now = 3_000;
    expect(store.state("job-1").kind).toBe("running");
    now = 6_000;
    expect(store.state("job-1").kind).toBe("ready");
    now = 5_000 + 3_600_000 - 1;
    expect(store.state("job-1").kind).toBe("ready");
    now = 5_000 + 3_600_000;
    expect(store.state("job-1").kind).toBe("unknown");
  });
});
