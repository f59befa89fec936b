// The management API client: apps, ad locations, block lists and monetization settings, each in
// its own module.
import type { ApiContext } from "../api-context";
import { createAdLocationsClient, type AdLocationsClient } from "./ad-locations";
import { createAppsClient, type AppsClient } from "./apps";
import { createListsClient, type ListsClient } from "./lists";
import { createMonetizationClient, type MonetizationClient } from "./monetization";

export type { AdLocationsClient, AppsClient, ListsClient, MonetizationClient };

/** The management API: apps, ad locations, block lists, monetization settings. */
export interface ManagementClient {
  apps: AppsClient;
  adLocations: AdLocationsClient;
  lists: ListsClient;
  monetization: MonetizationClient;
}

export function createManagementClient(ctx: ApiContext): ManagementClient {
  return {
    apps: createAppsClient(ctx),
    adLocations: createAdLocationsClient(ctx),
    lists: createListsClient(ctx),
    monetization: createMonetizationClient(ctx),
  };
}
