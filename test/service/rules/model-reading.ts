// The models' reading of a case: the resource handlers' `check` (what `pulumi preview` runs) for
// resource inputs, the client's pre-send schemas for PATCH bodies, and the report and S2S argument
// checks the data sources and the client run before any call.
import type { z } from "zod";
import {
  AdLocationListFiltersSchema, AdLocationUpdateInputSchema, AppListQuerySchema, AppUpdateInputSchema, BlockListQuerySchema,
  adLocationUpdateIssues, formatIssues, isLiveTransitionIssues, type AdLocationUpdateInput,
} from "../../../provider/models";
import {
  allTimeReportArgs, appCountryReportArgs, appOpenArgs, appReportArgs, attributedInstallArgs, campaignReportArgs,
  installExportArgs, mediationReportArgs, monetizationReportArgs, purchaseArgs,
} from "../../../provider/models/reports";
import { findFunction } from "../../../provider/function-registry";
import { adLocationDefinition } from "../../../provider/resources/ad-location/definition";
import { appDefinition } from "../../../provider/resources/app/definition";
import { blockListDefinition } from "../../../provider/resources/block-list/definition";
import { monetizationSettingsDefinition } from "../../../provider/resources/monetization-settings/definition";
import { engineHandler, type EngineHandler } from "../../../provider/resources/engine-handler";
import { failurePath, failureRule } from "../../../provider/resources/common/check";
import type { Given, Input, RuleCase, Verdict } from "./case";
import { createRuntimeContext } from "../../../provider/runtime/runtime-context";
const realAdLocationHandler = engineHandler(adLocationDefinition, createRuntimeContext());
/**
 * The input rules of a location, as check applies them to an unchanged one: check of a new or
 * renamed location also reads its app's locations (test/e2e/preview-refusals.test.ts).
 */
const adLocationHandler: EngineHandler = {
  ...realAdLocationHandler,
  check: (olds, news) => realAdLocationHandler.check({ ...olds, appId: news.appId, name: news.name, adType: news.adType }, news),
};
const appHandler = engineHandler(appDefinition, createRuntimeContext());
const blockListHandler = engineHandler(blockListDefinition, createRuntimeContext());
const monetizationSettingsHandler = engineHandler(monetizationSettingsDefinition, createRuntimeContext());

type Issue = { property: string; message: string };
type Reading = (input: Input, given: Given) => Promise<Issue[]> | Issue[];

/** "<path>: <rule>" as formatIssues and the state rules write it. */
const fromLine = (line: string): Issue => {
  const at = line.indexOf(": ");
  return { property: line.slice(0, at), message: line.slice(at + 2) };
};

const schema = (s: z.ZodType, extra: (input: Input, given: Given) => string[] = () => []): Reading => (input, given) => {
  const result = s.safeParse(input);
  const lines = result.success ? extra(input, given) : formatIssues(result.error);
  return lines.map(fromLine);
};

/**
 * A data source's arguments pass two gates before any call: the registry's schema (what the plugin's
 * Invoke and the TypeScript getX check first) and then the model. Both belong to the models'
 * reading, so a refusal by either counts.
 */
const dataSource = (name: string, fixed: Input, model: Reading): Reading => async (input, given) => {
  const definition = findFunction(`adpublisher:index:${name}`);
  if (!definition) throw new Error(`no function ${name} in the registry`);
  const gate = definition.args.safeParse({ ...fixed, ...input });
  return gate.success ? model(input, given) : formatIssues(gate.error).map(fromLine);
};

/** What `pulumi preview` runs: the handler's check on the program's inputs (olds empty: a create). */
const preview = (handler: EngineHandler, context: Input = {}): Reading => async (input) => {
  const result = await handler.check({}, { ...context, ...input });
  return (result.failures ?? []).map((f) => ({ property: failurePath(f), message: failureRule(f) }));
};

const APP = { appId: "app-under-check" };

const READINGS: Record<string, Reading> = {
  "GET /apps": schema(AppListQuerySchema),
  "GET /lists": schema(BlockListQuerySchema),
  "GET /apps/{app_id}/ad-locations": schema(AdLocationListFiltersSchema),
  "POST /apps": preview(appHandler),
  "PATCH /apps/{app_id}": schema(AppUpdateInputSchema, (input, given) => isLiveTransitionIssues(given.appIsLive === true, input)),
  "POST /apps/{app_id}/ad-locations": preview(adLocationHandler, APP),
  "PATCH /apps/{app_id}/ad-locations/{uuid}": schema(AdLocationUpdateInputSchema, (input, given) =>
    adLocationUpdateIssues(given.locationType ?? "bidding", input as AdLocationUpdateInput)),
  "POST /lists": preview(blockListHandler),
  "PATCH /apps/{app_id}/monetization_settings": preview(monetizationSettingsHandler, APP),
  "GET /v5/analytics/campaign": dataSource("getCampaignReport", {}, schema(campaignReportArgs("v5"))),
  "GET /metrics/campaign": dataSource("getCampaignReport", { api: "legacy" }, schema(campaignReportArgs("legacy"))),
  "GET /v5/analytics/app": dataSource("getAppReport", {}, schema(appReportArgs("v5"))),
  "GET /metrics/app": dataSource("getAppReport", { api: "legacy" }, schema(appReportArgs("legacy"))),
  "GET /v5/analytics/install": dataSource("getInstallExport", { path: "install-export.csv" }, schema(installExportArgs("v5"))),
  "GET /v5/analytics/appcountry": dataSource("getAppCountryReport", {}, schema(appCountryReportArgs("v5"))),
  "GET /v5/analytics/monetization": dataSource("getMonetizationReport", {}, schema(monetizationReportArgs("v5"))),
  "GET /v5/analytics/alltime": schema(allTimeReportArgs("v5")),
  "POST /v2/publisher/metrics": dataSource("getMediationReport", {}, schema(mediationReportArgs("v2"))),
  "POST /v1/publisher/metrics": dataSource("getMediationReport", { version: "v1" }, schema(mediationReportArgs("v1"))),
  "POST /api/v2/attributed_install": schema(attributedInstallArgs),
  "POST /api/v2/open": schema(appOpenArgs),
  // The app's signature is signed, not sent: the program reads it from the App.
  "POST /event_service/v3/track": (input) => schema(purchaseArgs)({ appSignature: "app-signature", ...input }, {}),
};

export async function modelVerdict(rule: RuleCase): Promise<Verdict> {
  const reading = READINGS[rule.endpoint];
  if (!reading) throw new Error(`no model reading for ${rule.endpoint}`);
  const issues = await reading(rule.input, rule.given ?? {});
  return { accepted: issues.length === 0, properties: issues.map((i) => i.property), messages: issues.map((i) => i.message) };
}
