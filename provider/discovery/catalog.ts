// Names discovered objects as the account walk hands them over (account.ts): the account-scoped
// objects (apps, block lists) first, then each app's own as its lists come in. Per object it keeps
// a few numbers (naming-log.ts): where the object is kept (the store: the account in memory, or a
// spill file when discovery streams), its kind, its app, and a hash of each name candidate; names
// are settled with those (settled-names.ts) and made again from the kept object when they are
// asked for. The apps' own objects' numbers are only read back in order, so a streamed account's
// wait in a file. Objects a program could not recreate (a definition's notManageable) are set
// aside whole, to be reported.
import type { AnyResourceDefinition, DiscoveredApp } from "../resources/definition";
import type { LiveObject } from "./account";
import { NamingColumns, type NamingEntry, type NamingLog } from "./naming-log";
import { hashesOf, namesInHand, SettledNames, type NameInput } from "./settled-names";
import { sortInMemory, type Sorter } from "./sorting";

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

export class AccountCatalog {
  /** The definitions of the objects kept, by the number each object keeps. */
  private readonly definitions: AnyResourceDefinition[] = [];
  /** Each managed app's number among the account-scoped objects, by its id. */
  private readonly apps = new Map<string, number>();
  /** Nicknames of apps set aside (none today: the definitions set aside only locations). */
  private readonly appsSetAside = new Map<string, string>();
  /** App ids of app-scoped objects whose app the catalog does not name, by the object's number. */
  private readonly otherApps = new Map<number, string>();
  /** The account-scoped objects' numbers, at hand by index: their names are asked for at any time. */
  private readonly first = new NamingColumns();
  private firstNames: SettledNames | undefined;
  /** The names of the apps' own objects that are not their first candidate, once settled. */
  private secondNames: ReadonlyMap<number, string> | undefined;
  private firstAdded = false;
  /** Names of the account-scoped objects that are not apps, once a reference asks. */
  private othersNamed: Map<string, string> | undefined;
  /** The app last asked for: an app's objects come together. */
  private lastApp: { index: number; app: DiscoveredApp } | undefined;
  /** Objects a program could not recreate, in the order they were read. */
  readonly setAside: SetAsideObject[] = [];

  /**
   * `second` keeps the apps' own objects' numbers, read back only in the order they came: in memory
   * by default, in a file when discovery streams (naming-log.ts).
   */
  constructor(
    private readonly store: ObjectStore,
    private readonly second: NamingLog = new NamingColumns(),
  ) {}

  /** The managed objects. */
  get count(): number {
    return this.first.count + this.second.count;
  }

  /** Bytes the catalog holds for its objects beyond its apps' ids and the objects set aside: a few per object kept in memory. */
  get bytes(): number {
    return this.first.bytes + this.second.bytes;
  }

  /** How many objects were named with their candidates in hand (those whose candidates another may share). */
  get namedInHand(): number {
    return (this.firstNames?.inHand ?? 0) + (this.secondNames?.size ?? 0);
  }

  /**
   * The account-scoped objects, in one call or more and before any app's: their names are taken
   * first (settled once the apps' own begin), and children are named after their app.
   */
  addAccountScoped(objects: readonly LiveObject[]): void {
    if (this.firstNames !== undefined) throw new Error("the account-scoped objects come before any app's own");
    this.firstAdded = true;
    for (const o of objects) {
      const app = o.definition.discovery.app;
      if (app && o.definition.discovery.notManageable?.(o.live) !== undefined) this.appsSetAside.set(o.id, app.nickname(o.live));
    }
    for (const o of this.managed(objects)) {
      const index = this.first.add(this.store.put(o), this.kindNumber(o.definition), NO_APP, hashesOf(o.definition.discovery.names(o.live, undefined)));
      if (o.definition.discovery.app) this.apps.set(o.id, index);
    }
  }

  /** The account-scoped objects' names, settled when first asked: every account-scoped object is in by then. */
  private settledFirst(): SettledNames {
    if (this.firstNames !== undefined) return this.firstNames;
    if (!this.firstAdded) throw new Error("the account-scoped objects come first");
    const exceptions = namesInHand(this.first, (entry) => this.firstInput(entry));
    return (this.firstNames = new SettledNames(this.first, exceptions, (index) => this.firstInput(this.first.entry(index))));
  }

