// Every object on the emulator's account, read through the API as a person would, so a test can
// tell what a run left behind.
import type { EmulatorHarness } from "./emulator";

export interface LiveApp { id: string; nickname: string }
export interface LiveLocation { appId: string; uuid: string; name: string; ad_type: string; type: string }
export interface LiveList { id: string; title: string }

/** Every object on the emulator's account, read through the API as a person would (all pages). */
export interface LiveAccount {
  apps: LiveApp[];
  locations: LiveLocation[];
  lists: LiveList[];
}

async function allPages<T>(service: EmulatorHarness, path: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const body = (await service.api("GET", `${path}?limit=100&page=${page}`)).body as { items: T[]; total: number };
    items.push(...body.items);
    if (body.items.length === 0 || items.length >= body.total) return items;
  }
}

export async function liveAccount(service: EmulatorHarness): Promise<LiveAccount> {
  const apps = await allPages<LiveApp>(service, "/v5/apps");
  const lists = await allPages<LiveList>(service, "/v5/lists");
  const locations: LiveLocation[] = [];
  for (const app of apps) {
    const body = (await service.api("GET", `/v5/apps/${app.id}/ad-locations`)).body as { items: Omit<LiveLocation, "appId">[] };
    locations.push(...body.items.map((l) => ({ ...l, appId: app.id })));
  }
  return { apps, locations, lists };
}

/** (app, name, adType) pairs held by more than one location: must always be empty. */
export function duplicateLocations(account: LiveAccount): string[] {
  const seen = new Map<string, number>();
  for (const l of account.locations) {
    const key = `${l.appId}/${l.name}/${l.ad_type}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].filter(([, n]) => n > 1).map(([key]) => key);
}

/** Ids as the state and discovery name them: app id, list id, `<appId>/<uuid>` for a location. */
export function objectIds(account: LiveAccount): string[] {
  return [...account.apps.map((a) => a.id), ...account.lists.map((l) => l.id), ...account.locations.map((l) => `${l.appId}/${l.uuid}`)];
}
