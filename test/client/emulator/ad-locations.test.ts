import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiValidationError, createApiContext, InputValidationError, type AdPublisherClient } from "../../../provider/client";
import { EmulatorHarness } from "./harness";

let emu: EmulatorHarness;
let client: AdPublisherClient;
let appId: string;
beforeAll(async () => {
  emu = await EmulatorHarness.start();
  client = emu.client();
});
afterAll(async () => emu.close());
beforeEach(async () => {
  await emu.reset();
  ({ id: appId } = await client.management.apps.create({
    nickname: "Locations",
    orientations: ["portrait"],
    isLive: false,
    isTestModeOn: false,
    isDirectedAtKidsUnder13: "NO",
    platform: "ios",
  }));
  await emu.clearRequests();
});

const seededAppId = async () => {
  for await (const app of client.management.apps.list()) if (app.nickname === "Seeded Demo App") return app.id;
  throw new Error("the emulator's seeded app is missing");
};

describe("ad locations against the emulator", () => {
  it("create, list (with filters), update and delete", async () => {
    const menu = await client.management.adLocations.create(appId, { name: "Main menu", adType: "interstitial", type: "bidding" });
    expect(menu).toMatchObject({ name: "Main menu", adType: "interstitial", type: "bidding" });
    const end = await client.management.adLocations.create(appId, {
      name: "Level end",
      adType: "rewarded",
      type: "fixed_cpm",
      countryTargeting: [{ country: "US", price: 3 }, { country: "default", price: 0.5 }],
    });
    expect(end.countryTargeting).toEqual([{ country: "US", price: 3 }, { country: "default", price: 0.5 }]);

    expect((await client.management.adLocations.list(appId)).map((l) => l.name).sort()).toEqual(["Level end", "Main menu"]);
    expect(await client.management.adLocations.list(appId, { type: "fixed_cpm" })).toEqual([
      { uuid: end.uuid, name: "Level end", adType: "rewarded", type: "fixed_cpm" },
    ]);
    expect((await client.management.adLocations.list(appId, { adType: "interstitial" })).map((l) => l.uuid)).toEqual([menu.uuid]);
    const queries = (await emu.requests()).filter((r) => r.method === "GET").map((r) => r.query);
    expect(queries).toEqual([{}, { type_filter: "fixed_cpm" }, { ad_type_filter: "interstitial" }]);

    const renamed = await client.management.adLocations.update(appId, end.uuid, {
      name: "Level end 2",
      countryTargeting: [{ country: "FR", price: 1 }],
    });
    expect(renamed).toMatchObject({ uuid: end.uuid, name: "Level end 2", countryTargeting: [{ country: "FR", price: 1 }] });

    await client.management.adLocations.delete(appId, menu.uuid);
    expect((await client.management.adLocations.list(appId)).map((l) => l.uuid)).toEqual([end.uuid]);
  });

  it("existing_fixed_cpm: a fixed_cpm location cannot take the (name, adType) of a bidding one", async () => {
    await client.management.adLocations.create(appId, { name: "Slot", adType: "banner", type: "bidding" });
    const error = await client.management.adLocations
      .create(appId, { name: "Slot", adType: "banner", type: "fixed_cpm", countryTargeting: [{ country: "US", price: 1 }] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiValidationError);
    expect((error as ApiValidationError).hasType("existing_fixed_cpm")).toBe(true);
    expect((error as Error).message).toContain("existing_fixed_cpm");
  });

  it("an auto_cpm location is replaced by a fixed_cpm one of the same (name, adType)", async () => {
    const seeded = await seededAppId();
    const created = await client.management.adLocations.create(seeded, {
      name: "Level Complete",
      adType: "interstitial",
      type: "fixed_cpm",
      countryTargeting: [{ country: "default", price: 2 }],
    });
    const same = (await client.management.adLocations.list(seeded)).filter((l) => l.name === "Level Complete");
    expect(same).toEqual([{ uuid: created.uuid, name: "Level Complete", adType: "interstitial", type: "fixed_cpm" }]);
  });

  it("cannot_set_country_target from the server is an ApiValidationError (the client itself refuses it before sending)", async () => {
    const local = await client.management.adLocations
      .create(appId, { name: "B", adType: "banner", type: "bidding", countryTargeting: [{ country: "US", price: 1 }] })
      .catch((e: unknown) => e);
    expect(local).toBeInstanceOf(InputValidationError);
    expect(await emu.requests()).toEqual([]);

    const ctx = createApiContext(emu.config());
    const raw = await ctx
      .send({
        method: "POST",
        path: `/v5/apps/${appId}/ad-locations`,
        json: { name: "B", ad_type: "banner", type: "bidding", country_targeting: [{ country: "US", price: 1 }] },
        auth: "bearer",
      })
      .catch((e: unknown) => e);
    expect(raw).toBeInstanceOf(ApiValidationError);
    expect((raw as ApiValidationError).hasType("cannot_set_country_target")).toBe(true);
  });

  it("find by uuid, findByNaturalKey by (name, adType) only", async () => {
    const made = await client.management.adLocations.create(appId, { name: "Shop", adType: "rewarded", type: "bidding" });
    expect(await client.management.adLocations.find(appId, made.uuid)).toEqual({ uuid: made.uuid, name: "Shop", adType: "rewarded", type: "bidding" });
    expect(await client.management.adLocations.find(appId, "no-such-uuid")).toBeUndefined();
    expect(await client.management.adLocations.findByNaturalKey(appId, "Shop", "rewarded")).toMatchObject({ uuid: made.uuid });
    expect(await client.management.adLocations.findByNaturalKey(appId, "Shop", "banner")).toBeUndefined();
  });

  it("after an ambiguous failure (500) the create looks the location up before posting again", async () => {
    await emu.faults([{ method: "POST", path: "/ad-locations$", times: 1, status: 500 }]);
    const made = await client.management.adLocations.create(appId, { name: "Retry me", adType: "banner", type: "bidding" });
    expect(made).toMatchObject({ name: "Retry me", adType: "banner", type: "bidding" });
    const path = `/v5/apps/${appId}/ad-locations`;
    expect(await emu.requestLines()).toEqual([`POST ${path} 500`, `GET ${path} 200`, `POST ${path} 200`]);
    expect(await client.management.adLocations.list(appId)).toHaveLength(1);
  });

  it("after a dropped connection the create looks up, then posts again", async () => {
    await emu.faults([{ method: "POST", path: "/ad-locations$", times: 1, reset: true }]);
    await client.management.adLocations.create(appId, { name: "Reset", adType: "rewarded", type: "bidding" });
    const path = `/v5/apps/${appId}/ad-locations`;
    expect((await emu.requests()).map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${path}`, `GET ${path}`, `POST ${path}`]);
  });
});
