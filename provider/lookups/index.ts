// Lookups: read-only data sources for objects a stack does not manage. Runners in one
// module per API family; functions.ts makes them registry entries; the TypeScript faces wrap those.
export * from "./data-sources";
export { getApp, getAppOutput } from "./get-app";
export { AmbiguousLookupError } from "./errors";
export type {
  GetAppArgs, GetAppResult, GetAppsArgs, GetAppsResult, GetAdLocationsArgs, GetAdLocationsResult, GetBlockListArgs, GetBlockListResult,
  GetBlockListsArgs, GetBlockListsResult, GetMonetizationSettingsArgs, GetMonetizationSettingsResult,
} from "./schemas";
