// The preview-time (name, adType) check of new and renamed ad locations asks the account as little
// as it can (docs/performance.md, "The fewest API calls"): one list per existing app per run, kept
// for the run with the run's own writes applied (and shared with reads); none for an app the run
// created. The refusals it
// exists for stay (test/e2e/preview-refusals.test.ts holds them through the CLI).
import { describe, expect, it } from "vitest";
import type { AdPublisherClient } from "../../../provider/client";
import type { AdLocationSummary } from "../../../provider/models/ad-location";
import { adLocationDefinition } from "../../../provider/resources/ad-location/definition";
import { appDefinition } from "../../../provider/resources/app/definition";
import { createRuntimeContext } from "../../../provider/runtime/runtime-context";
import { engineHandler } from "../../../provider/resources/engine-handler";

/** An account of apps and their locations behind a client that counts its calls by kind. */
function fakeAccount(locations: Record<string, AdLocationSummary[]>) {
  const calls: string[] = [];
  let next = 0;
  const adLocations = {
    list: async (appId: string) => (calls.push(`list ${appId}`), structuredClone(locations[appId] ?? [])),
    create: async (appId: string, input: { name: string; adType: string; type: string }) => {
      calls.push(`create ${appId}`);
      const made = { uuid: `u${++next}`, name: input.name, adType: input.adType, type: input.type };
      locations[appId] = [...(locations[appId] ?? []).filter((l) => !(l.name === made.name && l.adType === made.adType)), made];
      return made;
    },
    update: async (appId: string, uuid: string, patch: { name?: string }) => {
      calls.push(`update ${appId}`);
      const found = locations[appId]!.find((l) => l.uuid === uuid)!;
      Object.assign(found, patch);
      return { ...found };
    },
    delete: async (appId: string, uuid: string) => {
      calls.push(`delete ${appId}`);
      locations[appId] = locations[appId]!.filter((l) => l.uuid !== uuid);
    },
  };
  const apps = {
    create: async () => (calls.push("create app"), locations.fresh = [], { id: "fresh" }),
    get: async (id: string) => ({ id, nickname: "Fresh", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO", platform: "android" }),
  };
  let now = 0;
  const clock = { now: () => now, sleep: async () => undefined };
  const context = createRuntimeContext({ client: { management: { adLocations, apps } } as unknown as AdPublisherClient, clock });
  return {
    calls,
    location: engineHandler(adLocationDefinition, context),
    app: engineHandler(appDefinition, context),
    /** Moves the run's clock past any freshness window of the reads. */
    later: () => (now += 60_000),
  };
}

const bidding = (appId: string, name: string) => ({ appId, name, adType: "interstitial", type: "bidding" });

describe("AdLocation check of (name, adType) on the account", () => {
  it("lists an existing app once per run, however late the checks come and whatever the run creates there", async () => {
    const account = fakeAccount({ old: [{ uuid: "held", name: "Taken", adType: "interstitial", type: "bidding" }] });
    for (let i = 0; i < 5; i++) {
      const news = bidding("old", `Slot ${i}`);
      expect((await account.location.check({}, news)).failures).toEqual([]);
      await account.location.create(news);
      account.later();
    }
    expect(account.calls.filter((c) => c.startsWith("list"))).toEqual(["list old"]);
  });

  it("still refuses a pair an unrecorded location holds, from the one list", async () => {
    const account = fakeAccount({ old: [{ uuid: "held", name: "Taken", adType: "interstitial", type: "fixed_cpm" }] });
    await account.location.check({}, bidding("old", "Free"));
    account.later();
    const result = await account.location.check({}, bidding("old", "Taken"));
    expect(result.failures?.map((f) => f.property)).toEqual(["name"]);
    expect(result.failures?.[0]?.reason).toContain("uuid held");
    expect(account.calls).toEqual(["list old"]);
  });

  it("knows its own writes without asking: a pair it renamed away or deleted is free, one it created is its own", async () => {
    const account = fakeAccount({ old: [] });
    const created = await account.location.create(bidding("old", "First"));
    expect((await account.location.check({}, bidding("old", "Second"))).failures).toEqual([]);
    const { uuid } = created.outs as { uuid: string };
    await account.location.update(created.id, bidding("old", "First"), bidding("old", "Renamed"));
    // Another resource may now take "First": the list held for the run has the rename applied.
    expect((await account.location.check({}, bidding("old", "First"))).failures).toEqual([]);
    await account.location.delete(`old/${uuid}`, created.outs);
    expect((await account.location.check({}, bidding("old", "Renamed"))).failures).toEqual([]);
    expect(account.calls.filter((c) => c.startsWith("list"))).toEqual(["list old"]);
  });

  it("reads every location of an app from one list per run, however spread the reads (refresh, import)", async () => {
    const account = fakeAccount({ old: [{ uuid: "a", name: "A", adType: "interstitial", type: "bidding" }, { uuid: "b", name: "B", adType: "interstitial", type: "bidding" }] });
    for (const uuid of ["a", "b", "a"]) {
      const read = await account.location.read(`old/${uuid}`, undefined);
      expect(read.id).toBe(`old/${uuid}`);
      account.later();
    }
    expect((await account.location.read("old/gone", undefined)).id).toBe("");
    expect(account.calls).toEqual(["list old"]);
  });

  it("lists nothing for an app this run created", async () => {
    const account = fakeAccount({});
    const app = await account.app.create({ nickname: "Fresh", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO", platform: "android" });
    for (const name of ["A", "B", "C"]) {
      expect((await account.location.check({}, bidding(app.id, name))).failures).toEqual([]);
      await account.location.create(bidding(app.id, name));
    }
    expect(account.calls).toEqual(["create app", "create fresh", "create fresh", "create fresh"]);
  });
});
