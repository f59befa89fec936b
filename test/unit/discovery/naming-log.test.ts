// The apps' own objects' numbers kept in a file (naming-log.ts) read back as they were added, are
// named as when kept in memory, and cost memory that does not grow with them; the shared hashes
// found a batch at a time are those a count of every hash finds.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LiveObject } from "../../../provider/discovery/account";
import { AccountCatalog } from "../../../provider/discovery/catalog";
import { NamingColumns, NamingFile, type NamingLog } from "../../../provider/discovery/naming-log";
import { sharedHashes } from "../../../provider/discovery/settled-names";
import { adLocationDefinition } from "../../../provider/resources/ad-location/definition";
import { appDefinition } from "../../../provider/resources/app/definition";

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "adpublisher-naming-test-"));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** Entries of 0 to 40 hashes, some of them shared, enough to cross the file's 64 KiB buffers several times. */
function someEntries(count: number): { at: number; kind: number; app: number; hashes: Float64Array }[] {
  return Array.from({ length: count }, (_, i) => ({
    at: i * 1000.5 + 2 ** 40,
    kind: i % 256,
    app: i % 7 === 0 ? -2 : i,
    hashes: Float64Array.from({ length: (i * 7) % 41 }, (_, h) => (h === 0 ? i % 500 : 2 ** 52 + i * 64 + h)),
  }));
}

describe("NamingFile", () => {
  it("reads back every entry as added, again and after more are added, as the columns in memory do", () => {
    const file = new NamingFile(join(folder, "naming.bin"));
    const columns = new NamingColumns();
    const entries = someEntries(6000);
    const add = (log: NamingLog, from: number, to: number) => entries.slice(from, to).forEach((e, i) => expect(log.add(e.at, e.kind, e.app, e.hashes)).toBe(from + i));
    try {
      add(file, 0, 4000);
      add(columns, 0, 4000);
      expect([...file.entries()]).toEqual([...columns.entries()]);
      add(file, 4000, 6000);
      add(columns, 4000, 6000);
      const read = [...file.entries()];
      expect(read).toEqual(entries);
      expect(read).toEqual([...columns.entries()]);
      expect(file.count).toBe(6000);
      expect(file.hashCount).toBe(entries.reduce((sum, e) => sum + e.hashes.length, 0));
    } finally {
      file.close();
    }
  });
});

describe("sharedHashes", () => {
  it("finds, a batch at a time, the hashes that more than one candidate has", () => {
    const columns = new NamingColumns();
    for (const e of someEntries(3000)) columns.add(e.at, e.kind, e.app, e.hashes);
    const counts = new Map<number, number>();
    for (const { hashes } of columns.entries()) for (const h of hashes) counts.set(h, (counts.get(h) ?? 0) + 1);
    const expected = new Set([...counts].filter(([, n]) => n > 1).map(([h]) => h));
    expect(expected.size).toBeGreaterThan(100);
    for (const batch of [columns.hashCount, 5000, 997]) expect(sharedHashes(columns, batch)).toEqual(expected);
  });
});

describe("AccountCatalog with the apps' own objects in a file", () => {
  const app = (id: string, nickname: string): LiveObject => ({ definition: appDefinition, id, live: { id, nickname, platform: "ios" } });
  const locations = (appId: string, count: number): LiveObject[] =>
    Array.from({ length: count }, (_, l) => ({
      definition: adLocationDefinition, id: `${appId}/u${l}`, appId,
      // Every fifth app's locations are all "Level", so those go through the names rule in hand.
      live: { uuid: `u${l}`, name: Number(appId.slice(4)) % 5 === 0 ? "Level" : `Place ${l}`, adType: "banner", type: "bidding" },
    }));

  function catalogOf(apps: number, perApp: number, log?: NamingLog) {
    const kept: LiveObject[] = [];
    const catalog = new AccountCatalog({ put: (o) => kept.push(o) - 1, get: (at) => kept[at]! }, log);
    const accountScoped = Array.from({ length: apps }, (_, a) => app(`app-${a}`, a % 9 === 0 ? "Twin" : `Game ${a}`));
    catalog.addAccountScoped(accountScoped);
    for (const { id } of accountScoped) catalog.addAppScoped(locations(id, perApp));
    return catalog;
  }

  it("names every object as the catalog in memory does", () => {
    const file = new NamingFile(join(folder, "naming.bin"));
    try {
      const inMemory = catalogOf(300, 12);
      const inFile = catalogOf(300, 12, file);
      expect([...inFile.named()]).toEqual([...inMemory.named()]);
      expect(inFile.namedInHand).toBe(inMemory.namedInHand);
      expect(inFile.namedInHand).toBeGreaterThan(300 * 12 / 5);
    } finally {
      file.close();
    }
  });

  it("holds the same bytes whether each app has 5 or 40 objects of its own", () => {
    const held = [5, 40].map((perApp) => {
      const file = new NamingFile(join(folder, `naming-${perApp}.bin`));
      try {
        const catalog = catalogOf(500, perApp, file);
        expect([...catalog.named()]).toHaveLength(500 * (perApp + 1));
        return catalog.bytes;
      } finally {
        file.close();
      }
    });
    expect(held[1]).toBe(held[0]);
    // In memory the same objects hold a few bytes each.
    expect(catalogOf(500, 40).bytes).toBeGreaterThan(held[0]! + 500 * 40 * 8);
  });
});
