// The function registry: every report and lookup once under Pulumi's token convention, and the
// deprecated report names beside their new ones.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as adpublisher from "../../../provider";
import { FUNCTIONS, findFunction } from "../../../provider/function-registry";
import { fieldDocs } from "../../../provider/models/field-docs";
import { GetAppArgsSchema } from "../../../provider/lookups/schemas";
import { createRuntimeContext, type RuntimeContext } from "../../../provider/runtime/runtime-context";
import { sampleApp } from "../../support/emulator-client";
import { JUNE, useReportEmulator } from "../reports/support";

const env = useReportEmulator();

const REPORTS = ["getCampaignReport", "getAppReport", "getAppCountryReport", "getMonetizationReport", "getMediationReport", "getInstallExport"];
const LOOKUPS = ["getApp", "getApps", "getAdLocations", "getBlockList", "getBlockLists", "getMonetizationSettings"];
const DEPRECATED: Record<string, string> = {
  getCampaign: "getCampaignReport", getAppCountry: "getAppCountryReport", getMonetization: "getMonetizationReport", getMediation: "getMediationReport",
};
const token = (name: string) => `adpublisher:index:${name}`;
const definition = (name: string) => {
  const found = findFunction(token(name));
  if (!found) throw new Error(`no function ${name}`);
  return found;
};

/** What the plugin's Configure builds: a runtime context on the stack's `adpublisher:*` config. */
function configureLikeThePlugin(): RuntimeContext {
  const config = env.emu.config() as unknown as Record<string, unknown>;
  return createRuntimeContext({ source: { get: (key) => config[key.replace(/^adpublisher:/, "")] as string | undefined }, env: {} });
}

describe("the function registry", () => {
  it("holds every report and lookup once, and the old report names, under tokens that follow Pulumi's convention", () => {
    const tokens = FUNCTIONS.map((f) => f.token);
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const t of tokens) expect(t).toMatch(/^adpublisher:index:get[A-Z]\w+$/);
    expect([...tokens].sort()).toEqual([...REPORTS, ...LOOKUPS, ...Object.keys(DEPRECATED)].map(token).sort());
    for (const f of FUNCTIONS) expect(f.description.length).toBeGreaterThan(20);
  });

  it("marks only the old report names deprecated, each sharing the renamed entry's schemas and run", () => {
    for (const f of FUNCTIONS) {
      const name = f.token.slice("adpublisher:index:".length);
      const renamed = DEPRECATED[name];
      if (!renamed) {
        expect(f.deprecationMessage, name).toBeUndefined();
        continue;
      }
      expect(f.deprecationMessage).toBe(`${name} was renamed ${renamed}; the old name will be removed in the next minor version.`);
      const current = definition(renamed);
      expect(f.run).toBe(current.run);
      expect(f.args).toBe(current.args);
      expect(f.result).toBe(current.result);
    }
  });

  it("gives the token adpublisher:index:getApp to the app lookup", () => {
    expect(definition("getApp").args).toBe(GetAppArgsSchema);
    expect(definition("getApp").deprecationMessage).toBeUndefined();
  });

  it("describes every argument and result as a JSON schema object (what schema.json derives inputs and outputs from)", () => {
    for (const f of FUNCTIONS) {
      // The package keeps its descriptions in its own registry (provider/models/field-docs.ts).
      const args = z.toJSONSchema(f.args, { io: "input", unrepresentable: "any", metadata: fieldDocs }) as { type?: string; properties?: Record<string, { description?: string }> };
      const result = z.toJSONSchema(f.result, { io: "output", unrepresentable: "any", metadata: fieldDocs }) as { type?: string; properties?: object };
      expect(args.type, f.token).toBe("object");
      expect(Object.keys(args.properties ?? {}).length, f.token).toBeGreaterThan(0);
      for (const [name, property] of Object.entries(args.properties ?? {})) expect(property.description, `${f.token} ${name}`).toBeTruthy();
      expect(result.type, f.token).toBe("object");
      expect(Object.keys(result.properties ?? {}).length, f.token).toBeGreaterThan(0);
    }
  });
});

