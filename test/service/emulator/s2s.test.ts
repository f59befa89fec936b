// The emulator's S2S attribution and purchase endpoints over HTTP: tokens, required ids,
// signatures and bad bodies.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { seededApp } from "./reports-support";
import { useEmulator } from "../../support/emulator";

const ctx = useEmulator({ reset: true });
const reply = (status: number, message: string) => ({ message, status });

describe("S2S attributed installs and opens", () => {
  it.each(["GET", "POST"])("records an attributed install by %s", async (method) => {
    const params = { token: ctx.emu.credentials.s2sToken, click_id: "click-1", completed_view_id: "" };
    const res = method === "GET"
      ? await ctx.emu.call("GET", `/api/v2/attributed_install?${new URLSearchParams(params)}`)
      : await ctx.emu.call("POST", "/api/v2/attributed_install", { body: params, headers: { "Content-Type": "application/json" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(reply(200, "attributed install recorded (click-through)"));
  });

  it("refuses a missing or wrong token with 401 and no id with 400", async () => {
    const noToken = await ctx.emu.call("GET", "/api/v2/attributed_install?click_id=c");
    expect(noToken.status).toBe(401);
    expect(noToken.body).toEqual(reply(401, "token is required"));
    const wrong = await ctx.emu.call("POST", "/api/v2/attributed_install", { body: { token: "nope", click_id: "c" } });
    expect(wrong.body).toEqual(reply(401, "token is not valid"));
    const blank = await ctx.emu.call("POST", "/api/v2/attributed_install", { body: { token: ctx.emu.credentials.s2sToken, click_id: " ", completed_view_id: "" } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual(reply(400, "one of click_id or completed_view_id is required"));
    const view = await ctx.emu.call("POST", "/api/v2/attributed_install", { body: { token: ctx.emu.credentials.s2sToken, completed_view_id: "v" } });
    expect(view.body).toEqual(reply(200, "attributed install recorded (view-through)"));
  });

  it("needs an existing app_id and one of idfa, gaid or uuid for opens", async () => {
    const app = await seededApp(ctx.emu);
    const token = ctx.emu.credentials.s2sToken;
    const ok = await ctx.emu.call("GET", `/api/v2/open?token=${token}&app_id=${app.id}&gaid=g-1&idfa=`);
    expect(ok.body).toEqual(reply(200, "open recorded"));
    const noDevice = await ctx.emu.call("GET", `/api/v2/open?token=${token}&app_id=${app.id}&idfa=&gaid=`);
    expect(noDevice.body).toEqual(reply(400, "one of idfa, gaid or uuid is required"));
    const noApp = await ctx.emu.call("POST", "/api/v2/open", { body: { token, uuid: "u" } });
    expect(noApp.body).toEqual(reply(400, "app_id is required"));
    const unknownApp = await ctx.emu.call("POST", "/api/v2/open", { body: { token, app_id: "nope", uuid: "u" } });
    expect(unknownApp.body).toEqual(reply(400, "app_id does not name an app"));
    const rejected = await ctx.emu.call("POST", "/api/v2/open", { body: { token, app_id: app.id, uuid: "u", rejected_reason: "fraud" } });
    expect(rejected.body).toEqual(reply(400, "click_id or completed_view_id is required with rejected_reason"));
    const rejectedOk = await ctx.emu.call("POST", "/api/v2/open", { body: { token, app_id: app.id, uuid: "u", rejected_reason: "fraud", click_id: "c" } });
    expect(rejectedOk.body).toEqual(reply(200, "rejected install recorded"));
  });

  it("answers bad JSON and non-string values with a clean 400", async () => {
    const bad = await ctx.emu.call("POST", "/api/v2/open", { rawBody: "{", headers: { "Content-Type": "application/json" } });
    expect(bad.body).toEqual(reply(400, "body must be JSON"));
    const typed = await ctx.emu.call("POST", "/api/v2/open", { body: { token: ctx.emu.credentials.s2sToken, app_id: 5 } });
    expect(typed.body).toEqual(reply(400, "app_id must be a string"));
  });
});

describe("S2S in-app purchase events", () => {
  async function track(body: string, headers: Record<string, string>) {
    return ctx.emu.call("POST", "/event_service/v3/track", { rawBody: body, headers: { "Content-Type": "application/json", ...headers } });
  }

  function sign(appSignature: string, body: string): string {
    return createHash("sha256").update(`action:pia\n${ctx.emu.credentials.s2sApiSecret}\n${appSignature}\n${body}`).digest("hex");
  }

  it("accepts a correctly signed purchase and refuses a tampered body", async () => {
    const app = await seededApp(ctx.emu);
    const body = JSON.stringify({ app_id: app.id, gaid: "g-1", iap: { product_id: "gems_100", currency: "USD", price: 4.99, localized_title: "100 gems" } });
    const headers = { "X-Service-Token": ctx.emu.credentials.s2sApiToken, "X-Service-Signature": sign(app.signature, body) };
    const ok = await track(body, headers);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual(reply(200, "purchase event recorded"));
    const tampered = await track(body.replace("4.99", "0.99"), headers);
    expect(tampered.status).toBe(401);
    expect(tampered.body).toEqual(reply(401, "X-Service-Signature is not valid"));
    const reformatted = await track(JSON.stringify(JSON.parse(body), null, 2), headers);
    expect(reformatted.status).toBe(401);
  });

  it("checks the token, the app and the body in that order", async () => {
    const app = await seededApp(ctx.emu);
    const token = ctx.emu.credentials.s2sApiToken;
    expect((await track("{}", {})).body).toEqual(reply(401, "X-Service-Token header is required"));
    expect((await track("{}", { "X-Service-Token": "nope" })).body).toEqual(reply(401, "X-Service-Token is not valid"));
    expect((await track("[", { "X-Service-Token": token })).body).toEqual(reply(400, "body must be JSON"));
    expect((await track('{"gaid":"g"}', { "X-Service-Token": token })).body).toEqual(reply(400, "app_id is required"));
    expect((await track('{"app_id":"nope"}', { "X-Service-Token": token })).body).toEqual(reply(400, "app_id does not name an app"));
    const unsigned = JSON.stringify({ app_id: app.id, gaid: "g" });
    expect((await track(unsigned, { "X-Service-Token": token })).body).toEqual(reply(401, "X-Service-Signature header is required"));
    const cases: [object, string][] = [
      [{ app_id: app.id, iap: { product_id: "p", currency: "USD", price: 1 } }, "one of gaid, ifa, uuid or fire_adid is required"],
      [{ app_id: app.id, fire_adid: "f" }, "iap is required: only purchase events are supported"],
      [{ app_id: app.id, ifa: "i", iap: { currency: "USD", price: 1 } }, "iap.product_id is required"],
      [{ app_id: app.id, ifa: "i", iap: { product_id: "p", currency: "dollars", price: 1 } }, "iap.currency must be a three-letter ISO 4217 code"],
      [{ app_id: app.id, ifa: "i", iap: { product_id: "p", currency: "EUR", price: "1" } }, "iap.price must be a number >= 0"],
    ];
    for (const [event, message] of cases) {
      const body = JSON.stringify(event);
      const res = await track(body, { "X-Service-Token": token, "X-Service-Signature": sign(app.signature, body) });
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: reply(400, message) });
    }
  });
});

describe("S2S with apps of the management API", () => {
  it("signs with the signature field of an app created through the API", async () => {
    const token = await ctx.emu.token();
    const created = await ctx.emu.api("POST", "/v5/apps", {
      token,
      body: { nickname: "Purchases", orientations: ["landscape"], is_live: false, is_test_mode_on: false, is_directed_at_kids_under_13: "NO", platform: "android" },
    });
    const app = await ctx.emu.api("GET", `/v5/apps/${created.body.id}`, { token });
    const body = JSON.stringify({ app_id: app.body.id, uuid: "u-1", iap: { product_id: "coins", currency: "EUR", price: 0.99 } });
    const signature = createHash("sha256").update(`action:pia\n${ctx.emu.credentials.s2sApiSecret}\n${app.body.signature}\n${body}`).digest("hex");
    const res = await ctx.emu.call("POST", "/event_service/v3/track", {
      rawBody: body,
      headers: { "Content-Type": "application/json", "X-Service-Token": ctx.emu.credentials.s2sApiToken, "X-Service-Signature": signature },
    });
    expect(res.body).toEqual(reply(200, "purchase event recorded"));
    await ctx.emu.api("DELETE", `/v5/apps/${created.body.id}`, { token });
    const afterDelete = await ctx.emu.call("POST", "/event_service/v3/track", {
      rawBody: body,
      headers: { "Content-Type": "application/json", "X-Service-Token": ctx.emu.credentials.s2sApiToken, "X-Service-Signature": signature },
    });
    expect(afterDelete.body).toEqual(reply(400, "app_id does not name an app"));
  });
});
