// The client's tokens against the emulator: v5 and v4 flows, one token reused, renewal after a 401.
import { describe, expect, it } from "vitest";
import { createApiContext } from "../../../provider/client";
import { AuthenticationError } from "../../../provider/client/errors";
import { TokenCache } from "../../../provider/client/tokens";
import { useEmulatorClient } from "../../support/emulator-client";

// Token flows against the emulator: v5 and v4 requests, renewal on the emulator's clock, and
// single-flight under concurrency. Each test builds a context with its own TokenCache, so no
// test sees another's token.
const env = useEmulatorClient({ reset: true });

const context = (overrides = {}) => createApiContext(env.emu.config(overrides), { tokenCache: new TokenCache() });
const appsList = (version: "v5" | "v4" = "v5") => ({ method: "GET" as const, path: `/${version}/apps`, auth: "bearer" as const });

describe("tokens against the emulator", () => {
  it("v5: one token request, then bearer calls reuse it", async () => {
    const ctx = context();
    await ctx.send(appsList());
    await ctx.send(appsList());
    expect(await env.emu.requestLines()).toEqual(["POST /v5/oauth/token 200", "GET /v5/apps 200", "GET /v5/apps 200"]);
  });

  it("v4: Basic credentials on /v4/token, then v4 calls", async () => {
    const ctx = context({ apiVersion: "v4" });
    await ctx.send(appsList("v4"));
    expect(await env.emu.requestLines()).toEqual(["POST /v4/token 200", "GET /v4/apps 200"]);
  });

  it("renews once on a 401 after the token expired on the server's clock", async () => {
    const ctx = context();
    await ctx.send(appsList());
    await env.emu.advanceClock(86_400 + 1);
    await ctx.send(appsList());
    expect(await env.emu.requestLines()).toEqual([
      "POST /v5/oauth/token 200",
      "GET /v5/apps 200",
      "GET /v5/apps 401",
      "POST /v5/oauth/token 200",
      "GET /v5/apps 200",
    ]);
  });

  it("fetches a single token when many calls start at once", async () => {
    const ctx = context();
    await Promise.all(Array.from({ length: 8 }, () => ctx.send(appsList())));
    const lines = await env.emu.requestLines();
    expect(lines.filter((l) => l.startsWith("POST /v5/oauth/token"))).toEqual(["POST /v5/oauth/token 200"]);
    expect(lines.filter((l) => l === "GET /v5/apps 200")).toHaveLength(8);
  });

  it("many calls hitting 401 at once renew the token once", async () => {
    const ctx = context();
    await ctx.send(appsList());
    await env.emu.advanceClock(86_400 + 1);
    await env.emu.clearRequests();
    await Promise.all(Array.from({ length: 6 }, () => ctx.send(appsList())));
    const lines = await env.emu.requestLines();
    expect(lines.filter((l) => l.startsWith("POST"))).toEqual(["POST /v5/oauth/token 200"]);
    expect(lines.filter((l) => l === "GET /v5/apps 401")).toHaveLength(6);
    expect(lines.filter((l) => l === "GET /v5/apps 200")).toHaveLength(6);
  });

  it("wrong credentials: AuthenticationError with the OAuth code, no secret in it", async () => {
    const ctx = context({ clientSecret: "definitely-wrong-secret" });
    const error = await ctx.send(appsList()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ code: "invalid_client" });
    const everything = JSON.stringify(error, Object.getOwnPropertyNames(error));
    expect(everything).not.toContain("definitely-wrong-secret");
    expect(await env.emu.requestLines()).toEqual(["POST /v5/oauth/token 401"]);
  });
});
