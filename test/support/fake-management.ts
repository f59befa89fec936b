// An in-memory stand-in for the management API's objects (apps, ad locations, block lists,
// monetization settings) behind the client calls the resource handlers make. It keeps whatever
// fields it is sent and shows them on every read, so that a field the service does not know yet
// can travel through a handler: the added-field test adds such a field to a copy of each
// definition and follows it through create, read, update, adoption, import and drift. Each body it
// is sent is recorded, so a test sees what a handler asked of the service.
import { NotFoundError, type AdPublisherClient } from "../../provider/client";

type Fields = Record<string, unknown>;

/** The fake's stores, one per kind. */
export type FakeStore = "app" | "location" | "list" | "settings";

/** One call the handlers made: what, on which object, with which body. */
export interface FakeCall {
  readonly op: string;
  readonly id: string;
  readonly body?: Fields;
}

function isPlainObject(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A PATCH of nested settings: groups merge, leaves replace. */
function merged(into: Fields, patch: Fields): Fields {
  const out: Fields = { ...into };
  for (const [key, value] of Object.entries(patch)) out[key] = isPlainObject(value) && isPlainObject(out[key]) ? merged(out[key], value) : value;
  return out;
}

const copy = <T>(value: T): T => structuredClone(value);

export function fakeManagement() {
  const apps = new Map<string, Fields>();
  const locations = new Map<string, Map<string, Fields>>();
  const lists = new Map<string, Fields>();
  const settings = new Map<string, Fields>();
  const calls: FakeCall[] = [];
  let next = 1;
  const newId = (prefix: string) => `${prefix}${next++}`;

  function found<T>(value: T | undefined, what: string): T {
    if (value === undefined) throw new NotFoundError(`${what} not found`, { status: 404 });
    return copy(value);
  }
  const appLocations = (appId: string) => locations.get(appId) ?? locations.set(appId, new Map()).get(appId)!;

  const management = {
    apps: {
      get: async (id: string) => found(apps.get(id), `app ${id}`),
      async create(body: Fields) {
        calls.push({ op: "create app", id: "", body: copy(body) });
        const id = newId("app-");
        apps.set(id, { ...copy(body), id });
        return copy(apps.get(id)!);
      },
      async update(id: string, body: Fields) {
        calls.push({ op: "update app", id, body: copy(body) });
        apps.set(id, { ...found(apps.get(id), `app ${id}`), ...copy(body) });
        return copy(apps.get(id)!);
      },
      async delete(id: string) {
        found(apps.get(id), `app ${id}`);
        apps.delete(id);
      },
    },
    adLocations: {
      list: async (appId: string) => [...appLocations(appId).values()].map(copy),
      async create(appId: string, body: Fields) {
        calls.push({ op: "create ad location", id: appId, body: copy(body) });
        const uuid = newId("loc-");
        appLocations(appId).set(uuid, { ...copy(body), uuid });
        return copy(appLocations(appId).get(uuid)!);
      },
      async update(appId: string, uuid: string, body: Fields) {
        calls.push({ op: "update ad location", id: `${appId}/${uuid}`, body: copy(body) });
        appLocations(appId).set(uuid, { ...found(appLocations(appId).get(uuid), `ad location ${uuid}`), ...copy(body) });
        return copy(appLocations(appId).get(uuid)!);
      },
      async delete(appId: string, uuid: string) {
        found(appLocations(appId).get(uuid), `ad location ${uuid}`);
        appLocations(appId).delete(uuid);
      },
    },
    lists: {
      get: async (id: string) => found(lists.get(id), `block list ${id}`),
      async create(body: Fields) {
        calls.push({ op: "create block list", id: "", body: copy(body) });
        const id = newId("list-");
        lists.set(id, { ...copy(body), id });
        return copy(lists.get(id)!);
      },
      async replace(id: string, body: Fields) {
        calls.push({ op: "replace block list", id, body: copy(body) });
        found(lists.get(id), `block list ${id}`);
        lists.set(id, { ...copy(body), id });
        return copy(lists.get(id)!);
      },
      async delete(id: string) {
        found(lists.get(id), `block list ${id}`);
        lists.delete(id);
      },
    },
    monetization: {
      get: async (appId: string) => found(settings.get(appId), `monetization settings of app ${appId}`),
      async update(appId: string, body: Fields) {
        calls.push({ op: "update monetization settings", id: appId, body: copy(body) });
        settings.set(appId, merged(found(settings.get(appId), `monetization settings of app ${appId}`), copy(body)));
        return copy(settings.get(appId)!);
      },
    },
  };

  return {
    // The handlers call only these methods; the rest of the client is never reached.
    client: { management } as unknown as AdPublisherClient,
    calls,
    /** Objects made or changed outside the provider, as a person on the dashboard would. */
    outside: {
      app: (fields: Fields) => (apps.set(fields.id as string, copy(fields)), fields.id as string),
      location: (appId: string, fields: Fields) => (appLocations(appId).set(fields.uuid as string, copy(fields)), `${appId}/${fields.uuid as string}`),
      list: (fields: Fields) => (lists.set(fields.id as string, copy(fields)), fields.id as string),
      settings: (appId: string, fields: Fields) => (settings.set(appId, copy(fields)), appId),
      /** Changes one field of an object in place (a dotted path for settings' leaves). */
      change(kind: FakeStore, id: string, path: string, value: unknown) {
        const store: Fields | undefined =
          kind === "app" ? apps.get(id) : kind === "list" ? lists.get(id) : kind === "settings" ? settings.get(id) : appLocations(id.split("/")[0]!).get(id.split("/")[1]!);
        if (!store) throw new Error(`no ${kind} ${id}`);
        const parts = path.split(".");
        let at: Fields = store;
        for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Fields;
        at[parts.at(-1)!] = value;
      },
    },
  };
}
export type FakeManagement = ReturnType<typeof fakeManagement>;
