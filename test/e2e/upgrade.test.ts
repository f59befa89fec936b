// Existing stacks keep working, as pulumi/providertest's upgrade test
// checks for Pulumi's own providers: for every released package in test/fixtures/upgrade, make a
// stack of each face with it (a dynamic TypeScript program, and a YAML program over the provider
// plugin; all four resources each), install this tree's package over it, and require that preview
// and refresh see no change; then destroy with the new package.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import type { E2eWorkspace } from "../support/e2e-workspace";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import { installWorkspace, npmInstall } from "../support/packed-workspace";
import { opsFor } from "../support/pulumi-events";
import { PulumiProject } from "../support/pulumi-project";
import { reportLine } from "../support/report-line";

const FIXTURES = join(__dirname, "../fixtures/upgrade");
const RELEASES = readdirSync(FIXTURES).filter((file) => /^pulumi-adpublisher-.+\.tgz$/.test(file)).sort();
const RESOURCES = ["app", "menu", "levelEnd", "sensitive", "settings"];

const TYPESCRIPT = `
import { AdLocation, App, BlockList, MonetizationSettings } from "pulumi-adpublisher";
const app = new App("app", {
  nickname: "Upgrade TS", platform: "android", orientations: ["portrait", "landscape"], defaultOrientation: "portrait",
  isLive: false, isTestModeOn: true, testModeDuration: 60, isDirectedAtKidsUnder13: "NO",
});
new AdLocation("menu", { appId: app.id, name: "Main Menu", adType: "interstitial", type: "bidding" });
new AdLocation("levelEnd", { appId: app.id, name: "Level End", adType: "rewarded", type: "fixed_cpm", countryTargeting: [{ country: "US", price: 12.5 }, { country: "default", price: 4 }] });
const sensitive = new BlockList("sensitive", { title: "Upgrade TS list", elements: ["IAB9-9", "IAB14-1"] });
new MonetizationSettings("settings", {
  appId: app.id,
  adBlockingSettings: { blockedIabCategoriesV1List: sensitive.id, monetizationAgefilterCheck: true },
  adExperienceSettings: { templateSettings: { buttonType: "close", showButtonTimer: 5 } },
});
export const appId = app.id;
`;

const YAML = `
resources:
  app:
    type: adpublisher:index:App
    properties:
      nickname: Upgrade YAML
      platform: ios
      orientations: [portrait, landscape]
      defaultOrientation: portrait
      isLive: false
      isTestModeOn: true
      testModeDuration: 60
      isDirectedAtKidsUnder13: "NO"
  menu:
    type: adpublisher:index:AdLocation
    properties:
      appId: \${app.id}
      name: Main Menu
      adType: interstitial
      type: bidding
  levelEnd:
    type: adpublisher:index:AdLocation
    properties:
      appId: \${app.id}
      name: Level End
      adType: rewarded
      type: fixed_cpm
      countryTargeting: [{ country: US, price: 12.5 }, { country: default, price: 4 }]
  sensitive:
    type: adpublisher:index:BlockList
    properties: { title: Upgrade YAML list, elements: [IAB9-9, IAB14-1] }
  settings:
    type: adpublisher:index:MonetizationSettings
    properties:
      appId: \${app.id}
      adBlockingSettings:
        blockedIabCategoriesV1List: \${sensitive.id}
        monetizationAgefilterCheck: true
      adExperienceSettings: { templateSettings: { buttonType: close, showButtonTimer: 5 } }
outputs:
  appId: \${app.id}
`;

const sha512 = (file: string) => `sha512-${createHash("sha512").update(readFileSync(file)).digest("base64")}`;

describe.each(RELEASES)("stacks made with %s, upgraded to this tree's package", { timeout: 1_200_000 }, (release) => {
  let current: E2eWorkspace;
  let workspace: E2eWorkspace;
  let service: EmulatorHarness;
  let faces: PulumiProject[] = [];

  useWorkspaceAndService(async (w, s) => {
    [current, service] = [w, s];
    // A user's project folder with the old release installed; both stacks live below it.
    const root = join(inject("e2eRunDir"), `upgrade-from-${release.replace(/\.tgz$/, "")}`);
    installWorkspace(root, join(FIXTURES, release), (m) => reportLine(`[upgrade] ${m}`));
    workspace = { ...current, root, tarball: join(FIXTURES, release) };
    const settings = service.stackConfig();
    faces = [
      await PulumiProject.create(workspace, "upgrade-ts", { program: TYPESCRIPT, ...settings }),
      await PulumiProject.create(workspace, "upgrade-yaml", { runtime: "yaml", program: YAML, ...settings }),
    ];
  }, { cleanup: () => faces.forEach((face) => face.cleanup()) });

  it("previews and refreshes with no change after the upgrade, then destroys with the new package", async () => {
    const started = Date.now();
    for (const face of faces) {
      const up = (await face.up()).assertSuccess();
      for (const name of RESOURCES) expect(opsFor(up, name), `${face.name} ${name}`).toEqual(["create"]);
    }

    npmInstall(workspace.root, current.tarball);
    const installed = JSON.parse(readFileSync(join(workspace.root, "node_modules", ".package-lock.json"), "utf8")) as { packages: Record<string, { integrity?: string }> };
    expect(installed.packages["node_modules/pulumi-adpublisher"]?.integrity).toBe(sha512(current.tarball));

    for (const face of faces) {
      (await face.preview("--expect-no-changes", "--diff")).assertSuccess();
      (await face.refresh("--expect-no-changes")).assertSuccess();
      const destroyed = (await face.destroy()).assertSuccess();
      for (const name of RESOURCES) expect(opsFor(destroyed, name), `${face.name} ${name}`).toEqual(["delete"]);
    }
    reportLine(`upgrade from ${release}: ${((Date.now() - started) / 1000).toFixed(1)} s for both faces`);
    const live = (await service.api("GET", "/v5/lists")).body as { items: { title: string }[] };
    expect(live.items.map((l) => l.title).filter((t) => t.startsWith("Upgrade"))).toEqual([]);
  });
});
