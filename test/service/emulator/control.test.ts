// The emulator's control endpoints over HTTP: the request log, faults, the clock, reset and planting an account.
import { describe, expect, it } from "vitest";
import { call, type DetailBody, type LogBody, type Page, useEmulator } from "../../support/emulator";

const ctx = useEmulator({ reset: true });

describe("request log", () => {
  it("records API requests in arrival order with query, status and time, and empties on DELETE", async () => {
    await ctx.emu.call("GET", "/v5/apps?keyword_filter=demo&page=1");
    await ctx.emu.call("GET", "/nowhere");
    const log = await ctx.emu.call<LogBody>("GET", "/_emulator/requests");
    expect(log.status).toBe(200);
    expect(log.body.requests).toEqual([
      { method: "GET", path: "/v5/apps", query: { keyword_filter: "demo", page: "1" }, status: 401, at: expect.any(String) },
      { method: "GET", path: "/nowhere", query: {}, status: 404, at: expect.any(String) },
    ]);
    expect(Number.isNaN(Date.parse(log.body.requests[0].at))).toBe(false);
    expect((await ctx.emu.call("DELETE", "/_emulator/requests")).status).toBe(204);
    expect((await ctx.emu.call("GET", "/_emulator/requests")).body).toEqual({ requests: [] });
  });

  it("stamps entries with the emulator clock", async () => {
    await ctx.emu.advanceClock(86400 * 365);
    await ctx.emu.call("GET", "/v5/apps");
    const [entry] = (await ctx.emu.call<LogBody>("GET", "/_emulator/requests")).body.requests;
    expect(Date.parse(entry.at) - Date.now()).toBeGreaterThan(86400 * 364 * 1000);
  });
});

