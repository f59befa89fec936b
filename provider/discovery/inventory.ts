// What discovery brings under management, named: every live object of every definition (apps,
// their creatable ad locations and monetization settings, the account's own block lists), for an
// account read whole into memory (drift, recovery, `discover --unmanaged`). Objects a program could
// not recreate (a definition's notManageable) are set aside and reported instead. The names are
// the catalog's (catalog.ts), which discovery also uses when it streams the account.
import type { Account, LiveObject } from "./account";
import { AccountCatalog, type ResourceKind, type SetAsideObject } from "./catalog";

export type { ResourceKind, SetAsideObject };

export interface DiscoveredObject {
  kind: ResourceKind;
  /** The resource id, as both faces store it (an ad location's is `<appId>/<uuid>`). */
  id: string;
  name: string;
  /** The app that holds a location or its settings. */
  appId?: string;
  /** That app's name, when it is discovered. */
  parent?: string;
  /** For a person: `app "Space Blast" (android)`. */
  label: string;
}

export interface Inventory {
  /** Account-scoped objects first, then the apps' own; sorted by name within each. */
  objects: DiscoveredObject[];
  setAside: SetAsideObject[];
}

export function inventory(account: Account): Inventory {
  const kept: LiveObject[] = [];
  const catalog = new AccountCatalog({ put: (object) => kept.push(object) - 1, get: (at) => kept[at]! });
  // Account-scoped objects are named first; an app's objects are named after their app.
  catalog.addAccountScoped(account.objects.filter((o) => o.appId === undefined));
  catalog.addAppScoped(account.objects.filter((o) => o.appId !== undefined));
  return {
    objects: [...catalog.named()].map(({ at, ...named }) => ({ ...named, label: catalog.label(kept[at]!) })),
    setAside: catalog.setAside,
  };
}
