// Reading a whole account through the client, against the emulator; what discovery makes of it.
import { beforeAll, describe, expect, it } from "vitest";
import { readAccount, type Account } from "../../../provider/discovery/account";
import { importDocument } from "../../../provider/discovery/import-file";
import { inventory, type Inventory } from "../../../provider/discovery/inventory";
import { useEmulatorClient } from "../../support/emulator-client";
import { contextWithClient } from "../../../provider/runtime/runtime-context";
import { makeAccount, type MadeAccount } from "../../support/discovery-account";

/** The live objects of one kind, in the order read. */
const liveOf = <T>(account: Account, kind: string) => account.objects.filter((o) => o.definition.name === kind) as unknown as ({ id: string; live: T })[];

describe("discovery of an account", () => {
  const ctx = useEmulatorClient();
  let made: MadeAccount;
  let account: Account;
  let found: Inventory;

  beforeAll(async () => {
    made = await makeAccount(ctx.client, ctx.emu.emulator.url);
    await ctx.emu.clearRequests();
    account = await readAccount(contextWithClient(ctx.client));
    found = inventory(account);
  });

  it("reads every app with one list of locations and one read of settings each, and every list but the service default", async () => {
    const lines = await ctx.emu.requestLines();
    const appCount = made.appIds.length + 1; // and the emulator's seeded app
    expect(liveOf(account, "App")).toHaveLength(appCount);
    expect(lines.filter((l) => /^GET \/v5\/apps\/[^/]+\/ad-locations 200$/.test(l))).toHaveLength(appCount);
    expect(lines.filter((l) => /^GET \/v5\/apps\/[^/]+\/monetization_settings 200$/.test(l))).toHaveLength(appCount);
    expect(lines.filter((l) => /^GET \/v5\/apps\/[^/]+ 200$/.test(l))).toHaveLength(appCount);
    expect(lines.filter((l) => l.startsWith("GET /v5/apps 200") || l.startsWith("GET /v5/lists 200"))).toHaveLength(2);
    expect(lines.filter((l) => !l.startsWith("GET ") && !l.includes("/oauth/token"))).toEqual([]);
    const lists = liveOf<{ elements: string[] }>(account, "BlockList");
    expect(lists.map((l) => l.id).sort()).toEqual([...made.listIds].sort());
    expect(lists.every((l) => l.live.elements.length > 0)).toBe(true);
  });

  it("imports apps, lists, settings and the 36 creatable locations; sets aside the types the API cannot create", () => {
    const ids = (kind: string) => found.objects.filter((o) => o.kind === kind).map((o) => o.id).sort();
    const seeded = liveOf(account, "App").find((a) => !made.appIds.includes(a.id))!.id;
    expect(ids("App")).toEqual([...made.appIds, seeded].sort());
    expect(ids("BlockList")).toEqual([...made.listIds].sort());
    expect(ids("AdLocation")).toEqual([...made.locationIds].sort());
    expect(ids("MonetizationSettings")).toEqual([...made.appIds, seeded].sort());
    const setAside = found.setAside.map((l) => l.id);
    expect(setAside).toEqual(expect.arrayContaining(made.plantedIds));
    expect(found.setAside.map((l) => (l.live as { type: string }).type).sort()).toEqual(["auto_cpm", "auto_cpm", "cross_promo", "cross_promo", "mock_response", "mock_response"]);
  });

  it("names objects readably and uniquely: platform for a shared nickname, id for what stays shared", () => {
    const nameOf = (id: string) => found.objects.find((o) => o.id === id && o.kind !== "MonetizationSettings")!.name;
    const [iosBlast, androidBlast, cafe, puzzleJa, puzzle2048] = made.appIds;
    expect(nameOf(iosBlast)).toBe("space-blast-ios");
    expect(nameOf(androidBlast)).toBe("space-blast-android");
    expect(nameOf(cafe)).toBe("cafe-decor");
    expect(nameOf(puzzleJa)).toMatch(/^app-[a-z0-9]{6}$/);
    expect(nameOf(puzzle2048)).toBe("app-2048-puzzle");
    expect(nameOf(made.listIds[1])).toBe("no-gambling-list");
    expect(nameOf(made.listIds[0])).toMatch(/^kids-safe-list-[a-z0-9]{6,}$/);
    expect(nameOf(made.listIds[2])).toMatch(/^kids-safe-list-[a-z0-9]{6,}$/);
    expect(nameOf(made.locationIds[5])).toBe("space-blast-android-level-complete-interstitial");
    expect(nameOf(made.locationIds[6])).toBe("space-blast-android-level-complete-rewarded");
    // "Level 1" and "level-1" in one app slug alike: both keep the readable part plus their uuid's start.
    const levelOnes = found.objects.filter((o) => o.name.startsWith("space-blast-ios-level-1-interstitial"));
    expect(levelOnes).toHaveLength(2);
    expect(levelOnes.every((o) => /^space-blast-ios-level-1-interstitial-[a-z0-9]{6,}$/.test(o.name))).toBe(true);
    const names = found.objects.map((o) => o.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("skips an app deleted between the list and its read (404)", async () => {
    const gone = made.appIds[3];
    await ctx.emu.faults([{ method: "GET", path: `^/v5/apps/${gone}$`, times: 1, status: 404, body: { detail: [{ msg: `App ${gone} not found`, type: "not_found" }] } }]);
    const read = await readAccount(contextWithClient(ctx.client));
    expect(liveOf(read, "App").map((a) => a.id)).toEqual(liveOf(account, "App").map((a) => a.id).filter((id) => id !== gone));
  });

  it("gives the same names on a second run", async () => {
    const again = inventory(await readAccount(contextWithClient(ctx.client)));
    expect(again.objects.map((o) => [o.kind, o.id, o.name])).toEqual(found.objects.map((o) => [o.kind, o.id, o.name]));
  });

  it("writes a `pulumi import --file` document of the plugin's types, locations and settings under their app", () => {
    const document = importDocument(found);
    expect(document.resources).toHaveLength(found.objects.length);
    const byId = (type: string, id: string) => document.resources.find((r) => r.type === type && r.id === id)!;
    const app = byId("adpublisher:index:App", made.appIds[0]);
    expect(app).toEqual({ type: "adpublisher:index:App", name: "space-blast-ios", id: made.appIds[0] });
    expect(byId("adpublisher:index:AdLocation", made.locationIds[0])).toEqual({
      type: "adpublisher:index:AdLocation", name: "space-blast-ios-level-complete-interstitial", id: made.locationIds[0], parent: "space-blast-ios",
    });
    expect(byId("adpublisher:index:MonetizationSettings", made.appIds[0])).toEqual({
      type: "adpublisher:index:MonetizationSettings", name: "space-blast-ios-settings", id: made.appIds[0], parent: "space-blast-ios",
    });
    expect(byId("adpublisher:index:BlockList", made.listIds[1])).toEqual({ type: "adpublisher:index:BlockList", name: "no-gambling-list", id: made.listIds[1] });
    const planted = new Set(made.plantedIds);
    expect(document.resources.some((r) => planted.has(r.id))).toBe(false);
    // Every parent is an entry of the file.
    const names = new Set(document.resources.map((r) => r.name));
    expect(document.resources.filter((r) => r.parent !== undefined).every((r) => names.has(r.parent!))).toBe(true);
  });
});
