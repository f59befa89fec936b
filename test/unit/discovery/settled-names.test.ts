// Names settled from a few numbers per object (settled-names.ts, catalog.ts) are the names rule's
// (names.ts) on every object's candidates held at once; what the catalog keeps per object does not
// grow with the names; and the sort on disk orders as the sort in memory does.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { LiveObject } from "../../../provider/discovery/account";
import { AccountCatalog } from "../../../provider/discovery/catalog";
import { inventory } from "../../../provider/discovery/inventory";
import { uniqueNames, type NameRequest } from "../../../provider/discovery/names";
import { NamingColumns } from "../../../provider/discovery/naming-log";
import { hashesOf, namesInHand, SettledNames } from "../../../provider/discovery/settled-names";
import { DiskSorter, sortInMemory } from "../../../provider/discovery/sorting";
import { adLocationDefinition } from "../../../provider/resources/ad-location/definition";
import { appDefinition } from "../../../provider/resources/app/definition";
import { blockListDefinition } from "../../../provider/resources/block-list/definition";
import { monetizationSettingsDefinition } from "../../../provider/resources/monetization-settings/definition";

/** A small deterministic generator, so that a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * An account whose names collide on purpose: nicknames from a small pool (the same nickname on
 * both platforms, or twice on one), location names that make one app's "Foo" + "Bar Baz" the
 * other's "Foo Bar" + "Baz", ids that slug alike, and names with no Latin letter.
 */
function collidingAccount(apps: number, seed: number): LiveObject[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const nicknames = ["Foo", "Foo Bar", "Space Blast", "パズル", "2048", "Café", "cafe"];
  const locationNames = ["Bar Baz", "Baz", "Level 1", "level-1", "Main Menu", "★", "Bar", "Baz Level 1"];
  const objects: LiveObject[] = [
    { definition: blockListDefinition, id: "bl-1", live: { id: "bl-1", title: "Foo", type: "custom", elements: [] } },
    { definition: blockListDefinition, id: "BL_1", live: { id: "BL_1", title: "Foo", type: "custom", elements: [] } },
  ];
  for (let a = 0; a < apps; a++) {
    const id = next() < 0.1 ? `app-${a % 7}-x${a}` : `app${a}`;
    const nickname = next() < 0.8 ? `${pick(nicknames)}${next() < 0.5 ? "" : ` ${a}`}` : `Game ${a}`;
    objects.push({ definition: appDefinition, id, live: { id, nickname, platform: pick(["ios", "android", "amazon"]) } });
    objects.push({ definition: monetizationSettingsDefinition, id, appId: id, live: {} });
    for (let l = 0; l < 6; l++) {
      const uuid = next() < 0.2 ? `U-${l}` : `u${a}-${l}`;
      const name = next() < 0.6 ? pick(locationNames) : `Place ${l}`;
      objects.push({ definition: adLocationDefinition, id: `${id}/${uuid}`, appId: id, live: { uuid, name, adType: pick(["banner", "interstitial"]), type: "bidding" } });
    }
  }
  return objects;
}

/** The names rule on every object's candidates at once: account-scoped first, then the apps' own, reserving the first names. */
function namesHeldWhole(objects: readonly LiveObject[]): Map<string, string> {
  const first = objects.filter((o) => o.appId === undefined);
  const firstNames = uniqueNames(first.map((o, i) => ({ key: String(i), id: o.id, candidates: o.definition.discovery.names(o.live, undefined) })));
  const appNames = new Map(first.map((o, i) => [o.id, firstNames.get(String(i))!]));
  const second = objects.filter((o) => o.appId !== undefined);
  const secondNames = uniqueNames(second.map((o, i) => ({
    key: String(i), id: o.definition.discovery.nameId?.(o.live) ?? o.id,
    candidates: o.definition.discovery.names(o.live, { appId: o.appId!, appName: appNames.get(o.appId!)!, appNickname: "" }),
  })), new Set(firstNames.values()));
  return new Map([...first.map((o, i) => [`${o.definition.name}:${o.id}`, firstNames.get(String(i))!] as const),
    ...second.map((o, i) => [`${o.definition.name}:${o.id}`, secondNames.get(String(i))!] as const)]);
}

