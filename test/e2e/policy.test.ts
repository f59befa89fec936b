// The policy pack through the real CLI, for a TypeScript program and a YAML one on the plugin face.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { E2eWorkspace } from "../support/e2e-workspace";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import { PulumiProject } from "../support/pulumi-project";

// The policy pack as a user runs it: from the installed package, through the real CLI, with the
// project's own analyzer stand-in (scripts/toolchain/pulumi-analyzer-policy).
const packOf = (workspace: E2eWorkspace) => join(workspace.root, "node_modules", "pulumi-adpublisher", "policy");

function tsProgram(usPrice: number, opts: { protect: boolean; kids?: boolean }): string {
  return `
import { App, AdLocation, MonetizationSettings } from "pulumi-adpublisher";
const app = new App("spaceRun", { nickname: "Space Run", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "${opts.kids ? "YES" : "NO"}", platform: "android" }, { protect: ${opts.protect} });
new AdLocation("levelEnd", { appId: app.id, name: "Level End", adType: "rewarded", type: "fixed_cpm", countryTargeting: [{ country: "US", price: ${usPrice} }, { country: "default", price: 1.5 }] });
new MonetizationSettings("settings", { appId: app.id, adBlockingSettings: { monetizationAgefilterCheck: false } });
`;
}

describe("the policy pack through the real CLI", { timeout: 900_000 }, () => {
  let service: EmulatorHarness;
  let workspace: E2eWorkspace;
  const projects: PulumiProject[] = [];

  useWorkspaceAndService((w, s) => ((workspace = w), (service = s)), { cleanup: projects });

  it("TypeScript: a clean change passes, an advisory policy warns, a mandatory one fails naming policy and resource, parameters apply", async () => {
    const pack = packOf(workspace);
    const project = await PulumiProject.create(workspace, "policy-ts", { program: tsProgram(10, { protect: false }), ...service.stackConfig() });
    projects.push(project);
    (await project.up("--policy-pack", pack)).assertSuccess();

    // +20% is within the default limit of 50%: passes; the unprotected app is an advisory warning.
    project.writeProgram(tsProgram(12, { protect: false }));
    const advisory = (await project.preview("--policy-pack", pack)).assertSuccess();
    expect(advisory.stdout).toMatch(/protect-apps/);
    expect(advisory.stdout).toMatch(/advisory/);
    expect(advisory.stdout).not.toMatch(/price-change-limit/);

    // +100% breaks price-change-limit (mandatory): the preview fails naming the policy and the location.
    project.writeProgram(tsProgram(20, { protect: true }));
    const mandatory = await project.preview("--policy-pack", pack);
    expect(mandatory.exitCode).not.toBe(0);
    expect(mandatory.stdout).toMatch(/price-change-limit/);
    expect(mandatory.stdout).toMatch(/mandatory/);
    expect(mandatory.stdout).toMatch(/levelEnd/);
    expect(mandatory.stdout).toContain("US floor 10.00 -> 20.00 (+100%)");

    // --policy-pack-config: a limit of 10% refuses the +20% change; a limit of 150% lets +100% pass.
    const config = (value: unknown) => {
      const file = join(project.dir, `policy-config-${Math.random().toString(36).slice(2)}.json`);
      writeFileSync(file, JSON.stringify(value));
      return file;
    };
    project.writeProgram(tsProgram(12, { protect: true }));
    const tight = await project.preview("--policy-pack", pack, "--policy-pack-config", config({ "price-change-limit": { maxChangePercent: 10 } }));
    expect(tight.exitCode).not.toBe(0);
    expect(tight.stdout).toContain("US floor 10.00 -> 12.00 (+20%) moves more than 10%");
    project.writeProgram(tsProgram(20, { protect: true }));
    (await project.preview("--policy-pack", pack, "--policy-pack-config", config({ "price-change-limit": { maxChangePercent: 150 } }))).assertSuccess();

    // A clean change (protected app, +20%): no policy says anything.
    project.writeProgram(tsProgram(12, { protect: true }));
    const clean = (await project.preview("--policy-pack", pack)).assertSuccess();
    expect(clean.stdout).not.toMatch(/advisory|mandatory/);
  });

  it("YAML (plugin face): a kids app without the age filter fails, a live app in test mode fails, the fixed program passes", async () => {
    const pack = packOf(workspace);
    const yaml = (kids: string, live: boolean, ageFilter: boolean) => `
resources:
  kidsApp:
    type: adpublisher:index:App
    properties:
      nickname: Little Puzzles
      platform: android
      orientations: [portrait]
      isLive: ${live}
      isTestModeOn: true
      isDirectedAtKidsUnder13: "${kids}"
      storeAppId: "com.example.puzzles"
      storeAppUrl: "https://play.example.com/puzzles"
      storeBundleId: "com.example.puzzles"
    options:
      protect: false
  kidsSettings:
    type: adpublisher:index:MonetizationSettings
    properties:
      appId: \${kidsApp.id}
      adBlockingSettings:
        monetizationAgefilterCheck: ${ageFilter}
`;
    const project = await PulumiProject.create(workspace, "policy-yaml", { runtime: "yaml", program: yaml("YES", false, false), ...service.stackConfig() });
    projects.push(project);
    const kids = await project.preview("--policy-pack", pack);
    expect(kids.exitCode).not.toBe(0);
    expect(kids.stdout).toMatch(/kids-apps-age-filter/);
    expect(kids.stdout).toMatch(/kidsApp/);

    project.writeProgram(yaml("YES", true, true));
    const live = await project.preview("--policy-pack", pack);
    expect(live.exitCode).not.toBe(0);
    expect(live.stdout).toMatch(/live-app-test-mode/);
    expect(live.stdout).not.toMatch(/kids-apps-age-filter/);

    project.writeProgram(yaml("YES", false, true));
    const fixed = (await project.preview("--policy-pack", pack)).assertSuccess();
    expect(fixed.stdout).toMatch(/protect-apps/); // advisory only
    expect(fixed.stdout).not.toMatch(/mandatory/);
  });
});
