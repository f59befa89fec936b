// Every report argument rule is checked before any call, naming the argument and the rule, and
// no message holds a credential.
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import { InputValidationError } from "../../../provider/client";
import {
  type GetAppReportArgs, type GetCampaignReportArgs, type ReportOptions, getAppReport, getAppCountryReport, getCampaignReport, getInstallExport, getMediationReport, getMonetizationReport,
} from "../../../provider/reports";
import { JUNE, useReportEmulator } from "./support";

const env = useReportEmulator();

type Case = [rule: string, call: (options: ReportOptions) => Promise<unknown>, message: string];
const file = join(tmpdir(), "reports-rules-export.csv");

// Arguments are built loosely typed on purpose: these are the inputs a program with `any` or a
// YAML-like source can pass, which only the run-time rules catch.
const loose = <T>(value: Record<string, unknown>) => value as T;

const cases: Case[] = [
  ["required dateMin", (o) => getCampaignReport(loose<GetCampaignReportArgs>({ dateMax: "2024-06-04" }), o), "dateMin: is required (YYYY-MM-DD)"],
  ["required dateMax", (o) => getInstallExport(loose({ dateMin: "2024-06-03", path: file }), o), "dateMax: is required (YYYY-MM-DD)"],
  ["date format", (o) => getAppReport({ dateMin: "2024/06/03", dateMax: "2024-06-04" }, o), 'dateMin: must be a date in YYYY-MM-DD format (got "2024/06/03")'],
  ["calendar date", (o) => getMonetizationReport({ dateMin: "2024-02-30", dateMax: "2024-03-01" }, o), 'dateMin: must be a real calendar date (got "2024-02-30")'],
  ["date order", (o) => getAppCountryReport({ dateMin: "2024-06-05", dateMax: "2024-06-04" }, o), "dateMin: must not be after dateMax (got 2024-06-05 > 2024-06-04)"],
  ["groupBy enumeration", (o) => getAppReport(loose<GetAppReportArgs>({ ...JUNE, groupBy: "week" }), o), "groupBy: must be one of app, ad_type, date, ad_location, platform, campaign_type, country"],
  ["role enumeration", (o) => getAppCountryReport(loose({ ...JUNE, role: "both" }), o), 'role: must be one of advertiser, publisher (got "both")'],
  ["ad type ids", (o) => getCampaignReport(loose<GetCampaignReportArgs>({ ...JUNE, adTypeId: [2] }), o), "adTypeId[0]: must be one of 1, 4, 5, 7, 8, 9, 10 (got 2)"],
  ["legacy takes one campaign type", (o) => getCampaignReport({ ...JUNE, api: "legacy", campaignType: ["network", "exchange"] }, o), "campaignType: the legacy endpoint accepts one campaign type"],
  ["api enumeration", (o) => getMonetizationReport(loose({ ...JUNE, api: "v4" }), o), 'api: must be one of v5, legacy (got "v4")'],
  ["deadline", (o) => getCampaignReport({ ...JUNE, groupBy: "country", timeoutSeconds: 0 }, o), "timeoutSeconds: must be a positive number of seconds (got 0)"],
  ["export path required", (o) => getInstallExport(loose({ ...JUNE }), o), "path: is required: the file the export is written to"],
  ["export folder exists", (o) => getInstallExport({ ...JUNE, path: "/no/such/folder/x.csv" }, o), "path: must be in an existing folder (/no/such/folder does not exist)"],
  ["export format", (o) => getInstallExport(loose({ ...JUNE, path: file, format: "xlsx" }), o), 'format: must be one of csv, tsv (got "xlsx")'],
  ["mediation 30-day range", (o) => getMediationReport({ dateMin: "2024-05-01", dateMax: "2024-06-03" }, o), "dateMax: must be at most 30 days after dateMin (the range spans 33 days)"],
  ["mediation empty list", (o) => getMediationReport({ dimensions: [] }, o), "dimensions: must not be an empty list (omit it instead)"],
  ["bidding-only metric", (o) => getMediationReport({ metrics: ["win_rate"], filters: { networkType: "mediation" } }, o), "metrics: metric win_rate is bidding-only: it needs filters.networkType bidding (got mediation)"],
  ["mediation-only metric", (o) => getMediationReport({ metrics: ["responses"] }, o), "metrics: metric responses needs filters.networkType mediation (got none)"],
  ["mediation country", (o) => getMediationReport({ filters: { country: ["FIN"] } }, o), 'filters.country[0]: must be one of ARE'],
  ["mediation version", (o) => getMediationReport(loose({ version: "v3" }), o), 'version: must be one of v2, v1 (got "v3")'],
];

describe("every argument rule is checked before any call, naming the argument and the rule", () => {
  it.each(cases)("%s", async (_rule, call, message) => {
    const error = await call(env.emu.options()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputValidationError);
    expect((error as Error).message).toContain(message);
    expect(await env.emu.lines()).toEqual([]);
  });

  it("a typo in an argument name is refused rather than ignored", async () => {
    const error = await getAppReport(loose<GetAppReportArgs>({ ...JUNE, groupby: "date" }), env.emu.options()).catch((e: Error) => e);
    expect((error as Error).message).toContain("groupby: is not an argument of app report (v5)");
    expect(await env.emu.lines()).toEqual([]);
  });

  it("the message holds no credential", async () => {
    // Failures after the credentials reached the service: a refused user_signature cookie
    // (mediation v1), and a server error on a call whose query carries userSignature (legacy analytics).
    const c = env.emu.emulator.credentials;
    const wrong = "wrong-user-signature-7f3a";
    const refused = await getMediationReport({ version: "v1", ...JUNE }, env.emu.options({ config: env.emu.config({ legacyUserSignature: wrong }) }))
      .catch((e: unknown) => e);
    await env.emu.faults([{ method: "GET", path: "^/metrics/app$", times: 100, status: 500 }]);
    const failed = await getAppReport({ ...JUNE, api: "legacy", role: "publisher" }, env.emu.options()).catch((e: unknown) => e);
    const lines = await env.emu.lines();
    expect(lines[0]).toBe("POST /v1/publisher/metrics 401");
    expect(lines).toContain("GET /metrics/app 500");
    expect(refused).toMatchObject({ name: "AuthenticationError", status: 401 });
    expect(failed).toMatchObject({ name: "ServerError", status: 500 });
    for (const error of [refused, failed]) {
      const text = `${String(error)}\n${inspect(error, { depth: 5 })}`;
      for (const secret of [c.clientSecret, c.legacyUserSignature, wrong]) expect(text).not.toContain(secret);
    }
  });
});