describe("faults", () => {
  it("answers the next n matching requests with the given status, headers and body, then serves normally", async () => {
    const set = await ctx.emu.call("POST", "/_emulator/faults", {
      body: { rules: [{ method: "GET", path: "^/v5/apps$", times: 2, status: 429, headers: { "Retry-After": "3" }, body: { detail: "slow down" } }] },
    });
    expect(set.status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await ctx.emu.api("GET", "/v5/apps");
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toBe("3");
      expect(res.body).toEqual({ detail: "slow down" });
    }
    expect((await ctx.emu.api("GET", "/v5/apps")).status).toBe(200);
    const statuses = (await ctx.emu.call<LogBody>("GET", "/_emulator/requests")).body.requests.map((r) => r.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
  });

  it("drops the connection on reset and logs the request with status 0", async () => {
    await ctx.emu.call("POST", "/_emulator/faults", { body: { rules: [{ path: "^/v5/apps", times: 1, reset: true }] } });
    await expect(ctx.emu.call("GET", "/v5/apps")).rejects.toThrow();
    const log = (await ctx.emu.call<LogBody>("GET", "/_emulator/requests")).body.requests;
    expect(log).toEqual([expect.objectContaining({ path: "/v5/apps", status: 0 })]);
    expect((await ctx.emu.call("GET", "/v5/apps")).status).toBe(401);
  });

  it("delays and then serves normally when only delayMs is given", async () => {
    await ctx.emu.call("POST", "/_emulator/faults", { body: { rules: [{ path: "^/v5/apps$", times: 1, delayMs: 150 }] } });
    const started = Date.now();
    const res = await ctx.emu.api("GET", "/v5/apps");
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("matches on method and clears on DELETE", async () => {
    await ctx.emu.call("POST", "/_emulator/faults", { body: { rules: [{ method: "POST", path: "^/v5/lists$", times: 5, status: 503 }] } });
    const token = await ctx.emu.token();
    expect((await ctx.emu.api("GET", "/v5/lists", { token })).status).toBe(200);
    expect((await ctx.emu.api("POST", "/v5/lists", { token, body: {} })).status).toBe(503);
    expect((await ctx.emu.call("DELETE", "/_emulator/faults")).status).toBe(204);
    expect((await ctx.emu.api("POST", "/v5/lists", { body: { title: "t", type: "iab_content_taxonomy_1.0_service_default", elements: [] } })).status).toBe(200);
  });

  it("refuses a rule with a bad regular expression", async () => {
    const res = await ctx.emu.call<DetailBody>("POST", "/_emulator/faults", { body: { rules: [{ path: "(", times: 1, status: 500 }] } });
    expect(res.status).toBe(400);
    expect(res.body.detail[0]).toMatchObject({ loc: ["body", "rules", "0", "path"], type: "value_error" });
  });
});

describe("clock and reset", () => {
  it("moves the clock forward and refuses a negative advance", async () => {
    const before = Date.parse(String((await ctx.emu.call("GET", "/_emulator/clock")).body.now));
    const res = await ctx.emu.call("POST", "/_emulator/clock", { body: { advanceSeconds: 3600 } });
    expect(res.status).toBe(200);
    expect(Date.parse(String(res.body.now)) - before).toBeGreaterThanOrEqual(3600_000);
    expect((await ctx.emu.call("POST", "/_emulator/clock", { body: { advanceSeconds: -1 } })).status).toBe(400);
  });

  it("reset drops created data, tokens, faults and the log and restores the seeded app", async () => {
    const token = await ctx.emu.token();
    const created = await ctx.emu.api("POST", "/v5/lists", { token, body: { title: "mine", type: "iab_content_taxonomy_1.0_service_default", elements: ["IAB1-1"] } });
    expect(created.status).toBe(200);
    await call(ctx.emu.url, "POST", "/_emulator/faults", { body: { rules: [{ path: "^/v5/lists$", times: 1, status: 500 }] } });
    expect((await ctx.emu.call("POST", "/_emulator/reset")).status).toBe(200);
    expect((await ctx.emu.call("GET", "/v5/apps", { token })).status).toBe(401);
    const lists = await ctx.emu.api<Page<{ id: string }>>("GET", "/v5/lists");
    expect(lists.status).toBe(200);
    expect(lists.body.items.map((l) => l.id)).not.toContain(created.body.id);
    const apps = await ctx.emu.api<Page<{ nickname: string }>>("GET", "/v5/apps");
    expect(apps.body.items.map((a) => a.nickname)).toEqual(["Seeded Demo App"]);
  });

  it("dumps the state for debugging without token values", async () => {
    const token = await ctx.emu.token();
    const res = await ctx.emu.call<{ apps: { nickname: string }[] }>("GET", "/_emulator/state");
    expect(res.status).toBe(200);
    expect(res.body.apps[0]!.nickname).toBe("Seeded Demo App");
    expect(res.text).not.toContain(token);
  });
});

describe("planting an account", () => {
  it("plants apps with creatable locations that the API then lists, paged as any others", async () => {
    const planted = await ctx.emu.call<{ apps: string[]; locations: number }>("POST", "/_emulator/account", { body: { apps: 30, locationsPerApp: 3 } });
    expect(planted.status).toBe(200);
    expect(planted.body.apps).toHaveLength(30);
    expect(planted.body.locations).toBe(90);
    const page = await ctx.emu.api<Page<{ nickname: string }> & { total: number }>("GET", "/v5/apps?limit=25&page=2");
    expect(page.body.total).toBe(31);
    expect(page.body.items).toHaveLength(6);
    const locations = await ctx.emu.api<{ items: { name: string; ad_type: string; type: string }[] }>("GET", `/v5/apps/${planted.body.apps[7]}/ad-locations`);
    expect(locations.body.items.map((l) => [l.name, l.ad_type, l.type])).toEqual([
      ["Placement 0", "interstitial", "bidding"], ["Placement 1", "rewarded", "fixed_cpm"], ["Placement 2", "interstitial", "bidding"],
    ]);
  });

  it("numbers a second call's apps on from the first's, so that several calls plant one account of distinct names", async () => {
    await ctx.emu.call("POST", "/_emulator/account", { body: { apps: 2, locationsPerApp: 0 } });
    const second = await ctx.emu.call<{ apps: string[] }>("POST", "/_emulator/account", { body: { apps: 2, locationsPerApp: 1 } });
    expect(second.status).toBe(200);
    const apps = await ctx.emu.api<Page<{ nickname: string }>>("GET", "/v5/apps?limit=10");
    expect(apps.body.items.map((a) => a.nickname)).toEqual(["Seeded Demo App", "Planted App 0", "Planted App 1", "Planted App 2", "Planted App 3"]);
    const locations = await ctx.emu.api<{ items: { name: string }[] }>("GET", `/v5/apps/${second.body.apps[1]}/ad-locations`);
    expect(locations.body.items.map((l) => l.name)).toEqual(["Placement 0"]);
  });

  it("refuses sizes it would not survive, naming the field, and plants nothing", async () => {
    const res = await ctx.emu.call<DetailBody>("POST", "/_emulator/account", { body: { apps: 1e9, locationsPerApp: -1 } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("apps");
    expect(JSON.stringify(res.body)).toContain("locationsPerApp");
    expect((await ctx.emu.api<Page<unknown> & { total: number }>("GET", "/v5/apps")).body.total).toBe(1);
  });
});
