// What discovery brings under management, named: every live object of every definition (apps,
// their creatable ad locations and monetization settings, the account's own block lists). Objects
// a program could not recreate (a definition's notManageable) are set aside and reported instead.
import type { DiscoveredApp } from "../resources/definition";
import type { Account, LiveObject } from "./account";
import { uniqueNames, type NameRequest } from "./names";

/** A definition's name (`App`, `AdLocation`, ...). */
export type ResourceKind = string;

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

export interface SetAsideObject {
  kind: ResourceKind;
  id: string;
  appId?: string;
  label: string;
  /** Why it is not imported, e.g. `the API cannot create auto_cpm locations`. */
  reason: string;
  /** What the API returned. */
  live: unknown;
}

export interface Inventory {
  /** Account-scoped objects first, then the apps' own; sorted by name within each. */
  objects: DiscoveredObject[];
  setAside: SetAsideObject[];
}

const byName = (a: DiscoveredObject, b: DiscoveredObject) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
const keyOf = (object: LiveObject) => `${object.definition.name}:${object.id}`;

export function inventory(account: Account): Inventory {
  const reason = (o: LiveObject) => o.definition.discovery.notManageable?.(o.live);
  const managed = account.objects.filter((o) => reason(o) === undefined);
  // Account-scoped objects are named first; an app's objects are named after their app.
  const first = managed.filter((o) => o.appId === undefined);
  const firstNames = uniqueNames(first.map((o): NameRequest => ({ key: keyOf(o), id: o.id, candidates: o.definition.discovery.names(o.live, undefined) })));
  const apps = new Map(account.objects.filter((o) => o.definition.discovery.app !== undefined).map((o) => [o.id, o]));
  const appOf = (appId: string | undefined): DiscoveredApp | undefined => {
    if (appId === undefined) return undefined;
    const app = apps.get(appId);
    return { appId, appName: firstNames.get(app ? keyOf(app) : "")!, appNickname: app?.definition.discovery.app?.nickname(app.live) ?? appId };
  };
  const second = managed.filter((o) => o.appId !== undefined);
  const secondNames = uniqueNames(
    second.map((o): NameRequest => ({ key: keyOf(o), id: o.definition.discovery.nameId?.(o.live) ?? o.id, candidates: o.definition.discovery.names(o.live, appOf(o.appId)) })),
    new Set(firstNames.values()),
  );
  const discovered = (o: LiveObject, name: string): DiscoveredObject => ({
    kind: o.definition.name, id: o.id, name, ...(o.appId !== undefined && { appId: o.appId }), label: o.definition.discovery.label(o.live, appOf(o.appId)),
  });
  return {
    objects: [
      ...first.map((o) => discovered(o, firstNames.get(keyOf(o))!)).sort(byName),
      ...second.map((o) => discovered(o, secondNames.get(keyOf(o))!)).sort(byName),
    ],
    setAside: account.objects.filter((o) => reason(o) !== undefined).map((o) => ({
      kind: o.definition.name, id: o.id, ...(o.appId !== undefined && { appId: o.appId }),
      label: o.definition.discovery.label(o.live, appOf(o.appId)), reason: reason(o)!, live: o.live,
    })),
  };
}