describe("each registry entry runs the TypeScript data source's implementation", () => {
  type Face = (args: never, options: adpublisher.ReportOptions) => Promise<unknown>;
  const faces: Record<string, Face> = {
    getApp: adpublisher.getApp as Face, getApps: adpublisher.getApps as Face, getAdLocations: adpublisher.getAdLocations as Face,
    getBlockList: adpublisher.getBlockList as Face, getBlockLists: adpublisher.getBlockLists as Face,
    getMonetizationSettings: adpublisher.getMonetizationSettings as Face, getAppReport: adpublisher.getAppReport as Face,
    getAppCountryReport: adpublisher.getAppCountryReport as Face, getMonetizationReport: adpublisher.getMonetizationReport as Face,
    getMediationReport: adpublisher.getMediationReport as Face, getCampaignReport: adpublisher.getCampaignReport as Face,
    getInstallExport: adpublisher.getInstallExport as Face,
  };
  const strip = (value: unknown) => ({ ...(value as object), processTime: undefined, queryTime: undefined });

  it("the same result from the registry (settings from Configure) as from getX (settings from the program)", async () => {
    const management = env.emu.client().management;
    const appId = (await management.apps.create(sampleApp({ nickname: "Registry" }))).id;
    await management.adLocations.create(appId, { name: "Menu", adType: "banner", type: "bidding" });
    const { id: listId } = await management.lists.create({ title: "Registry", type: "iab_content_taxonomy_1.0_service_default", elements: ["IAB9-7"] });
    const calls: [string, Record<string, unknown>][] = [
      ["getApp", { nickname: "Registry", platform: "ios" }], ["getApps", { keywordFilter: "Registry" }], ["getAdLocations", { appId }],
      ["getBlockList", { id: listId }], ["getBlockLists", { summary: true }], ["getMonetizationSettings", { appId }],
      ["getAppReport", { ...JUNE, groupBy: "date" }], ["getAppCountryReport", { ...JUNE }], ["getMonetizationReport", { ...JUNE }],
      ["getMediationReport", { dateMin: "2024-06-03", dateMax: "2024-06-03", dimensions: ["date"] }], ["getCampaignReport", { ...JUNE, groupBy: "date" }],
    ];
    for (const [name, args] of calls) {
      const fromProgram = await faces[name](args as never, { config: env.emu.config() });
      const fromPlugin = await definition(name).run(args, configureLikeThePlugin());
      expect(strip(fromPlugin), name).toEqual(strip(fromProgram));
    }
  });

  const badCalls: [string, Record<string, unknown>, string][] = [
    ["getApp", { nickname: "Registry" }, "invalid getApp arguments: platform: is required (with nickname) when id is not given"],
    ["getAdLocations", { appId: "a1", typeFilter: "cpm" }, "invalid getAdLocations arguments: typeFilter: must be one of bidding, fixed_cpm, auto_cpm, cross_promo, mock_response"],
    ["getBlockLists", { limit: 5 }, "invalid getBlockLists arguments: limit: is not a known field"],
    ["getAppReport", { ...JUNE, groupBy: "week" }, 'invalid getAppReport arguments: groupBy: must be one of app, ad_type, date, ad_location, platform, campaign_type, country (got "week")'],
    ["getCampaignReport", { dateMax: "2024-06-04" }, "invalid getCampaignReport arguments: dateMin: is required (YYYY-MM-DD)"],
    ["getMediationReport", { version: "v3" }, 'invalid getMediationReport arguments: version: must be one of v2, v1 (got "v3")'],
    ["getInstallExport", { ...JUNE }, "invalid getInstallExport arguments: path: is required: the file the export is written to"],
    ["getAppCountryReport", { dateMin: "2024-06-05", dateMax: "2024-06-04" }, "dateMin: must not be after dateMax (got 2024-06-05 > 2024-06-04)"],
  ];
  it.each(badCalls)("%s refuses the same bad arguments with the same message, before any call, in both faces", async (name, args, message) => {
    await env.emu.clearRequests();
    const fromPlugin = await definition(name).run(args, configureLikeThePlugin()).catch((e: Error) => e);
    const fromProgram = await faces[name](args as never, { config: env.emu.config() }).catch((e: Error) => e);
    expect(fromPlugin).toBeInstanceOf(adpublisher.InputValidationError);
    expect((fromPlugin as Error).message).toContain(message);
    expect((fromProgram as Error).message).toBe((fromPlugin as Error).message);
    expect(await env.emu.lines()).toEqual([]);
  });
});
