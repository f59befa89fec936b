// Names discovered objects as the account walk hands them over (account.ts): the account-scoped
// objects (apps, block lists) together, then each app's own as its lists come in. Per object it
// keeps a few numbers: where the object is kept (the store: the account in memory, or a spill file
// when discovery streams), its kind, its app, and a hash of each name candidate; names are settled
// with those (settled-names.ts) and made again from the kept object when they are asked for.
// Objects a program could not recreate (a definition's notManageable) are set aside whole, to be
// reported.
import type { AnyResourceDefinition, DiscoveredApp } from "../resources/definition";
import type { LiveObject } from "./account";
import { CandidateHashes, settleNames, type NameInput, type SettledNames } from "./settled-names";
import { sortInMemory, type Sorter } from "./sorting";
import { grown } from "./typed-columns";

/** A definition's name (`App`, `AdLocation`, ...). */
export type ResourceKind = string;

/** Where the catalog keeps managed objects: `put` answers a number `get` takes. */
export interface ObjectStore {
  put(object: LiveObject): number;
  get(at: number): { id: string; live: unknown };
}

/** A discovered object with its unique name, and where its live fields are (the store's number). */
export interface NamedObject {
  kind: ResourceKind;
  /** The resource id, as both faces store it (an ad location's is `<appId>/<uuid>`). */
  id: string;
  name: string;
  /** The app that holds a location or its settings. */
  appId?: string;
  /** That app's name, when the catalog names it (an import document's and a program's parent). */
  parent?: string;
  at: number;
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

/** No app: an account-scoped object. */
const NO_APP = -1;
/** An app the catalog does not name (not on the account's list, or set aside): its id is kept aside. */
const OTHER_APP = -2;

/** The objects named together (the account-scoped ones, or the apps' own): a few numbers each. */
class NamingGroup {
  readonly hashes = new CandidateHashes();
  private at = new Float64Array(1024);
  private kinds = new Uint8Array(1024);
  private apps = new Int32Array(1024);
  names: SettledNames | undefined;

  get count(): number {
    return this.hashes.count;
  }

  add(at: number, kind: number, app: number, candidates: readonly string[]): number {
    const index = this.hashes.add(candidates);
    if (index === this.at.length) {
      this.at = grown(this.at);
      this.kinds = grown(this.kinds);
      this.apps = grown(this.apps);
    }
    this.at[index] = at;
    this.kinds[index] = kind;
    this.apps[index] = app;
    return index;
  }

  atOf = (index: number) => this.at[index]!;
  kindOf = (index: number) => this.kinds[index]!;
  appOf = (index: number) => this.apps[index]!;

  /** Bytes held for the objects: the same few per object, whatever their names. */
  get bytes(): number {
    return this.hashes.bytes + this.at.byteLength + this.kinds.byteLength + this.apps.byteLength;
  }
}

export class AccountCatalog {
  /** The definitions of the objects kept, by the number each object keeps. */
  private readonly definitions: AnyResourceDefinition[] = [];
  /** Each managed app's number among the account-scoped objects, by its id. */
  private readonly apps = new Map<string, number>();
  /** Nicknames of apps set aside (none today: the definitions set aside only locations). */
  private readonly appsSetAside = new Map<string, string>();
  /** App ids of app-scoped objects whose app the catalog does not name, by the object's number. */
  private readonly otherApps = new Map<number, string>();
  private readonly first = new NamingGroup();
  private readonly second = new NamingGroup();
  private firstAdded = false;
  /** Names of the account-scoped objects that are not apps, once a reference asks. */
  private othersNamed: Map<string, string> | undefined;
  /** The app last asked for: an app's objects come together. */
  private lastApp: { index: number; app: DiscoveredApp } | undefined;
  /** Objects a program could not recreate, in the order they were read. */
  readonly setAside: SetAsideObject[] = [];

  constructor(private readonly store: ObjectStore) {}

  /** The managed objects. */
  get count(): number {
    return this.first.count + this.second.count;
  }

  /** Bytes the catalog holds for its objects beyond its apps' ids and the objects set aside: a few per object. */
  get bytes(): number {
    return this.first.bytes + this.second.bytes;
  }

  /** How many objects were named with their candidates in hand (those whose candidates another may share). */
  get namedInHand(): number {
    return (this.first.names?.inHand ?? 0) + (this.second.names?.inHand ?? 0);
  }

  /** The account-scoped objects, all at once and before any app's: their names are taken first, and children are named after their app. */
  addAccountScoped(objects: readonly LiveObject[]): void {
    if (this.firstAdded) throw new Error("the account-scoped objects were already added");
    this.firstAdded = true;
    for (const o of objects) {
      const app = o.definition.discovery.app;
      if (app && o.definition.discovery.notManageable?.(o.live) !== undefined) this.appsSetAside.set(o.id, app.nickname(o.live));
    }
    for (const o of this.managed(objects)) {
      const index = this.first.add(this.store.put(o), this.kindNumber(o.definition), NO_APP, o.definition.discovery.names(o.live, undefined));
      if (o.definition.discovery.app) this.apps.set(o.id, index);
    }
    this.first.names = settleNames(this.first.hashes, (index) => this.inputOf(this.first, index, this.store.get(this.first.atOf(index))));
  }

