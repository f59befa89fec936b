// Constant-time credential comparison in the emulator, for every credential it checks.
import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { sameSecret } from "../../../emulator/secrets";
import { seededApp } from "./reports-support";
import { useEmulator } from "../../support/emulator";

// Every credential check of the emulator must go through the one constant-time comparison.
vi.mock("../../../emulator/secrets", async (original) => {
  const actual = await original<typeof import("../../../emulator/secrets")>();
  return { sameSecret: vi.fn(actual.sameSecret) };
});

const ctx = useEmulator({ reset: true });
const compared = vi.mocked(sameSecret);
const WRONG = "wrong-credential";
const json = { "Content-Type": "application/json" };

describe("sameSecret", () => {
  it("tells equal from different credentials of any length, and a missing one from an empty one", async () => {
    const { sameSecret: actual } = await vi.importActual<typeof import("../../../emulator/secrets")>("../../../emulator/secrets");
    expect(actual("emulator-secret", "emulator-secret")).toBe(true);
    expect(actual("emulator-secret", "emulator-secreT")).toBe(false);
    expect(actual("emulator-secret", "emulator-secret-longer")).toBe(false);
    expect(actual("emulator-secret", "")).toBe(false);
    expect(actual("", undefined)).toBe(false);
    expect(actual("", "")).toBe(true);
  });
});

describe("every credential check compares in constant time", () => {
  beforeEach(() => {
    compared.mockClear();
  });

  const checks: [string, () => Promise<{ status: number }>, () => string][] = [
    ["the v5 client secret", () => ctx.emu.call("POST", "/v5/oauth/token", {
      body: { client_id: ctx.emu.credentials.clientId, client_secret: WRONG, audience: ctx.emu.credentials.audience, grant_type: "client_credentials" },
    }), () => ctx.emu.credentials.clientSecret],
    ["the v4 client secret", () => ctx.emu.call("POST", "/v4/token", {
      rawBody: "grant_type=client_credentials",
      headers: { Authorization: `Basic ${Buffer.from(`${ctx.emu.credentials.clientId}:${WRONG}`).toString("base64")}`, "Content-Type": "application/x-www-form-urlencoded" },
    }), () => ctx.emu.credentials.clientSecret],
    ["the S2S token", () => ctx.emu.call("POST", "/api/v2/attributed_install", { body: { token: WRONG, click_id: "c" } }), () => ctx.emu.credentials.s2sToken],
    ["X-Service-Token", () => ctx.emu.call("POST", "/event_service/v3/track", { rawBody: "{}", headers: { ...json, "X-Service-Token": WRONG } }),
      () => ctx.emu.credentials.s2sApiToken],
    ["the legacy userSignature", () => ctx.emu.call("GET", `/metrics/app?dateMin=2024-06-03&dateMax=2024-06-03&userId=${ctx.emu.credentials.legacyUserId}&userSignature=${WRONG}`),
      () => ctx.emu.credentials.legacyUserSignature],
    ["the user_signature cookie", () => ctx.emu.call("POST", "/v1/publisher/metrics", {
      body: { date_min: "2024-06-01", date_max: "2024-06-02" }, headers: { Cookie: `user_id=${ctx.emu.credentials.legacyUserId}; user_signature=${WRONG}` },
    }), () => ctx.emu.credentials.legacyUserSignature],
  ];

  it.each(checks)("%s", async (_name, send, expected) => {
    const res = await send();
    expect(res.status).toBe(401);
    expect(compared).toHaveBeenCalledWith(expected(), WRONG);
  });

  it("the purchase signature", async () => {
    const app = await seededApp(ctx.emu);
    const body = JSON.stringify({ app_id: app.id, gaid: "g", iap: { product_id: "p", currency: "USD", price: 1 } });
    const given = "ab".repeat(32);
    const res = await ctx.emu.call("POST", "/event_service/v3/track", {
      rawBody: body, headers: { ...json, "X-Service-Token": ctx.emu.credentials.s2sApiToken, "X-Service-Signature": given },
    });
    expect(res.status).toBe(401);
    const expected = createHash("sha256").update(`action:pia\n${ctx.emu.credentials.s2sApiSecret}\n${app.signature}\n${body}`).digest("hex");
    expect(compared).toHaveBeenCalledWith(expected, given);
  });
});
