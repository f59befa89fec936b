// Every provider function (reports and lookups), by token: what the plugin serves through Invoke
// and schema.json lists under `functions`. Each entry's run is the same runner as the TypeScript
// getX (functions/data-source.ts); the old report names are aliases of the renamed entries, except
// getApp, whose token is the app lookup (docs/reports.md, "The old report names").
import { adLocationsLookup, appLookup, appsLookup, blockListLookup, blockListsLookup, monetizationSettingsLookup } from "./lookups/functions";
import { appCountryReport, appReport, campaignReport, installExport, mediationReport, monetizationReport } from "./reports/functions";
import { deprecatedAlias } from "./functions/data-source";
import type { AnyFunctionDefinition } from "./functions/definition";

export type { FunctionDefinition, AnyFunctionDefinition } from "./functions/definition";

const reports = [campaignReport, appReport, appCountryReport, monetizationReport, mediationReport, installExport];
const lookups = [appLookup, appsLookup, adLocationsLookup, blockListLookup, blockListsLookup, monetizationSettingsLookup];

/** Old report names kept one minor version. */
const deprecated = [
  deprecatedAlias(campaignReport, "adpublisher:index:getCampaign"),
  deprecatedAlias(appCountryReport, "adpublisher:index:getAppCountry"),
  deprecatedAlias(monetizationReport, "adpublisher:index:getMonetization"),
  deprecatedAlias(mediationReport, "adpublisher:index:getMediation"),
];

export const FUNCTIONS: readonly AnyFunctionDefinition[] = [...[...reports, ...lookups].map((source) => source.definition), ...deprecated];

/** The definition of `token`, or undefined. */
export function findFunction(token: string): AnyFunctionDefinition | undefined {
  return FUNCTIONS.find((definition) => definition.token === token);
}
