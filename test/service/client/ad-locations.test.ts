// The client's ad locations against the emulator: CRUD, list filters, and the API's create refusals
// and auto_cpm takeover.
import { beforeEach, describe, expect, it } from "vitest";
import { ApiValidationError, createApiContext, InputValidationError } from "../../../provider/client";
import { sampleApp, useEmulatorClient } from "../../support/emulator-client";

const env = useEmulatorClient({ reset: true });
let appId: string;
beforeEach(async () => {
  ({ id: appId } = await env.client.management.apps.create(sampleApp({ nickname: "Locations" })));
  await env.emu.clearRequests();
});

const seededAppId = async () => {
  for await (const app of env.client.management.apps.list()) if (app.nickname === "Seeded Demo App") return app.id;
  throw new Error("the emulator's seeded app is missing");
};

describe("ad locations against the emulator", () => {
  it("create, list (with filters), update and delete", async () => {
    const menu = await env.client.management.adLocations.create(appId, { name: "Main menu", adType: "interstitial", type: "bidding" });
    expect(menu).toMatchObject({ name: "Main menu", adType: "interstitial", type: "bidding" });
    const end = await env.client.management.adLocations.create(appId, {
      name: "Level end",
      adType: "rewarded",
      type: "fixed_cpm",
      countryTargeting: [{ country: "US", price: 3 }, { country: "default", price: 0.5 }],
    });
    expect(end.countryTargeting).toEqual([{ country: "US", price: 3 }, { country: "default", price: 0.5 }]);

    expect((await env.client.management.adLocations.list(appId)).map((l) => l.name).sort()).toEqual(["Level end", "Main menu"]);
    expect(await env.client.management.adLocations.list(appId, { type: "fixed_cpm" })).toEqual([
      { uuid: end.uuid, name: "Level end", adType: "rewarded", type: "fixed_cpm" },
    ]);
    expect((await env.client.management.adLocations.list(appId, { adType: "interstitial" })).map((l) => l.uuid)).toEqual([menu.uuid]);
    const queries = (await env.emu.requests()).filter((r) => r.method === "GET").map((r) => r.query);
    expect(queries).toEqual([{}, { type_filter: "fixed_cpm" }, { ad_type_filter: "interstitial" }]);

    const renamed = await env.client.management.adLocations.update(appId, end.uuid, {
      name: "Level end 2",
      countryTargeting: [{ country: "FR", price: 1 }],
    });
    expect(renamed).toMatchObject({ uuid: end.uuid, name: "Level end 2", countryTargeting: [{ country: "FR", price: 1 }] });

    await env.client.management.adLocations.delete(appId, menu.uuid);
    expect((await env.client.management.adLocations.list(appId)).map((l) => l.uuid)).toEqual([end.uuid]);
  });

  it("existing_fixed_cpm: a fixed_cpm location cannot take the (name, adType) of a bidding one", async () => {
    await env.client.management.adLocations.create(appId, { name: "Slot", adType: "banner", type: "bidding" });
    const error = await env.client.management.adLocations
      .create(appId, { name: "Slot", adType: "banner", type: "fixed_cpm", countryTargeting: [{ country: "US", price: 1 }] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiValidationError);
    expect((error as ApiValidationError).hasType("existing_fixed_cpm")).toBe(true);
    expect((error as Error).message).toContain("existing_fixed_cpm");
  });

  it("an auto_cpm location is replaced by a fixed_cpm one of the same (name, adType)", async () => {
    const seeded = await seededAppId();
    const created = await env.client.management.adLocations.create(seeded, {
      name: "Level Complete",
      adType: "interstitial",
      type: "fixed_cpm",
      countryTargeting: [{ country: "default", price: 2 }],
    });
    const same = (await env.client.management.adLocations.list(seeded)).filter((l) => l.name === "Level Complete");
    expect(same).toEqual([{ uuid: created.uuid, name: "Level Complete", adType: "interstitial", type: "fixed_cpm" }]);
  });

  it("cannot_set_country_target from the server is an ApiValidationError (the client itself refuses it before sending)", async () => {
    const local = await env.client.management.adLocations
      .create(appId, { name: "B", adType: "banner", type: "bidding", countryTargeting: [{ country: "US", price: 1 }] })
      .catch((e: unknown) => e);
    expect(local).toBeInstanceOf(InputValidationError);
    expect(await env.emu.requests()).toEqual([]);

    const ctx = createApiContext(env.emu.config());
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
    const made = await env.client.management.adLocations.create(appId, { name: "Shop", adType: "rewarded", type: "bidding" });
    expect(await env.client.management.adLocations.find(appId, made.uuid)).toEqual({ uuid: made.uuid, name: "Shop", adType: "rewarded", type: "bidding" });
    expect(await env.client.management.adLocations.find(appId, "no-such-uuid")).toBeUndefined();
    expect(await env.client.management.adLocations.findByNaturalKey(appId, "Shop", "rewarded")).toMatchObject({ uuid: made.uuid });
    expect(await env.client.management.adLocations.findByNaturalKey(appId, "Shop", "banner")).toBeUndefined();
  });

  it("after an ambiguous failure (500) the create looks the location up before posting again", async () => {
    await env.emu.faults([{ method: "POST", path: "/ad-locations$", times: 1, status: 500 }]);
    const made = await env.client.management.adLocations.create(appId, { name: "Retry me", adType: "banner", type: "bidding" });
    expect(made).toMatchObject({ name: "Retry me", adType: "banner", type: "bidding" });
    const path = `/v5/apps/${appId}/ad-locations`;
    expect(await env.emu.requestLines()).toEqual([`POST ${path} 500`, `GET ${path} 200`, `POST ${path} 200`]);
    expect(await env.client.management.adLocations.list(appId)).toHaveLength(1);
  });

  it("after a dropped connection the create looks up, then posts again", async () => {
    await env.emu.faults([{ method: "POST", path: "/ad-locations$", times: 1, reset: true }]);
    await env.client.management.adLocations.create(appId, { name: "Reset", adType: "rewarded", type: "bidding" });
    const path = `/v5/apps/${appId}/ad-locations`;
    expect((await env.emu.requests()).map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${path}`, `GET ${path}`, `POST ${path}`]);
  });
});
