// The emulator's token endpoints over HTTP: `POST /v5/oauth/token` and `POST /v4/token`, their
// lifetimes, no-store headers and OAuth errors.
import { describe, expect, it } from "vitest";
import { useEmulator } from "../../support/emulator";

const ctx = useEmulator({ reset: true });

function v5Body(overrides: Record<string, unknown> = {}) {
  const { clientId, clientSecret, audience } = ctx.emu.credentials;
  return { client_id: clientId, client_secret: clientSecret, audience, grant_type: "client_credentials", ...overrides };
}

function basic(id: string, secret: string) {
  return `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
}

function v4(form: string, authorization?: string, contentType = "application/x-www-form-urlencoded") {
  const headers: Record<string, string> = { "Content-Type": contentType };
  if (authorization) headers.Authorization = authorization;
  return ctx.emu.call("POST", "/v4/token", { rawBody: form, headers });
}

describe("v5 token endpoint", () => {
  it("issues a bearer token for 86400 s with no-store headers and scopes", async () => {
    const res = await ctx.emu.call("POST", "/v5/oauth/token", { body: v5Body() });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("pragma")).toBe("no-cache");
    expect(res.body).toMatchObject({ token_type: "Bearer", expires_in: 86400 });
    expect(typeof res.body.access_token).toBe("string");
    expect(res.body.scope).toMatch(/^[a-z_:]+( [a-z_:]+)*$/);
  });

  it.each([
    ["missing client_secret", { client_secret: undefined }],
    ["missing grant_type", { grant_type: undefined }],
    ["a non-string parameter", { client_id: 42 }],
    ["an unknown audience", { audience: "https://elsewhere" }],
  ])("refuses %s with invalid_request", async (_label, overrides) => {
    const res = await ctx.emu.call("POST", "/v5/oauth/token", { body: v5Body(overrides) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("invalid_request");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses a repeated parameter and malformed JSON with invalid_request", async () => {
    const { clientId, clientSecret, audience } = ctx.emu.credentials;
    const repeated = `{"client_id":"${clientId}","client_id":"${clientId}","client_secret":"${clientSecret}","audience":"${audience}","grant_type":"client_credentials"}`;
    for (const rawBody of [repeated, "{not json"]) {
      const res = await ctx.emu.call("POST", "/v5/oauth/token", { rawBody, headers: { "Content-Type": "application/json" } });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe("invalid_request");
    }
  });

  it("refuses a form body with invalid_request", async () => {
    const res = await ctx.emu.call("POST", "/v5/oauth/token", {
      rawBody: "grant_type=client_credentials",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "invalid_request", error_description: expect.any(String) });
  });

  it("refuses wrong credentials with 401 invalid_client and a challenge, without echoing the secret", async () => {
    const res = await ctx.emu.call("POST", "/v5/oauth/token", { body: v5Body({ client_secret: "wrong-secret" }) });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe("invalid_client");
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer /);
    expect(res.text).not.toContain("wrong-secret");
  });

  it("distinguishes unsupported_grant_type, unauthorized_client, invalid_grant and invalid_scope", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ grant_type: "urn:example:magic" }, "unsupported_grant_type"],
      [{ grant_type: "password" }, "unauthorized_client"],
      [{ grant_type: "refresh_token", refresh_token: "never-issued" }, "invalid_grant"],
      [{ scope: "apps:read root:everything" }, "invalid_scope"],
    ];
    for (const [overrides, code] of cases) {
      const res = await ctx.emu.call("POST", "/v5/oauth/token", { body: v5Body(overrides) });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(code);
      expect(res.body.error_description).toMatch(/^[\x20-\x21\x23-\x5b\x5d-\x7e]*$/);
    }
  });

  it("grants a requested subset of scopes", async () => {
    const res = await ctx.emu.call("POST", "/v5/oauth/token", { body: v5Body({ scope: "apps:read lists:read" }) });
    expect(res.status).toBe(200);
    expect(res.body.scope).toBe("apps:read lists:read");
  });
});

describe("v4 token endpoint", () => {
  const { clientId, clientSecret } = { clientId: "emulator-client-id", clientSecret: "emulator-client-secret" };

  it("issues a bearer token for 3600 s with no-store headers and no scope", async () => {
    const res = await v4("grant_type=client_credentials", basic(clientId, clientSecret));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("pragma")).toBe("no-cache");
    expect(Object.keys(res.body).sort()).toEqual(["access_token", "expires_in", "token_type"]);
    expect(res.body).toMatchObject({ token_type: "Bearer", expires_in: 3600 });
  });

  it("answers missing or wrong Basic credentials with 401 invalid_client and a Basic challenge", async () => {
    for (const auth of [undefined, basic(clientId, "nope")]) {
      const res = await v4("grant_type=client_credentials", auth);
      expect(res.status).toBe(401);
      expect(res.body.error).toBe("invalid_client");
      expect(res.headers.get("www-authenticate")).toMatch(/^Basic realm=/);
    }
  });

  it.each([
    ["a repeated grant_type", "grant_type=client_credentials&grant_type=client_credentials", "invalid_request"],
    ["a missing grant_type", "", "invalid_request"],
    ["credentials in the body too", `grant_type=client_credentials&client_id=${"emulator-client-id"}`, "invalid_request"],
    ["an unknown grant type", "grant_type=implicit_magic", "unsupported_grant_type"],
    ["a password grant", "grant_type=password", "unauthorized_client"],
    ["an authorization code", "grant_type=authorization_code&code=abc", "invalid_grant"],
  ])("refuses %s", async (_label, form, code) => {
    const res = await v4(form, basic(clientId, clientSecret));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(code);
  });

  it("refuses a JSON body with invalid_request", async () => {
    const res = await v4('{"grant_type":"client_credentials"}', basic(clientId, clientSecret), "application/json");
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("invalid_request");
  });
});
