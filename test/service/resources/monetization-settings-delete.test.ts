// Destroy of a MonetizationSettings against the emulator: it restores from state alone, one PATCH
// and no read first (40 extra GETs at 40 apps before), and an app already gone is fine.
import { beforeAll, describe, expect, it } from "vitest";
import { engineHandler, type EngineHandler } from "../../../provider/resources/engine-handler";
import { monetizationSettingsDefinition } from "../../../provider/resources/monetization-settings/definition";
import { createRuntimeContext } from "../../../provider/runtime/runtime-context";
import { sampleApp, useEmulatorClient } from "../../support/emulator-client";

const ctx = useEmulatorClient({ clearRequests: true });
let handler: EngineHandler;

beforeAll(() => {
  // What the provider's configure does: a runtime context on the stack's settings.
  const c = ctx.emu.emulator.credentials;
  const settings: Record<string, string> = { baseUrl: c.url, clientId: c.clientId, clientSecret: c.clientSecret, audience: c.audience };
  handler = engineHandler(monetizationSettingsDefinition, createRuntimeContext({ source: { get: (key) => settings[key.replace(/^adpublisher:/, "")] }, env: {} }));
});

describe("MonetizationSettings delete", () => {
  it("puts the original values back with one PATCH and no read", async () => {
    const app = await ctx.client.management.apps.create(sampleApp());
    const inputs = { appId: app.id, adExperienceSettings: { templateSettings: { buttonType: "worded", showButtonTimer: 15 } } };
    const created = await handler.create(inputs);
    expect((await ctx.client.management.monetization.get(app.id)).adExperienceSettings.templateSettings.buttonType).toBe("worded");
    await ctx.emu.clearRequests();

    await handler.delete(app.id, created.outs);

    const calls = (await ctx.emu.requestLines()).filter((line) => !line.includes("/oauth/token"));
    expect(calls).toEqual([`PATCH /v5/apps/${app.id}/monetization_settings 200`]);
    const restored = await ctx.client.management.monetization.get(app.id);
    expect(restored.adExperienceSettings.templateSettings).toMatchObject({ buttonType: "close", showButtonTimer: 5 });
  });

  it("is done when the app is already gone", async () => {
    const app = await ctx.client.management.apps.create(sampleApp());
    const created = await handler.create({ appId: app.id, adBlockingSettings: { monetizationAgefilterCheck: true } });
    await ctx.client.management.apps.delete(app.id);
    await expect(handler.delete(app.id, created.outs)).resolves.toBeUndefined();
  });
});
