// The token flows and cache: v5 and v4 requests, renewal before expiry, one request in flight.
import { describe, expect, it } from "vitest";
import { withBearerAuth } from "../../../provider/client/auth";
import { AuthenticationError } from "../../../provider/client/errors";
import { TokenCache, renewalMarginMs, tokenRequest, type TokenCredentials } from "../../../provider/client/tokens";
import { request, scriptedTransport } from "./fake-transport";

const v5: TokenCredentials = {
  version: "v5",
  tokenUrl: new URL("https://api.example.test/v5/oauth/token"),
  clientId: "id-1",
  clientSecret: "s3cret-value",
  audience: "aud",
};
const v4: TokenCredentials = { ...v5, version: "v4", tokenUrl: new URL("https://api.example.test/v4/token"), audience: undefined };
const tokenBody = (token: string, expiresIn = 86_400) => ({ access_token: token, token_type: "Bearer", expires_in: expiresIn, scope: "a b" });

describe("token requests", () => {
  it("v5 posts JSON with client_id, client_secret, audience and grant_type", () => {
    const req = tokenRequest(v5);
    expect(req.method).toBe("POST");
    expect(req.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(req.body ?? "")).toEqual({
      client_id: "id-1",
      client_secret: "s3cret-value",
      audience: "aud",
      grant_type: "client_credentials",
    });
  });
  it("v4 sends Basic base64(id:secret) and a form body", () => {
    const req = tokenRequest(v4);
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from("id-1:s3cret-value").toString("base64")}`);
    expect(req.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(req.body).toBe("grant_type=client_credentials");
  });
  it("renews 5 minutes before a 24 h token expires and a tenth before short ones", () => {
    expect(renewalMarginMs(86_400_000)).toBe(300_000);
    expect(renewalMarginMs(600_000)).toBe(60_000);
  });
});

describe("TokenCache", () => {
  it("caches per credentials and renews within the margin", async () => {
    let now = 0;
    const cache = new TokenCache(() => now);
    const transport = scriptedTransport([
      { status: 200, body: tokenBody("t1") },
      { status: 200, body: tokenBody("t2") },
      { status: 200, body: tokenBody("other", 3600) },
    ]);
    expect(await cache.get(v5, transport)).toBe("t1");
    now = 86_400_000 - 300_001;
    expect(await cache.get(v5, transport)).toBe("t1");
    now = 86_400_000 - 300_000;
    expect(await cache.get(v5, transport)).toBe("t2");
    expect(await cache.get({ ...v5, clientId: "id-2" }, transport)).toBe("other");
    expect(transport.calls).toHaveLength(3);
  });

  it("sends one token request when many calls need a token at once", async () => {
    const cache = new TokenCache(() => 0);
    const transport = scriptedTransport([{ status: 200, body: tokenBody("shared") }]);
    const tokens = await Promise.all(Array.from({ length: 10 }, () => cache.get(v5, transport)));
    expect(new Set(tokens)).toEqual(new Set(["shared"]));
    expect(transport.calls).toHaveLength(1);
  });

  it("turns the token endpoint's error body into an AuthenticationError without the secret", async () => {
    const cache = new TokenCache(() => 0);
    const transport = scriptedTransport([
      { status: 401, body: { error: "invalid_client", error_description: "client authentication failed" } },
    ]);
    const error = await cache.get(v5, transport).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ code: "invalid_client", status: 401, path: "/v5/oauth/token" });
    expect((error as Error).message).toContain("invalid_client: client authentication failed");
    expect(JSON.stringify(error)).not.toContain("s3cret-value");
    expect((error as Error).message).not.toContain("s3cret-value");
  });

  it("a failed fetch is not cached: the next call asks again", async () => {
    const cache = new TokenCache(() => 0);
    const transport = scriptedTransport([{ status: 400, body: { error: "invalid_request" } }, { status: 200, body: tokenBody("ok") }]);
    await expect(cache.get(v5, transport)).rejects.toMatchObject({ code: "invalid_request" });
    expect(await cache.get(v5, transport)).toBe("ok");
  });
});

describe("withBearerAuth", () => {
  it("sends the bearer token, and on a 401 drops it and retries once with a fresh one", async () => {
    const issued = ["old", "new"];
    const invalidated: string[] = [];
    const source = { getToken: async () => issued[0] ?? "none", invalidate: (t: string) => void (invalidated.push(t), issued.shift()) };
    const transport = scriptedTransport([{ status: 401 }, { status: 200 }]);
    const res = await withBearerAuth(source)(transport)(request("GET"));
    expect(res).toMatchObject({ status: 200, attempts: 2 });
    expect(transport.calls.map((c) => c.headers.authorization)).toEqual(["Bearer old", "Bearer new"]);
    expect(invalidated).toEqual(["old"]);
  });

  it("returns the second 401 instead of looping", async () => {
    const source = { getToken: async () => "t", invalidate: () => {} };
    const transport = scriptedTransport([{ status: 401 }, { status: 401 }]);
    const res = await withBearerAuth(source)(transport)(request("GET"));
    expect(res.status).toBe(401);
    expect(transport.calls).toHaveLength(2);
  });
});
