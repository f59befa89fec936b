// The parts that let discovery write an account as it reads it: results handed on in order with
// few held, a JSON document written entry by entry as JSON.stringify would write it whole, live
// fields spilled to a file and read back, and names that do not depend on the order apps come in.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { LiveObject } from "../../../provider/discovery/account";
import { AccountCatalog } from "../../../provider/discovery/catalog";
import { BufferedSink, FileSink, ResourcesDocumentWriter } from "../../../provider/discovery/document-writer";
import { inventory } from "../../../provider/discovery/inventory";
import { LiveSpill } from "../../../provider/discovery/spill";
import { adLocationDefinition } from "../../../provider/resources/ad-location/definition";
import { appDefinition } from "../../../provider/resources/app/definition";
import { eachInOrder } from "../../../provider/resources/common/in-batches";

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("eachInOrder", () => {
  it("hands results on in the items' order, with no more than `width` started and not yet used", async () => {
    let outstanding = 0;
    let most = 0;
    const used: number[] = [];
    // Later items finish first: the order must come from the items, not from who finishes.
    await eachInOrder([5, 1, 4, 1, 3, 2, 0, 6], 3, async (ms) => {
      outstanding++;
      most = Math.max(most, outstanding);
      await tick(ms);
      return ms;
    }, (result) => {
      outstanding--;
      used.push(result);
    });
    expect(used).toEqual([5, 1, 4, 1, 3, 2, 0, 6]);
    expect(most).toBe(3);
  });

  it("fails with the first failing item in order, and a later failure is not an unhandled rejection", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      const work = eachInOrder([30, 0, 0], 3, async (ms) => {
        await tick(ms);
        throw new Error(`item ${ms}`);
      }, () => undefined);
      await expect(work).rejects.toThrow("item 30");
      await tick(20);
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});

describe("ResourcesDocumentWriter", () => {
  const entries = [
    { type: "adpublisher:index:App", name: "space-blast", id: "a1" },
    { type: "adpublisher:index:AdLocation", name: "x", id: "a1/u1", parent: "space-blast", inputs: { name: "Line\nbreak \"quoted\" ünï ☃", list: [1, [2, {}], []], empty: {} }, gone: undefined },
    { type: "t", name: "\u2028", id: "\\" },
  ];
  for (const count of [0, 1, 3]) {
    it(`writes ${count} entries as JSON.stringify(document, null, 2) does`, () => {
      let text = "";
      const writer = new ResourcesDocumentWriter((chunk) => (text += chunk));
      for (const entry of entries.slice(0, count)) writer.add(entry);
      writer.end();
      expect(text).toBe(`${JSON.stringify({ resources: entries.slice(0, count) }, null, 2)}\n`);
    });
  }

  it("through a file in chunks, the same text", () => {
    const dir = mkdtempSync(join(tmpdir(), "document-writer-"));
    try {
      const many = Array.from({ length: 3000 }, (_, i) => ({ type: "adpublisher:index:AdLocation", name: `location-${i}`, id: `a/${i}`, parent: "a" }));
      const file = new FileSink(join(dir, "import.json"));
      const writer = new ResourcesDocumentWriter(file.write);
      for (const entry of many) writer.add(entry);
      writer.end();
      file.close();
      expect(readFileSync(join(dir, "import.json"), "utf8")).toBe(`${JSON.stringify({ resources: many }, null, 2)}\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a BufferedSink sends nothing until 64 KiB or a flush", () => {
    const chunks: string[] = [];
    const sink = new BufferedSink((chunk) => chunks.push(chunk));
    sink.write("a".repeat(1000));
    expect(chunks).toEqual([]);
    sink.write("b".repeat(65536));
    expect(chunks).toEqual(["a".repeat(1000) + "b".repeat(65536)]);
    sink.write("c");
    sink.flush();
    sink.flush();
    expect(chunks).toEqual(["a".repeat(1000) + "b".repeat(65536), "c"]);
  });
});

describe("LiveSpill", () => {
  it("gives back each object's fields, in any order, and leaves no file behind", () => {
    const spill = new LiveSpill();
    const objects = [{ nickname: "Café ☃", n: 1, list: [null, true] }, {}, { uuid: "u", nested: { deep: ["x\ny"] } }];
    const places = objects.map((o) => spill.put(o));
    expect(places.reverse().map((p) => spill.get(p))).toEqual([...objects].reverse());
    spill.close();
  });

  it("gives back objects across its reads' windows, one longer than a window, and objects put after a read", () => {
    const spill = new LiveSpill();
    const objects: unknown[] = Array.from({ length: 400 }, (_, i) => ({ i, name: `Placement ${i}`, pad: "x".repeat(i % 97) }));
    objects.splice(200, 0, { long: "y".repeat(20_000) });
    const places = objects.map((o) => spill.put(o));
    const order = places.map((_, i) => (i * 37) % places.length);
    expect(order.map((i) => spill.get(places[i]!))).toEqual(order.map((i) => objects[i]));
    expect(places.map((p) => spill.get(p))).toEqual(objects);
    const later = spill.put({ later: true });
    expect([spill.get(places[399]!), spill.get(later), spill.get(places[0]!)]).toEqual([objects[399], { later: true }, objects[0]]);
    spill.close();
  });
});

describe("AccountCatalog", () => {
  const app = (id: string, nickname: string): LiveObject => ({ definition: appDefinition, id, live: { id, nickname, platform: "ios" } });
  const location = (appId: string, uuid: string, name: string, type = "bidding"): LiveObject => ({
    definition: adLocationDefinition, id: `${appId}/${uuid}`, appId, live: { uuid, name, adType: "interstitial", type },
  });
  const apps = [app("a1", "Foo"), app("a2", "Foo Bar")];
  const byApp = [
    [location("a1", "u1", "Bar Baz"), location("a1", "u2", "Level 1"), location("a1", "u3", "level-1"), location("a1", "u4", "Auto", "auto_cpm")],
    [location("a2", "u5", "Baz"), location("a2", "u6", "Aardvark")],
  ];

  it("names as the inventory of the whole account does, whichever app comes first, and keeps only the places it is given", () => {
    const whole = inventory({ objects: [...apps, ...byApp.flat()] });
    for (const order of [byApp, [...byApp].reverse()]) {
      const kept: LiveObject[] = [];
      const catalog = new AccountCatalog({ put: (o) => kept.push(o) - 1, get: (at) => kept[at]! });
      catalog.addAccountScoped(apps);
      for (const objects of order) catalog.addAppScoped(objects);
      const named = [...catalog.named()];
      expect(named.map(({ at: _, ...o }) => o)).toEqual(whole.objects.map(({ label: _, ...o }) => o));
      // A location's parent is its app's name.
      expect(named.find((o) => o.id === "a2/u5")?.parent).toBe(named.find((o) => o.id === "a2")?.name);
      expect(named.map((o) => kept[o.at]!.id)).toEqual(whole.objects.map((o) => o.id));
    }
    // Across apps: both want foo-bar-baz-interstitial, so both take their id's start.
    expect(whole.objects.filter((o) => o.name.startsWith("foo-bar-baz-interstitial")).map((o) => o.name)).toEqual(["foo-bar-baz-interstitial-u1", "foo-bar-baz-interstitial-u5"]);
    expect(whole.setAside.map((o) => o.id)).toEqual(["a1/u4"]);
  });

  it("names the same when the account-scoped objects come in batches, and refuses more of them once the apps' own began", () => {
    const twins = [app("a3", "Foo"), app("a4", "Foo Bar"), app("a5", "Foo")];
    const kept: LiveObject[] = [];
    const batched = new AccountCatalog({ put: (o) => kept.push(o) - 1, get: (at) => kept[at]! });
    const whole: LiveObject[] = [];
    const inOne = new AccountCatalog({ put: (o) => whole.push(o) - 1, get: (at) => whole[at]! });
    inOne.addAccountScoped([...apps, ...twins]);
    batched.addAccountScoped(apps);
    batched.addAccountScoped([]);
    batched.addAccountScoped(twins);
    for (const objects of byApp) {
      inOne.addAppScoped(objects);
      batched.addAppScoped(objects);
    }
    expect([...batched.named()]).toEqual([...inOne.named()]);
    // Names settled across the batches: the same nickname and platform in both, so each takes its id.
    expect([...batched.named()].filter((o) => o.kind === "App").map((o) => o.name)).toEqual(["foo-bar-ios-a2", "foo-bar-ios-a4", "foo-ios-a1", "foo-ios-a3", "foo-ios-a5"]);
    expect(() => batched.addAccountScoped([app("a6", "Late")])).toThrow(/before any app's own/);
  });

  it("refuses app-scoped objects named before the account's own", () => {
    const catalog = new AccountCatalog({ put: () => 0, get: () => ({ id: "", live: {} }) });
    expect(() => catalog.addAppScoped(byApp[0]!)).toThrow(/account-scoped objects come first/);
  });
});