  /** App-scoped objects (one app's, as its lists come in), after the account-scoped ones. */
  addAppScoped(objects: readonly LiveObject[]): void {
    if (!this.firstAdded) throw new Error("the account-scoped objects come first");
    for (const o of this.managed(objects)) {
      const app = o.appId === undefined ? NO_APP : this.apps.get(o.appId) ?? OTHER_APP;
      const index = this.second.add(this.store.put(o), this.kindNumber(o.definition), app, o.definition.discovery.names(o.live, this.appOf(o.appId)));
      if (app === OTHER_APP) this.otherApps.set(index, o.appId!);
    }
  }

  /** The app an app-scoped object belongs to, as its name and label need it. */
  appOf(appId: string | undefined): DiscoveredApp | undefined {
    if (appId === undefined) return undefined;
    const index = this.apps.get(appId);
    if (index === undefined) return { appId, appName: undefined!, appNickname: this.appsSetAside.get(appId) ?? appId };
    return this.appAt(index);
  }

  /**
   * The name of an account-scoped object (an app, a block list: what a program's references name),
   * made again from where it is kept; undefined when none of that kind and id was discovered.
   */
  nameOf(kind: ResourceKind, id: string): string | undefined {
    const definition = this.definitions.find((d) => d.name === kind);
    if (definition?.discovery.scope === "app") throw new Error(`discovery names references to account-scoped objects only, not to ${kind}`);
    const app = this.apps.get(id);
    if (app !== undefined && this.definitions[this.first.kindOf(app)] === definition) return this.appAt(app).appName;
    this.othersNamed ??= this.namesOfOthers();
    return this.othersNamed.get(`${kind}:${id}`);
  }

  /** The account-scoped objects that are not apps (block lists: a few), by kind and id. */
  private namesOfOthers(): Map<string, string> {
    const names = new Map<string, string>();
    for (let index = 0; index < this.first.count; index++) {
      const definition = this.definitions[this.first.kindOf(index)]!;
      if (definition.discovery.app) continue;
      names.set(`${definition.name}:${this.store.get(this.first.atOf(index)).id}`, this.first.names!.nameOf(index));
    }
    return names;
  }

  /** For a person: `app "Space Blast" (android)`. */
  label(object: LiveObject): string {
    return object.definition.discovery.label(object.live, this.appOf(object.appId));
  }

  /**
   * Every managed object with its unique name: account-scoped objects first, then the apps' own;
   * by name within each. A name depends only on the objects that share its readable base, so it
   * does not matter in which order the apps came in. `sort` puts them in order (in memory, or on
   * disk for a streamed account); the answer may be iterated again.
   */
  named(sort: Sorter = sortInMemory): Iterable<NamedObject> {
    const names = this.first.names;
    if (names === undefined) throw new Error("the account-scoped objects come first");
    this.second.names ??= settleNames(this.second.hashes, (index) => this.inputOf(this.second, index, this.store.get(this.second.atOf(index))), names);
    const sorted = sort(this.unsorted(), ([group, object]) => [group, object.name]);
    return { [Symbol.iterator]: function* () { for (const [, object] of sorted) yield object; } };
  }

  private *unsorted(): Generator<[number, NamedObject]> {
    for (const [group, groupNumber] of [[this.first, 0], [this.second, 1]] as const) {
      for (let index = 0; index < group.count; index++) {
        const at = group.atOf(index);
        const { id, live } = this.store.get(at);
        const name = group.names!.nameOf(index, () => this.inputOf(group, index, { id, live }));
        const appId = this.appIdOf(group, index);
        const app = group.appOf(index);
        const parent = app >= 0 ? this.appAt(app).appName : undefined;
        yield [groupNumber, { kind: this.definitions[group.kindOf(index)]!.name, id, name, ...(appId !== undefined && { appId }), ...(parent !== undefined && { parent }), at }];
      }
    }
  }

  /** What the names rule reads of an object, made again from its kept fields. */
  private inputOf(group: NamingGroup, index: number, { id, live }: { id: string; live: unknown }): NameInput {
    const definition = this.definitions[group.kindOf(index)]!;
    if (group === this.first) return { id, candidates: definition.discovery.names(live, undefined) };
    return { id: definition.discovery.nameId?.(live) ?? id, candidates: definition.discovery.names(live, this.appOf(this.appIdOf(group, index))) };
  }

  private appIdOf(group: NamingGroup, index: number): string | undefined {
    const app = group.appOf(index);
    if (app === NO_APP) return undefined;
    if (app === OTHER_APP) return this.otherApps.get(index);
    return this.appAt(app).appId;
  }

  private appAt(index: number): DiscoveredApp {
    if (this.lastApp?.index !== index) {
      const { id, live } = this.store.get(this.first.atOf(index));
      const nickname = this.definitions[this.first.kindOf(index)]!.discovery.app!.nickname(live);
      this.lastApp = { index, app: { appId: id, appName: this.first.names!.nameOf(index), appNickname: nickname } };
    }
    return this.lastApp.app;
  }

  private kindNumber(definition: AnyResourceDefinition): number {
    const known = this.definitions.indexOf(definition);
    if (known >= 0) return known;
    if (this.definitions.length > 255) throw new Error("discovery names at most 256 kinds of resource");
    return this.definitions.push(definition) - 1;
  }

  /** The objects a program can recreate; the others are set aside. */
  private managed(objects: readonly LiveObject[]): LiveObject[] {
    return objects.filter((o) => {
      const reason = o.definition.discovery.notManageable?.(o.live);
      if (reason === undefined) return true;
      this.setAside.push({ kind: o.definition.name, id: o.id, ...(o.appId !== undefined && { appId: o.appId }), label: this.label(o), reason, live: o.live });
      return false;
    });
  }
}
