// Two explicit providers in one YAML program, each on its own
// account (its own emulator). Each provider builds its own context (settings, client, claims,
// loaders), so every object lands on its provider's account and nothing of one reaches the other.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EmulatorHarness } from "../support/emulator";
import { e2eWorkspace } from "../support/e2e-workspace";
import { PulumiProject } from "../support/pulumi-project";

function providerYaml(name: string, service: EmulatorHarness): string {
  const c = service.credentials;
  return [
    `  ${name}:`,
    "    type: pulumi:providers:adpublisher",
    "    properties:",
    `      baseUrl: ${c.url}`,
    `      clientId: ${c.clientId}`,
    `      audience: ${c.audience}`,
    "      clientSecret:",
    `        fn::secret: ${c.clientSecret}`,
  ].join("\n");
}

/**
 * An app with one ad location and its settings, all on `provider`. The emulators give ids in the
 * same order, so both apps may well have the same id: then a claim shared between the providers
 * (one MonetizationSettings per app) would refuse the second settings.
 */
function objectsYaml(suffix: string, provider: string): string {
  const options = `    options:\n      provider: \${${provider}}`;
  return `
  app${suffix}:
    type: adpublisher:index:App
    properties:
      nickname: Twin ${suffix}
      platform: ios
      orientations: [portrait]
      isLive: false
      isTestModeOn: false
      isDirectedAtKidsUnder13: "NO"
${options}
  menu${suffix}:
    type: adpublisher:index:AdLocation
    properties:
      appId: \${app${suffix}.id}
      name: Main Menu
      adType: banner
      type: bidding
${options}
  settings${suffix}:
    type: adpublisher:index:MonetizationSettings
    properties:
      appId: \${app${suffix}.id}
      adBlockingSettings:
        monetizationAgefilterCheck: true
${options}`;
}

describe("two explicit providers in one YAML program", { timeout: 600_000 }, () => {
  let first: EmulatorHarness;
  let second: EmulatorHarness;
  let project: PulumiProject;

  beforeAll(async () => {
    [first, second] = await Promise.all([EmulatorHarness.start(), EmulatorHarness.start()]);
    const program = [
      "resources:",
      providerYaml("accountOne", first),
      providerYaml("accountTwo", second),
      objectsYaml("One", "accountOne"),
      objectsYaml("Two", "accountTwo"),
      "outputs:",
      "  appOne: ${appOne.id}",
      "  appTwo: ${appTwo.id}",
      "  menuOne: ${menuOne.id}",
      "  menuTwo: ${menuTwo.id}",
      "",
    ].join("\n");
    // No adpublisher:* stack config: a resource that fell back to the default provider would fail.
    project = await PulumiProject.create(await e2eWorkspace(), "two-providers", { runtime: "yaml", program });
  });
  afterAll(async () => {
    project?.cleanup();
    await Promise.all([first?.close(), second?.close()]);
  });

  it("puts each object on its own provider's account, and destroys each there", async () => {
    (await project.up()).assertSuccess();
    const out = (await project.outputs()) as Record<string, string>;
    const accounts = [[first, "One", out.appOne!, out.menuOne!], [second, "Two", out.appTwo!, out.menuTwo!]] as const;
    for (const [service, suffix, app, menu] of accounts) {
      expect((await service.api("GET", `/v5/apps/${app}`)).body).toMatchObject({ nickname: `Twin ${suffix}` });
      const locations = (await service.api("GET", `/v5/apps/${app}/ad-locations`)).body as { items: { uuid: string }[] };
      expect(locations.items.map((l) => `${app}/${l.uuid}`)).toContain(menu);
      const settings = (await service.api("GET", `/v5/apps/${app}/monetization_settings`)).body;
      expect(settings).toMatchObject({ ad_blocking_settings: { monetization_agefilter_check: true } });
      // Each account received its own provider's writes, once: one app, one location, one settings PATCH.
      const writes = (await service.writes()).map((r) => `${r.method} ${r.path.replace(app, ":app")}`);
      expect(writes.sort()).toEqual(["PATCH /v5/apps/:app/monetization_settings", "POST /v5/apps", "POST /v5/apps/:app/ad-locations"]);
    }
    (await project.preview("--expect-no-changes")).assertSuccess();
    (await project.destroy()).assertSuccess();
    for (const [service, , app] of accounts) expect((await service.api("GET", `/v5/apps/${app}`)).status).toBe(404);
  });
});
