// The models' reading of a case: the resource handlers' `check` (what `pulumi preview` runs) for
// resource inputs, the client's pre-send schemas for PATCH bodies, and the report and S2S argument
// checks the data sources and the client run before any call.
import type { z } from "zod";
import {
  AdLocationListFiltersSchema, AdLocationUpdateInputSchema, AppListQuerySchema, AppUpdateInputSchema, BlockListQuerySchema,
  adLocationUpdateIssues, formatIssues, isLiveTransitionIssues, type AdLocationUpdateInput,
} from "../../provider/models";
import {
  allTimeReportArgs, appCountryReportArgs, appOpenArgs, appReportArgs, attributedInstallArgs, campaignReportArgs,
  installExportArgs, mediationReportArgs, monetizationReportArgs, purchaseArgs,
} from "../../provider/models/reports";
import { adLocationHandler } from "../../provider/resources/ad-location-handler";
import { appHandler } from "../../provider/resources/app-handler";
import { blockListHandler } from "../../provider/resources/block-list-handler";
import { monetizationSettingsHandler } from "../../provider/resources/monetization-settings-handler";
import type { ResourceHandler } from "../../provider/resources/host";
import type { Given, Input, RuleCase, Verdict } from "./case";

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

/** What `pulumi preview` runs: the handler's check on the program's inputs (olds empty: a create). */
const preview = (handler: ResourceHandler, context: Input = {}): Reading => async (input) => {
  const result = await handler.check({}, { ...context, ...input });
  return (result.failures ?? []).map((f) => ({ property: f.property, message: f.reason }));
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
  "GET /v5/analytics/campaign": schema(campaignReportArgs("v5")),
  "GET /metrics/campaign": schema(campaignReportArgs("legacy")),
  "GET /v5/analytics/app": schema(appReportArgs("v5")),
  "GET /metrics/app": schema(appReportArgs("legacy")),
  "GET /v5/analytics/install": schema(installExportArgs("v5")),
  "GET /v5/analytics/appcountry": schema(appCountryReportArgs("v5")),
  "GET /v5/analytics/monetization": schema(monetizationReportArgs("v5")),
  "GET /v5/analytics/alltime": schema(allTimeReportArgs("v5")),
  "POST /v2/publisher/metrics": schema(mediationReportArgs("v2")),
  "POST /v1/publisher/metrics": schema(mediationReportArgs("v1")),
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
