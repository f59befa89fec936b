import { describe, expect, it } from "vitest";
import { useEmulator } from "./support";

const ctx = useEmulator();

describe("robustness", () => {
  it("answers an unknown path with a 404 JSON", async () => {
    const res = await ctx.call("GET", "/v5/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.body).toEqual({ detail: [{ msg: expect.any(String), type: "not_found" }] });
  });

  it("answers a wrong method with a 405 JSON and Allow", async () => {
    const res = await ctx.call("PUT", "/v5/oauth/token");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(res.body).toEqual({ detail: [{ msg: expect.any(String), type: "method_not_allowed" }] });
  });

  it("refuses a body over 1 MiB with a 413 JSON and keeps serving", async () => {
    const res = await ctx.call("POST", "/v5/oauth/token", {
      rawBody: `{"x":"${"a".repeat(1024 * 1024 + 10)}"}`,
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: [{ msg: expect.any(String), type: "payload_too_large" }] });
    expect((await ctx.call("GET", "/_emulator/requests")).status).toBe(200);
  });

  it("survives a burst of concurrent token requests, each token distinct", async () => {
    const tokens = await Promise.all(Array.from({ length: 30 }, () => ctx.token()));
    expect(new Set(tokens).size).toBe(30);
  });
});
