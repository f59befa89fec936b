// The deprecated report names (getApp the report): which call a program's arguments make.
import { afterEach, describe, expect, it, vi } from "vitest";
import * as adpublisher from "../../../provider";
import { sampleApp } from "../../support/emulator-client";
import { JUNE, useReportEmulator } from "./support";

// The old report names stay one minor version: same result as the new name, one warning per name
// per process. getApp with report arguments is the old app report; with lookup arguments the lookup.
const env = useReportEmulator();
const warnings = () => vi.spyOn(process, "emitWarning").mockImplementation(() => undefined);
afterEach(() => vi.restoreAllMocks());
// The mediation API times each answer; everything else must be identical.
const comparable = (report: unknown) => ({ ...(report as object), processTime: undefined, queryTime: undefined });

type Call = (options: adpublisher.ReportOptions) => Promise<unknown>;
const pairs: [old: string, renamed: string, oldCall: Call, newCall: Call][] = [
  ["getCampaign", "getCampaignReport", (o) => adpublisher.getCampaign({ ...JUNE }, o), (o) => adpublisher.getCampaignReport({ ...JUNE }, o)],
  ["getAppCountry", "getAppCountryReport", (o) => adpublisher.getAppCountry({ ...JUNE }, o), (o) => adpublisher.getAppCountryReport({ ...JUNE }, o)],
  ["getMonetization", "getMonetizationReport", (o) => adpublisher.getMonetization({ ...JUNE }, o), (o) => adpublisher.getMonetizationReport({ ...JUNE }, o)],
  ["getMediation", "getMediationReport", (o) => adpublisher.getMediation({ dateMin: "2024-06-03", dateMax: "2024-06-03" }, o), (o) => adpublisher.getMediationReport({ dateMin: "2024-06-03", dateMax: "2024-06-03" }, o)],
  ["getApp with report arguments (the app report)", "getAppReport", (o) => adpublisher.getApp({ ...JUNE, role: "publisher" }, o), (o) => adpublisher.getAppReport({ ...JUNE, role: "publisher" }, o)],
];

describe("deprecated report names", () => {
  it.each(pairs)("%s returns what %s returns and warns once", async (old, renamed, oldCall, newCall) => {
    const spy = warnings();
    const expected = await newCall(env.emu.options());
    expect(spy).not.toHaveBeenCalled();
    expect(comparable(await oldCall(env.emu.options()))).toEqual(comparable(expected));
    await oldCall(env.emu.options());
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0][0]).toBe(`${old} is deprecated: use ${renamed} (same arguments and result); ${old} will be removed in the next minor version.`);
    expect(spy.mock.calls[0][1]).toMatchObject({ type: "DeprecationWarning" });
  });

  it("getApp with lookup arguments is the lookup, and does not warn", async () => {
    const spy = warnings();
    const { id } = await env.emu.client().management.apps.create(sampleApp({ nickname: "Looked up" }));
    await env.emu.clearRequests();
    const app = await adpublisher.getApp({ id }, env.emu.options());
    expect(app).toMatchObject({ id, nickname: "Looked up" });
    expect(await env.emu.lines()).toEqual([`GET /v5/apps/${id} 200`]);
    expect(spy).not.toHaveBeenCalled();
  });

  it("a report argument beside lookup arguments makes it the report, whose rules then name the problem", async () => {
    warnings();
    const error = await adpublisher.getApp({ dateMin: "2024-06-03", id: "x" } as unknown as adpublisher.GetAppReportArgs, env.emu.options()).catch((e: Error) => e);
    expect((error as Error).message).toContain("dateMax: is required (YYYY-MM-DD)");
    expect(await env.emu.lines()).toEqual([]);
  });
});
