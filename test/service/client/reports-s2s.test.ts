// The client's S2S attribution calls against the emulator: installs and opens by GET
// and POST, signed in-app purchases, and the id rules checked before sending.
import { beforeAll, describe, expect, it } from "vitest";
import { AuthenticationError, InputValidationError, createClient } from "../../../provider/client";
import { useEmulatorClient } from "../../support/emulator-client";
import { reportConfig } from "./reports-support";

const env = useEmulatorClient({ client: (emu) => createClient(reportConfig(emu)), clearRequests: true });
let app: { id: string; signature: string };
beforeAll(async () => {
  for await (const item of env.client.management.apps.list()) {
    const full = await env.client.management.apps.get(item.id);
    app = { id: full.id, signature: String(full.signature) };
    break;
  }
});

describe("S2S attributed installs and opens against the emulator", () => {
  it("POST sends JSON with the token; GET sends the query string", async () => {
    expect(await env.client.s2s.attributedInstall({ clickId: "click-1" })).toEqual({ message: "attributed install recorded (click-through)", status: 200 });
    expect(await env.client.s2s.attributedInstall({ completedViewId: "view-1" }, { method: "GET" })).toEqual({
      message: "attributed install recorded (view-through)", status: 200,
    });
    const logged = await env.emu.requests();
    expect(logged.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      "POST /api/v2/attributed_install 200", "GET /api/v2/attributed_install 200",
    ]);
    expect(logged[0].query).toEqual({});
    // The log redacts the token; the 200 above shows the right one was sent.
    expect(logged[1].query).toEqual({ token: "[redacted]", completed_view_id: "view-1" });
  });

  it("opens, organic and rejected installs, by GET and POST", async () => {
    expect(await env.client.s2s.open({ appId: app.id, gaid: "gaid-1", version: "1.2.3" })).toMatchObject({ message: "open recorded", status: 200 });
    expect(await env.client.s2s.open({ appId: app.id, idfa: "idfa-1", rejectedReason: "fraud", clickId: "c" }, { method: "GET" })).toMatchObject({
      message: "rejected install recorded",
    });
    expect((await env.emu.requests()).map((r) => r.status)).toEqual([200, 200]);
  });

  it("validates the id rules before sending", async () => {
    await expect(env.client.s2s.attributedInstall({ clickId: "" })).rejects.toThrow(InputValidationError);
    await expect(env.client.s2s.open({ appId: app.id })).rejects.toMatchObject({ issues: ["idfa: one of idfa, gaid or uuid is required"] });
    expect(await env.emu.requests()).toEqual([]);
  });

  it("a wrong token is an AuthenticationError", async () => {
    const wrong = createClient(reportConfig(env.emu, { s2sToken: "not-the-token" }));
    const error = await wrong.s2s.attributedInstall({ clickId: "c" }, { method: "GET" }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as Error).message).not.toContain("not-the-token");
  });
});

describe("S2S in-app purchases against the emulator", () => {
  const purchase = () => ({ appId: app.id, appSignature: app.signature, ifa: "ifa-1", iap: { productId: "gems_100", currency: "EUR", price: 4.99, localizedTitle: "Gems" } });

  it("the emulator accepts the signature (computed over the exact body it received)", async () => {
    expect(await env.client.s2s.trackPurchase(purchase())).toEqual({ status: 200, body: { message: "purchase event recorded", status: 200 } });
    expect(await env.emu.requestLines()).toEqual(["POST /event_service/v3/track 200"]);
  });

  it("a wrong API secret gives a signature the emulator refuses", async () => {
    const wrong = createClient(reportConfig(env.emu, { s2sApiSecret: "wrong-secret" }));
    const error = await wrong.s2s.trackPurchase(purchase()).catch((e: Error) => e);
    expect(error).toMatchObject({ name: "AuthenticationError", status: 401, path: "/event_service/v3/track" });
    expect((error as Error).message).not.toContain("wrong-secret");
  });
});
