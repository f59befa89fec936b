// The emulator's answers to requests no route takes: unknown paths, wrong methods, oversized and
// malformed bodies.
import { describe, expect, it } from "vitest";
import { type DetailBody, useEmulator } from "../../support/emulator";

const ctx = useEmulator({ reset: true });

describe("robustness", () => {
  it("answers an unknown path with a 404 JSON", async () => {
    const res = await ctx.emu.call("GET", "/v5/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.body).toEqual({ detail: [{ msg: expect.any(String), type: "not_found" }] });
  });

  it("answers a wrong method with a 405 JSON and Allow", async () => {
    const res = await ctx.emu.call("PUT", "/v5/oauth/token");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(res.body).toEqual({ detail: [{ msg: expect.any(String), type: "method_not_allowed" }] });
  });

  it("refuses a body over 1 MiB with a 413 JSON and keeps serving", async () => {
    const res = await ctx.emu.call("POST", "/v5/oauth/token", {
      rawBody: `{"x":"${"a".repeat(1024 * 1024 + 10)}"}`,
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: [{ msg: expect.any(String), type: "payload_too_large" }] });
    expect((await ctx.emu.call("GET", "/_emulator/requests")).status).toBe(200);
  });

  it("survives a burst of concurrent token requests, each token distinct", async () => {
    const tokens = await Promise.all(Array.from({ length: 30 }, () => ctx.emu.token()));
    expect(new Set(tokens).size).toBe(30);
  });
});

describe("bodies on API routes", () => {
  it("answers malformed JSON with a 400 validation error", async () => {
    const res = await ctx.emu.api("POST", "/v5/apps", { rawBody: "{nope", headers: { "Content-Type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: [{ loc: ["body"], msg: expect.any(String), type: "json_invalid" }] });
  });

  it("answers a non-JSON content type with 415", async () => {
    const res = await ctx.emu.api("POST", "/v5/lists", { rawBody: "title=x", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ detail: [{ msg: expect.any(String), type: "unsupported_media_type" }] });
  });

  it("answers a JSON array or an empty body where an object is expected with 400 dict_type", async () => {
    for (const rawBody of ["[]", ""]) {
      const res = await ctx.emu.api<DetailBody>("POST", "/v5/apps", { rawBody, headers: { "Content-Type": "application/json" } });
      expect(res.status).toBe(400);
      expect(res.body.detail[0]).toMatchObject({ loc: ["body"], type: "dict_type" });
    }
  });

  it("serves concurrent creates without losing any", async () => {
    const token = await ctx.emu.token();
    const body = (i: number) => ({ nickname: `App ${i}`, orientations: ["portrait"], is_live: false, is_test_mode_on: false, is_directed_at_kids_under_13: "NO", platform: "ios" });
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => ctx.emu.api("POST", "/v5/apps", { token, body: body(i) })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(25);
    expect((await ctx.emu.api("GET", "/v5/apps?limit=100", { token })).body.total).toBe(26);
  });
});
