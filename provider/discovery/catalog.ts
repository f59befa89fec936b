// Names discovered objects as the account walk hands them over (account.ts): the account-scoped
// objects (apps, block lists) together, then each app's own as its lists come in. Per object it
// keeps only what the names rule needs (kind, id, app, name candidates) and `at`, where the
// object's live fields are to be found again: the object itself when the account is in memory, a
// place in a spill file when discovery streams. Objects a program could not recreate (a
// definition's notManageable) are set aside whole, to be reported.
import type { DiscoveredApp } from "../resources/definition";
import type { LiveObject } from "./account";
import { uniqueNames, type NameRequest } from "./names";

/** A definition's name (`App`, `AdLocation`, ...). */
export type ResourceKind = string;

/** A discovered object with its unique name, and where its live fields are. */
export interface NamedObject<At> {
  kind: ResourceKind;
  /** The resource id, as both faces store it (an ad location's is `<appId>/<uuid>`). */
  id: string;
  name: string;
  /** The app that holds a location or its settings. */
  appId?: string;
  at: At;
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

/** An object waiting for its name: no more than the names rule reads (its request is made when names are settled). */
interface Waiting<At> {
  kind: ResourceKind;
  id: string;
  appId?: string;
  at: At;
  /** What tells it apart from objects of the same readable name. */
  nameId: string;
  candidates: readonly string[];
}

const keyOf = (kind: ResourceKind, id: string) => `${kind}:${id}`;
/** The name requests of a group, keyed by position (short keys: a group can hold the whole account). */
const requestsOf = (group: readonly Waiting<unknown>[]): NameRequest[] => group.map((w, i) => ({ key: String(i), id: w.nameId, candidates: w.candidates }));
const byName = <T extends { name: string }>(a: T, b: T) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export class AccountCatalog<At> {
  private firstNames: Map<string, string> | undefined;
  /** Each app's kind and nickname, by its id: what its children's names and labels say of it. */
  private readonly apps = new Map<string, { kind: ResourceKind; nickname: string }>();
  private readonly first: Waiting<At>[] = [];
  private readonly second: Waiting<At>[] = [];
  /** Objects a program could not recreate, in the order they were read. */
  readonly setAside: SetAsideObject[] = [];

  /** `keep` stores a managed object's live fields and says where they are. */
  constructor(private readonly keep: (object: LiveObject) => At) {}

  /** The account-scoped objects, all at once and before any app's: their names are taken first, and children are named after their app. */
  addAccountScoped(objects: readonly LiveObject[]): void {
    if (this.firstNames !== undefined) throw new Error("the account-scoped objects were already added");
    for (const o of objects) {
      const app = o.definition.discovery.app;
      if (app) this.apps.set(o.id, { kind: o.definition.name, nickname: app.nickname(o.live) });
    }
    for (const o of this.managed(objects)) {
      this.first.push({ kind: o.definition.name, id: o.id, at: this.keep(o), nameId: o.id, candidates: o.definition.discovery.names(o.live, undefined) });
    }
    const names = uniqueNames(requestsOf(this.first));
    this.firstNames = new Map(this.first.map((w, i) => [keyOf(w.kind, w.id), names.get(String(i))!]));
  }

  /** App-scoped objects (one app's, as its lists come in), after the account-scoped ones. */
  addAppScoped(objects: readonly LiveObject[]): void {
    for (const o of this.managed(objects)) {
      this.second.push({
        kind: o.definition.name, id: o.id, ...(o.appId !== undefined && { appId: o.appId }), at: this.keep(o),
        nameId: o.definition.discovery.nameId?.(o.live) ?? o.id, candidates: o.definition.discovery.names(o.live, this.appOf(o.appId)),
      });
    }
  }

  /** The app an app-scoped object belongs to, as its name and label need it. */
  appOf(appId: string | undefined): DiscoveredApp | undefined {
    if (appId === undefined) return undefined;
    const app = this.apps.get(appId);
    return { appId, appName: this.names().get(app ? keyOf(app.kind, appId) : "")!, appNickname: app?.nickname ?? appId };
  }

  /** For a person: `app "Space Blast" (android)`. */
  label(object: LiveObject): string {
    return object.definition.discovery.label(object.live, this.appOf(object.appId));
  }

  /**
   * Every managed object with its unique name: account-scoped objects first, then the apps' own;
   * sorted by name within each. A name depends only on the objects that share its readable base,
   * so it does not matter in which order the apps came in.
   */
  named(): NamedObject<At>[] {
    const secondNames = uniqueNames(requestsOf(this.second), new Set(this.names().values()));
    const named = (w: Waiting<At>, name: string): NamedObject<At> => ({ kind: w.kind, id: w.id, name, ...(w.appId !== undefined && { appId: w.appId }), at: w.at });
    return [
      ...this.first.map((w) => named(w, this.names().get(keyOf(w.kind, w.id))!)).sort(byName),
      ...this.second.map((w, i) => named(w, secondNames.get(String(i))!)).sort(byName),
    ];
  }

  private names(): Map<string, string> {
    if (this.firstNames === undefined) throw new Error("the account-scoped objects come first");
    return this.firstNames;
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