describe("settled names", () => {
  it("are the names rule's on accounts whose names collide within and across apps", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const objects = collidingAccount(60, seed);
      const found = inventory({ objects });
      const expected = namesHeldWhole(objects);
      expect(new Map(found.objects.map((o) => [`${o.kind}:${o.id}`, o.name]))).toEqual(expected);
      expect(new Set(found.objects.map((o) => o.name)).size).toBe(objects.length);
    }
  });

  it("are the rule's when a name settled in hand is another object's first candidate (the whole set goes through the rule)", () => {
    const requests: NameRequest[] = [
      { key: "0", id: "abcdef1", candidates: ["foo"] },
      { key: "1", id: "abcdef2", candidates: ["foo"] },
      // What the two above become is this one's only candidate: numbering, in id order, decides.
      { key: "2", id: "zzz", candidates: ["foo-abcdef1"] },
      { key: "3", id: "b", candidates: ["bar", "bar-ios"] },
      { key: "4", id: "c", candidates: ["bar-ios"] },
      { key: "5", id: "d", candidates: ["reserved-one", "reserved-one-2"] },
      { key: "6", id: "e", candidates: ["plain"] },
    ];
    const reservedNames = ["reserved-one"];
    const reserved = { has: (name: string) => reservedNames.includes(name), hashes: hashesOf(reservedNames).sort() };
    const columns = new NamingColumns();
    requests.forEach((r, i) => columns.add(i, 0, -1, hashesOf(r.candidates)));
    const settled = new SettledNames(columns, namesInHand(columns, (entry) => requests[entry.at]!, reserved), (i) => requests[i]!);
    const expected = uniqueNames(requests, new Set(reservedNames));
    expect(requests.map((_, i) => settled.nameOf(i))).toEqual(requests.map((r) => expected.get(r.key)));
    expect(expected.get("2")).toBe("foo-abcdef1-2");
    expect(settled.inHand).toBe(requests.length);
    expect(settled.has("foo-abcdef1-2") && settled.has("plain") && !settled.has("foo")).toBe(true);
  });

  it("hold in hand only the objects whose candidates another may share, and a few bytes for each object", () => {
    const apps = 2000;
    const objects: LiveObject[] = [];
    for (let a = 0; a < apps; a++) {
      const id = `app-${a}`;
      objects.push({ definition: appDefinition, id, live: { id, nickname: `Game number ${a}`, platform: "ios" } });
    }
    // Two apps share a nickname (android and ios): they, and their locations, are named in hand.
    objects.push({ definition: appDefinition, id: "twin", live: { id: "twin", nickname: "Game number 7", platform: "android" } });
    const kept: LiveObject[] = [];
    const catalog = new AccountCatalog({ put: (o) => kept.push(o) - 1, get: (at) => kept[at]! });
    catalog.addAccountScoped(objects);
    for (const app of objects) {
      catalog.addAppScoped(Array.from({ length: 10 }, (_, l): LiveObject => ({
        definition: adLocationDefinition, id: `${app.id}/u${l}`, appId: app.id, live: { uuid: `u${l}`, name: `Place ${l}`, adType: "banner", type: "bidding" },
      })));
    }
    const named = [...catalog.named()];
    expect(named).toHaveLength(catalog.count);
    expect(named.filter((o) => o.name.startsWith("game-number-7")).map((o) => o.name).slice(0, 2)).toEqual(["game-number-7-android", "game-number-7-ios"]);
    // The two apps, nothing else: their locations' names start with the apps' names, which differ.
    expect(catalog.namedInHand).toBe(2);
    // Growable columns: at most twice what the objects fill, and a few numbers each (no text).
    expect(catalog.bytes / catalog.count).toBeLessThan(64);
  });
});

describe("DiskSorter", () => {
  it("orders as the sort in memory, keeps equal keys in order, reads again, and leaves only its answer in the folder", () => {
    const folder = mkdtempSync(join(tmpdir(), "adpublisher-sort-test-"));
    try {
      const next = random(9);
      const items = Array.from({ length: 3000 }, (_, i) => ({ i, text: `${["ä", "b", "☃", "a", "🚀"][Math.floor(next() * 5)]}${Math.floor(next() * 50)}`, n: Math.floor(next() * 7) }));
      const key = (item: (typeof items)[number]) => [item.n, item.text];
      const sorter = new DiskSorter(folder, 64);
      const sorted = sorter.sort(items, key);
      const expected = [...sortInMemory(items, key)];
      expect([...sorted]).toEqual(expected);
      expect([...sorted]).toEqual(expected);
      expect(expected.map((o) => o.i)).not.toEqual(items.map((o) => o.i));
      expect(readdirSync(folder)).toHaveLength(1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
