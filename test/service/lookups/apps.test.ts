// The app lookups against the emulator: getApp by id or by nickname and platform, and getApps.
import { describe, expect, it } from "vitest";
import { ConfigError, InputValidationError, NotFoundError } from "../../../provider/client";
import { AmbiguousLookupError, getApp, getApps } from "../../../provider/lookups";
import { useLookupEmulator } from "./support";

const env = useLookupEmulator();

describe("getApp", () => {
  it("by id returns every field of the single-app GET but the signature", async () => {
    const id = await env.app({ nickname: "Puzzle", orientations: ["landscape", "portrait"], defaultOrientation: "portrait" });
    const app = await getApp({ id }, env.options());
    expect(app).toMatchObject({ id, nickname: "Puzzle", platform: "ios", orientations: ["landscape", "portrait"], defaultOrientation: "portrait", isLive: false });
    expect(app).toHaveProperty("isDirectedAtKidsUnder13", "NO");
    expect(app).toHaveProperty("metadata.adLocationCounts");
    expect(app).not.toHaveProperty("signature");
    expect(await env.apiRequests()).toContain(`GET /v5/apps/${id} 200`);
  });

  it("by nickname and platform matches the nickname exactly, not the keyword's partial matches", async () => {
    const wanted = await env.app({ nickname: "Puzzle" });
    await env.app({ nickname: "Puzzle Pro" });
    await env.app({ nickname: "Puzzle", platform: "android" });
    const app = await getApp({ nickname: "Puzzle", platform: "ios" }, env.options());
    expect(app.id).toBe(wanted);
    expect(app.platform).toBe("ios");
  });

  it("fails when no app has that nickname on that platform, naming the near matches", async () => {
    const pro = await env.app({ nickname: "Puzzle Pro" });
    const error = await getApp({ nickname: "Puzzle", platform: "ios" }, env.options()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toBe(`getApp: there is no app with the nickname "Puzzle" on ios; the keyword also matches "Puzzle Pro" (${pro})`);
  });

  it("fails when several apps share the nickname and platform, listing their ids", async () => {
    const first = await env.app({ nickname: "Twin" });
    const second = await env.app({ nickname: "Twin" });
    const error = await getApp({ nickname: "Twin", platform: "ios" }, env.options()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AmbiguousLookupError);
    expect((error as AmbiguousLookupError).ids).toEqual([first, second]);
    expect((error as Error).message).toBe(`getApp: 2 apps have the nickname "Twin" on ios (ids ${first}, ${second}); look the app up by id`);
  });

  it("fails on an unknown or soft-deleted id with a message naming the app", async () => {
    const id = await env.app();
    await env.emu.client().management.apps.delete(id);
    for (const missing of [id, "no-such-app"]) {
      const error = await getApp({ id: missing }, env.options()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NotFoundError);
      expect((error as Error).message).toBe(`getApp: there is no app "${missing}" (it does not exist or was deleted)`);
    }
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ["neither id nor nickname", {}, "nickname: is required (with platform) when id is not given; platform: is required (with nickname) when id is not given"],
    ["nickname without platform", { nickname: "Puzzle" }, "platform: is required (with nickname) when id is not given"],
    ["id and nickname", { id: "a1", nickname: "Puzzle" }, "id: give either id, or nickname and platform, not both"],
    ["unknown platform", { nickname: "Puzzle", platform: "windows" }, "platform: must be one of ios, android, amazon"],
    ["empty id", { id: "" }, "id: must not be empty"],
    ["unknown argument", { id: "a1", name: "Puzzle" }, "name: is not a known field"],
  ];
  it.each(bad)("refuses %s before any call", async (_case, args, message) => {
    await env.clearLog();
    const error = await getApp(args as { id: string }, env.options()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputValidationError);
    expect((error as Error).message).toBe(`invalid getApp arguments: ${message}`);
    expect(await env.apiRequests()).toEqual([]);
  });

  it("names the missing setting and its variable before any call", async () => {
    await env.clearLog();
    const { clientSecret: _omitted, ...config } = env.emu.config();
    const error = await getApp({ id: "a1" }, { config }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe("getApp needs adpublisher:clientSecret (or ADPUBLISHER_CLIENT_SECRET): not set");
    expect(await env.apiRequests()).toEqual([]);
  });
});

describe("getApps", () => {
  it("reads every page and applies the list filters", async () => {
    const ios: string[] = [];
    for (let i = 0; i < 27; i++) ios.push(await env.app({ nickname: `Game ${i}` }));
    const android = await env.app({ nickname: "Game droid", platform: "android" });
    await env.clearLog();
    const all = await getApps({ platformFilters: "ios", keywordFilter: "Game" }, env.options());
    expect(all.ids).toEqual(ios);
    expect(all.apps.every((app) => app.platform === "ios")).toBe(true);
    expect((await env.apiRequests()).filter((line) => line.startsWith("GET /v5/apps"))).toEqual(["GET /v5/apps 200", "GET /v5/apps 200"]);
    const newestFirst = await getApps({ keywordFilter: "droid", direction: "desc" }, env.options());
    expect(newestFirst.ids).toEqual([android]);
    expect(newestFirst.apps[0]).toMatchObject({ id: android, nickname: "Game droid", platform: "android", isLive: false });
  });

  it("with no filter lists every app of the account, the emulator's demo app included", async () => {
    const mine = await env.app({ nickname: "Mine" });
    const all = await getApps({}, env.options());
    expect(all.ids).toContain(mine);
    expect(all.ids.length).toBe(2);
  });

  it("refuses a bad filter before any call", async () => {
    await env.clearLog();
    const error = await getApps({ direction: "up" as "asc" }, env.options()).catch((e: unknown) => e);
    expect((error as Error).message).toBe("invalid getApps arguments: direction: must be one of asc, desc");
    expect(await env.apiRequests()).toEqual([]);
  });
});
