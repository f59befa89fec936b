// The package root's s2sClient() against the emulator: settings from the environment, installs,
// opens and signed purchase events, and no secret in a refusal.
import { beforeAll, describe, expect, it } from "vitest";
import { AuthenticationError, createClient } from "../../../provider/client";
import { s2sClient } from "../../../provider/s2s";
import { useReportEmulator } from "./support";

// The S2S client as the package root exports it, settings given or read from the environment.
const env = useReportEmulator();
let app: { id: string; signature: string };
beforeAll(async () => {
  const management = createClient(env.emu.config()).management.apps;
  for await (const item of management.list()) {
    const full = await management.get(item.id);
    app = { id: full.id, signature: String(full.signature) };
    break;
  }
});

describe("s2sClient() from the package root", () => {
  it("reads ADPUBLISHER_S2S_* from the environment and posts installs and opens", async () => {
    const previous = { ...process.env };
    Object.assign(process.env, env.emu.env());
    try {
      const s2s = s2sClient();
      expect(await s2s.attributedInstall({ clickId: "click-42" })).toEqual({ message: "attributed install recorded (click-through)", status: 200 });
      expect(await s2s.open({ appId: app.id, gaid: "gaid-42" }, { method: "GET" })).toMatchObject({ status: 200 });
    } finally {
      for (const key of Object.keys(env.emu.env())) {
        if (previous[key] === undefined) delete process.env[key];
        else process.env[key] = previous[key];
      }
    }
    const logged = await env.emu.requests();
    expect(logged.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual(["POST /api/v2/attributed_install 200", "GET /api/v2/open 200"]);
    // The log redacts the token; the 200s above show the right one was sent.
    expect(logged[1].query).toMatchObject({ token: "[redacted]", app_id: app.id, gaid: "gaid-42" });
  });

  it("signs purchase events so the service accepts them, and refuses bad input before sending", async () => {
    const s2s = s2sClient({ config: env.emu.config() });
    const purchase = { appId: app.id, appSignature: app.signature, gaid: "gaid-7", iap: { productId: "coins_500", currency: "USD", price: 1.99 } };
    const result = await s2s.trackPurchase(purchase);
    expect(result.status).toBe(200);
    await expect(s2s.trackPurchase({ ...purchase, iap: { ...purchase.iap, currency: "usd" } })).rejects.toThrow(
      'iap.currency: must be a three-letter currency code such as USD (got "usd")',
    );
    expect((await env.emu.lines()).filter((l) => l.includes("/event_service/"))).toEqual(["POST /event_service/v3/track 200"]);
  });

  it("a wrong app signature is refused by the service and the secret is not in the message", async () => {
    const s2s = s2sClient({ config: env.emu.config() });
    const error = await s2s
      .trackPurchase({ appId: app.id, appSignature: "not-the-signature", ifa: "ifa-1", iap: { productId: "p", currency: "EUR", price: 1 } })
      .catch((e: Error) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ status: 401, method: "POST", path: "/event_service/v3/track", message: "POST /event_service/v3/track failed (401): not authenticated" });
    // Refused once, for the signature: the same token went through in the test above.
    expect((await env.emu.lines()).filter((l) => l.includes("/event_service/"))).toEqual(["POST /event_service/v3/track 401"]);
    expect((error as Error).message).not.toContain(env.emu.emulator.credentials.s2sApiSecret);
  });
});
