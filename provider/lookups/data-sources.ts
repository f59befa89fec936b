// The lookups in the Pulumi style: `getX(args)` resolves once, `getXOutput(args)` takes inputs
// and gives an Output. Settings come from the program's `adpublisher:*` config, then
// ADPUBLISHER_*, like the resources (or `options.config`). getApp lives in get-app.ts.
import type * as pulumi from "@pulumi/pulumi";
import { type InputArgs, output, runInProgram } from "../functions/program";
import type { ReportOptions } from "../functions/function-context";
import { adLocationsLookup, appsLookup, blockListLookup, blockListsLookup, monetizationSettingsLookup } from "./functions";
import type {
  GetAdLocationsArgs, GetAdLocationsResult, GetAppsArgs, GetAppsResult, GetBlockListArgs, GetBlockListResult, GetBlockListsArgs,
  GetBlockListsResult, GetMonetizationSettingsArgs, GetMonetizationSettingsResult,
} from "./schemas";

/** Every app of the account matching the list filters. */
export function getApps(args: GetAppsArgs = {}, options?: ReportOptions): Promise<GetAppsResult> {
  return runInProgram(appsLookup, args, options);
}
export function getAppsOutput(args: InputArgs<GetAppsArgs> = {}, options?: ReportOptions): pulumi.Output<GetAppsResult> {
  return output(args, (a: GetAppsArgs) => getApps(a, options));
}

/** An app's ad locations, optionally filtered by type and ad type. */
export function getAdLocations(args: GetAdLocationsArgs, options?: ReportOptions): Promise<GetAdLocationsResult> {
  return runInProgram(adLocationsLookup, args, options);
}
export function getAdLocationsOutput(args: InputArgs<GetAdLocationsArgs>, options?: ReportOptions): pulumi.Output<GetAdLocationsResult> {
  return output(args, (a: GetAdLocationsArgs) => getAdLocations(a, options));
}

/** One block list, by id. */
export function getBlockList(args: GetBlockListArgs, options?: ReportOptions): Promise<GetBlockListResult> {
  return runInProgram(blockListLookup, args, options);
}
export function getBlockListOutput(args: InputArgs<GetBlockListArgs>, options?: ReportOptions): pulumi.Output<GetBlockListResult> {
  return output(args, (a: GetBlockListArgs) => getBlockList(a, options));
}

/** Every block list of the account matching the list filters (the service's default list included). */
export function getBlockLists(args: GetBlockListsArgs = {}, options?: ReportOptions): Promise<GetBlockListsResult> {
  return runInProgram(blockListsLookup, args, options);
}
export function getBlockListsOutput(args: InputArgs<GetBlockListsArgs> = {}, options?: ReportOptions): pulumi.Output<GetBlockListsResult> {
  return output(args, (a: GetBlockListsArgs) => getBlockLists(a, options));
}

/** One app's monetization settings, read without managing them. */
export function getMonetizationSettings(args: GetMonetizationSettingsArgs, options?: ReportOptions): Promise<GetMonetizationSettingsResult> {
  return runInProgram(monetizationSettingsLookup, args, options);
}
export function getMonetizationSettingsOutput(
  args: InputArgs<GetMonetizationSettingsArgs>, options?: ReportOptions,
): pulumi.Output<GetMonetizationSettingsResult> {
  return output(args, (a: GetMonetizationSettingsArgs) => getMonetizationSettings(a, options));
}
