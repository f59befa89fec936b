// What discovery brings under management, named: the account's apps, their creatable ad
// locations and monetization settings, and its own block lists. Locations of the types the API
// cannot create are set aside: a program could not recreate them, so they are reported instead.
import { CREATABLE_AD_LOCATION_TYPES, type AdLocationSummary } from "../models/ad-location";
import { adLocationId } from "../resources/ad-location-handler";
import type { Account, AccountApp } from "./account";
import { slug, uniqueNames, type NameRequest } from "./names";

export const RESOURCE_KINDS = ["App", "AdLocation", "BlockList", "MonetizationSettings"] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export interface DiscoveredObject {
  kind: ResourceKind;
  /** The resource id, as both faces store it (an ad location's is `<appId>/<uuid>`). */
  id: string;
  name: string;
  /** The app that holds a location or its settings. */
  appId?: string;
  /** For a person: `app "Space Blast" (android)`. */
  label: string;
}

export interface SetAsideLocation {
  appId: string;
  appNickname: string;
  uuid: string;
  name: string;
  adType: string;
  type: string;
}

export interface Inventory {
  /** Apps and lists first, then each app's settings and locations; sorted by name within each. */
  objects: DiscoveredObject[];
  setAside: SetAsideLocation[];
}

const isCreatable = (location: AdLocationSummary) => (CREATABLE_AD_LOCATION_TYPES as readonly string[]).includes(location.type);
const shortId = (id: string) => slug(id, Infinity).slice(0, 6) || "x";
const byName = (a: DiscoveredObject, b: DiscoveredObject) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export function inventory(account: Account): Inventory {
  // Apps and lists are named first; locations and settings are named after their app.
  const first: NameRequest[] = [
    ...account.apps.map(({ app }) => {
      const base = slug(app.nickname) || `app-${shortId(app.id)}`;
      return { key: `app:${app.id}`, id: app.id, candidates: [base, `${base}-${slug(app.platform)}`] };
    }),
    ...account.lists.map((list) => {
      const base = slug(list.title) || `list-${shortId(list.id)}`;
      return { key: `list:${list.id}`, id: list.id, candidates: [/(^|-)list$/.test(base) ? base : `${base}-list`] };
    }),
  ];
  const firstNames = uniqueNames(first);
  const appName = (appId: string) => firstNames.get(`app:${appId}`)!;
  const second: NameRequest[] = account.apps.flatMap(({ app, locations }) => [
    { key: `settings:${app.id}`, id: app.id, candidates: [`${appName(app.id)}-settings`] },
    ...locations.filter(isCreatable).map((l) => ({
      key: `location:${app.id}/${l.uuid}`, id: l.uuid,
      candidates: [`${appName(app.id)}-${slug(l.name) || "location"}-${l.adType}`],
    })),
  ]);
  const secondNames = uniqueNames(second, new Set(firstNames.values()));
  const name = (key: string) => (firstNames.get(key) ?? secondNames.get(key))!;

  const apps = account.apps.map(({ app }) => ({ kind: "App" as const, id: app.id, name: name(`app:${app.id}`), label: `app "${app.nickname}" (${app.platform})` }));
  const lists = account.lists.map((list) => ({ kind: "BlockList" as const, id: list.id, name: name(`list:${list.id}`), label: `block list "${list.title}"` }));
  const perApp = account.apps.flatMap((entry) => appObjects(entry, name));
  return {
    objects: [...[...apps, ...lists].sort(byName), ...perApp.sort(byName)],
    setAside: account.apps.flatMap(({ app, locations }) =>
      locations.filter((l) => !isCreatable(l)).map((l) => ({ appId: app.id, appNickname: app.nickname, uuid: l.uuid, name: l.name, adType: l.adType, type: l.type }))),
  };
}

function appObjects({ app, locations }: AccountApp, name: (key: string) => string): DiscoveredObject[] {
  const settings: DiscoveredObject = {
    kind: "MonetizationSettings", id: app.id, appId: app.id, name: name(`settings:${app.id}`),
    label: `monetization settings of app "${app.nickname}"`,
  };
  return [settings, ...locations.filter(isCreatable).map((l) => ({
    kind: "AdLocation" as const, id: adLocationId(app.id, l.uuid), appId: app.id, name: name(`location:${app.id}/${l.uuid}`),
    label: `${l.type} ad location "${l.name}" (${l.adType}) of app "${app.nickname}"`,
  }))];
}
