// Reads everything a publisher account holds that discovery can bring under management, through
// the public client only: every app (paged), then per app one GET of the app, one list of its ad
// locations and one GET of its monetization settings; every block list in long form (paged).
import { NotFoundError, type AdPublisherClient } from "../client";
import type { AdLocationSummary } from "../models/ad-location";
import type { App } from "../models/app";
import type { BlockList } from "../models/block-list";
import type { MonetizationSettings } from "../models/monetization";
import { isServiceDefaultList } from "./default-list";

export interface AccountApp {
  app: App;
  /** Every location of the app, whatever its type (the caller tells creatable ones apart). */
  locations: AdLocationSummary[];
  settings: MonetizationSettings;
}

export interface Account {
  /** In the order the API lists them (by creation on the emulator). */
  apps: AccountApp[];
  /** The account's own lists: the service default list is not one of them. */
  lists: BlockList[];
}

/** Apps are read a few at a time: enough to hide latency, few enough to stay polite. */
const PARALLEL_APPS = 4;
const PAGE_SIZE = 100;

export async function readAccount(client: AdPublisherClient): Promise<Account> {
  const { apps, lists, adLocations, monetization } = client.management;
  const listed = [];
  for await (const item of apps.list({ limit: PAGE_SIZE })) listed.push(item);
  const readApp = async (appId: string): Promise<AccountApp | undefined> => {
    try {
      const [app, locations, settings] = await Promise.all([apps.get(appId), adLocations.list(appId), monetization.get(appId)]);
      return { app, locations, settings };
    } catch (error) {
      // Deleted between the list and this read: it is no longer on the account.
      if (error instanceof NotFoundError) return undefined;
      throw error;
    }
  };
  const read = await inBatches(listed.map((item) => item.id), PARALLEL_APPS, readApp);
  const accountLists: BlockList[] = [];
  for await (const list of lists.list({ limit: PAGE_SIZE })) {
    if (isServiceDefaultList(list)) continue;
    accountLists.push({ ...list, elements: list.elements ?? [] });
  }
  return { apps: read.filter((entry): entry is AccountApp => entry !== undefined), lists: accountLists };
}

/** Maps every item with at most `width` calls in flight; results keep the items' order. */
async function inBatches<T, R>(items: readonly T[], width: number, map: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}
