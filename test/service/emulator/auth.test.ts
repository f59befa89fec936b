// The emulator's bearer guard and token endpoints over HTTP: the 401 answers and the OAuth errors.
import { describe, expect, it } from "vitest";
import { type DetailBody, useEmulator } from "../../support/emulator";

const ctx = useEmulator({ reset: true });

describe("bearer guard on resource calls", () => {
  it("refuses a missing token with 401 not_authenticated and a Bearer challenge", async () => {
    const res = await ctx.emu.call("GET", "/v5/apps");
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toBe('Bearer realm="adpublisher"');
    expect(res.body).toEqual({ detail: [{ msg: expect.any(String), type: "not_authenticated" }] });
  });

  it("refuses a Basic scheme on a resource call", async () => {
    const res = await ctx.emu.call<DetailBody>("GET", "/v5/apps", { headers: { Authorization: "Basic YTpi" } });
    expect(res.status).toBe(401);
    expect(res.body.detail[0].type).toBe("not_authenticated");
  });

  it("refuses an unknown token with 401 invalid_token", async () => {
    const res = await ctx.emu.call("GET", "/v4/lists", { token: "made-up" });
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toMatch(/error="invalid_token"/);
    expect(res.body).toEqual({ detail: [{ msg: "Invalid access token", type: "invalid_token" }] });
  });

  it("expires a v5 token after 86400 s of emulator time, and a new one works at once", async () => {
    const token = await ctx.emu.token("v5");
    await ctx.emu.advanceClock(86399);
    expect((await ctx.emu.call("GET", "/v5/apps", { token })).status).toBe(200);
    await ctx.emu.advanceClock(1);
    const expired = await ctx.emu.call("GET", "/v5/apps", { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ detail: [{ msg: "Access token expired", type: "invalid_token" }] });
    expect((await ctx.emu.api("GET", "/v5/apps")).status).toBe(200);
  });

  it("expires a v4 token after 3600 s", async () => {
    const token = await ctx.emu.token("v4");
    await ctx.emu.advanceClock(3599);
    expect((await ctx.emu.call("GET", "/v4/apps", { token })).status).toBe(200);
    await ctx.emu.advanceClock(1);
    expect((await ctx.emu.call("GET", "/v4/apps", { token })).status).toBe(401);
  });

  it("does not let tokens cross versions", async () => {
    const v5 = await ctx.emu.token("v5");
    const v4 = await ctx.emu.token("v4");
    const a = await ctx.emu.call<DetailBody>("GET", "/v4/apps", { token: v5 });
    const b = await ctx.emu.call<DetailBody>("GET", "/v5/apps", { token: v4 });
    for (const res of [a, b]) {
      expect(res.status).toBe(401);
      expect(res.body.detail[0].type).toBe("invalid_token");
    }
  });
});