  /** App-scoped objects (one app's, as its lists come in), after the account-scoped ones. */
  addAppScoped(objects: readonly LiveObject[]): void {
    this.settledFirst();
    for (const o of this.managed(objects)) {
      const app = o.appId === undefined ? NO_APP : this.apps.get(o.appId) ?? OTHER_APP;
      const index = this.second.add(this.store.put(o), this.kindNumber(o.definition), app, hashesOf(o.definition.discovery.names(o.live, this.appOf(o.appId))));
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
    if (app !== undefined && this.definitions[this.first.entry(app).kind] === definition) return this.appAt(app).appName;
    this.othersNamed ??= this.namesOfOthers();
    return this.othersNamed.get(`${kind}:${id}`);
  }

  /** The account-scoped objects that are not apps (block lists: a few), by kind and id. */
  private namesOfOthers(): Map<string, string> {
    const names = new Map<string, string>();
    for (let index = 0; index < this.first.count; index++) {
      const { kind, at } = this.first.entry(index);
      const definition = this.definitions[kind]!;
      if (definition.discovery.app) continue;
      names.set(`${definition.name}:${this.store.get(at).id}`, this.settledFirst().nameOf(index));
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
    const firstNames = this.settledFirst();
    this.secondNames ??= namesInHand(this.second, (entry, index) => this.secondInput(entry, index, this.store.get(entry.at)), firstNames);
    const sorted = sort(this.unsorted(), ([group, object]) => [group, object.name]);
    return { [Symbol.iterator]: function* () { for (const [, object] of sorted) yield object; } };
  }

  private *unsorted(): Generator<[number, NamedObject]> {
    let index = 0;
    for (const entry of this.first.entries()) {
      const kept = this.store.get(entry.at);
      const name = this.firstNames!.nameOf(index++, () => this.firstInput(entry, kept));
      yield [0, { kind: this.definitions[entry.kind]!.name, id: kept.id, name, at: entry.at }];
    }
    index = 0;
    for (const entry of this.second.entries()) {
      const kept = this.store.get(entry.at);
      const name = this.secondNames!.get(index) ?? this.secondInput(entry, index, kept).candidates[0]!;
      const appId = this.appIdOf(entry, index++);
      const parent = entry.app >= 0 ? this.appAt(entry.app).appName : undefined;
      yield [1, { kind: this.definitions[entry.kind]!.name, id: kept.id, name, ...(appId !== undefined && { appId }), ...(parent !== undefined && { parent }), at: entry.at }];
    }
  }

  /** What the names rule reads of an account-scoped object, made again from its kept fields. */
  private firstInput(entry: NamingEntry, { id, live } = this.store.get(entry.at)): NameInput {
    return { id, candidates: this.definitions[entry.kind]!.discovery.names(live, undefined) };
  }

  /** What the names rule reads of an app's own object (the `index`th), made again from its kept fields. */
  private secondInput(entry: NamingEntry, index: number, { id, live }: { id: string; live: unknown }): NameInput {
    const definition = this.definitions[entry.kind]!;
    return { id: definition.discovery.nameId?.(live) ?? id, candidates: definition.discovery.names(live, this.appOf(this.appIdOf(entry, index))) };
  }

  private appIdOf(entry: NamingEntry, index: number): string | undefined {
    if (entry.app === NO_APP) return undefined;
    if (entry.app === OTHER_APP) return this.otherApps.get(index);
    return this.appAt(entry.app).appId;
  }

  private appAt(index: number): DiscoveredApp {
    if (this.lastApp?.index !== index) {
      const entry = this.first.entry(index);
      const { id, live } = this.store.get(entry.at);
      const nickname = this.definitions[entry.kind]!.discovery.app!.nickname(live);
      this.lastApp = { index, app: { appId: id, appName: this.settledFirst().nameOf(index), appNickname: nickname } };
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
