// Every refusal of the service that the program and the account can tell is
// reported by `pulumi preview`, before any write, in both faces. Each case runs through the real
// CLI against the emulator: the preview fails naming the resources and the property (or announces
// the adoption), and the emulator's request log shows no write.
import { describe, expect, it } from "vitest";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import type { E2eWorkspace } from "../support/e2e-workspace";
import { PulumiProject } from "../support/pulumi-project";

interface Location {
  resource: string;
  name: string;
  adType: "interstitial" | "rewarded";
  type: "bidding" | "fixed_cpm";
  /** fixed_cpm: the default country's price (1 unless given). */
  price?: number;
}

/** A program: the app, its locations, its settings (one resource name per settings). */
interface Program {
  locations: Location[];
  settings: string[];
}

const interstitial = (resource: string, name: string, type: Location["type"] = "bidding"): Location => ({ resource, name, adType: "interstitial", type });
/** What the stack holds before each case: alpha "Alpha" and beta "Beta", one settings. */
const BASE: Program = { locations: [interstitial("alpha", "Alpha"), interstitial("beta", "Beta")], settings: ["game-settings"] };
const with_ = (change: (p: Program) => Program) => change(structuredClone(BASE));

interface Case {
  title: string;
  program: Program;
  /** What the preview output says: each must appear. */
  says: RegExp[];
  /** What it must not say. */
  never?: RegExp[];
  /** True when the preview passes (an announced adoption). */
  passes?: boolean;
}

const CASES: Case[] = [
  {
    title: "two new locations with one (name, adType)",
    program: with_((p) => ({ ...p, locations: [...p.locations, interstitial("gamma", "Bonus"), interstitial("delta", "Bonus")] })),
    says: [/name/, /"(gamma|delta)"/, /unique within an app/],
  },
  {
    title: "a rename onto a sibling's (name, adType)",
    program: with_((p) => ({ ...p, locations: [interstitial("alpha", "Alpha"), interstitial("beta", "Alpha")] })),
    says: [/name/, /["'](alpha|beta)["']/, /unique within an app/],
  },
  {
    title: "a swap of two names",
    program: with_((p) => ({ ...p, locations: [interstitial("alpha", "Beta"), interstitial("beta", "Alpha")] })),
    says: [/name/, /swap/, /temporary name/],
  },
  {
    title: "a new location whose pair an unrecorded location of another type holds",
    program: with_((p) => ({ ...p, locations: [...p.locations, interstitial("gamma", "Dashboard Slot", "fixed_cpm")] })),
    says: [/name/, /already has an ad location "Dashboard Slot" \(interstitial\) of type bidding/, /no resource of this program holds/],
  },
  {
    title: "a rename onto the pair of an unrecorded location",
    program: with_((p) => ({ ...p, locations: [interstitial("alpha", "Dashboard Slot"), interstitial("beta", "Beta")] })),
    says: [/name/, /already has an ad location "Dashboard Slot" \(interstitial\)/],
  },
  {
    title: "a new location of the same name, adType and type as an unrecorded one: announced as an adoption",
    program: with_((p) => ({ ...p, locations: [...p.locations, { resource: "gamma", name: "Left Over", adType: "rewarded", type: "bidding" }] })),
    says: [/takes? over/, /"Left Over" \(rewarded\)/],
    passes: true,
  },
  {
    // The path once, and no value the engine cannot look up (`value {<nil>}`).
    title: "a nested check failure",
    program: with_((p) => ({ ...p, locations: [...p.locations, { ...interstitial("gamma", "Priced", "fixed_cpm"), price: 900 }] })),
    says: [/has a problem: countryTargeting\[0\]\.price: must be between 0\.01 and 500/],
    never: [/<nil>/, /countryTargeting\[0\]\.price: countryTargeting/, /property 'countryTargeting\[0\]\.price'/],
  },
  {
    title: "two settings for one app",
    program: with_((p) => ({ ...p, settings: ["game-settings", "more-settings"] })),
    says: [/appId/, /one MonetizationSettings per app|one settings record/],
  },
];

const APP = { nickname: "Refusals", platform: "android", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO" };

function yamlProgram(program: Program): string {
  const location = (l: Location) =>
    `  ${l.resource}:\n    type: adpublisher:index:AdLocation\n    properties:\n      appId: \${game.id}\n      name: "${l.name}"\n      adType: ${l.adType}\n      type: ${l.type}\n` +
    (l.type === "fixed_cpm" ? `      countryTargeting:\n        - country: default\n          price: ${l.price ?? 1}\n` : "");
  const settings = (name: string) =>
    `  ${name}:\n    type: adpublisher:index:MonetizationSettings\n    properties:\n      appId: \${game.id}\n      adExperienceSettings:\n        templateSettings:\n          defaultMuted: false\n`;
  return `resources:\n  game:\n    type: adpublisher:index:App\n    properties: ${JSON.stringify(APP)}\n${program.locations.map(location).join("")}${program.settings.map(settings).join("")}`;
}

function typescriptProgram(program: Program): string {
  const location = (l: Location) =>
    `new AdLocation(${JSON.stringify(l.resource)}, { appId: game.id, name: ${JSON.stringify(l.name)}, adType: "${l.adType}", type: "${l.type}"${l.type === "fixed_cpm" ? `, countryTargeting: [{ country: "default", price: ${l.price ?? 1} }]` : ""} });\n`;
  const settings = (name: string) => `new MonetizationSettings(${JSON.stringify(name)}, { appId: game.id, adExperienceSettings: { templateSettings: { defaultMuted: false } } });\n`;
  return `import { AdLocation, App, MonetizationSettings } from "pulumi-adpublisher";\nconst game = new App("game", ${JSON.stringify(APP)});\n${program.locations.map(location).join("")}${program.settings.map(settings).join("")}`;
}

const FACES = [
  { face: "plugin (YAML)", runtime: "yaml" as const, render: yamlProgram },
  { face: "dynamic (TypeScript)", runtime: "nodejs" as const, render: typescriptProgram },
];

describe.each(FACES)("preview refusals, $face", { timeout: 900_000 }, ({ runtime, render }) => {
  let service: EmulatorHarness;
  let workspace: E2eWorkspace;
  let project: PulumiProject;

  useWorkspaceAndService(async (w, s) => {
    [workspace, service] = [w, s];
    const { config, secrets } = service.stackConfig();
    project = await PulumiProject.create(workspace, `refusals-${runtime}`, { runtime, program: render(BASE), config, secrets });
    (await project.up()).assertSuccess();
    const appId = String(JSON.parse(await project.exportStack()).deployment.resources.find((r: { urn: string; id?: string }) => r.urn.endsWith("::game")).id);
    // Made in the dashboard: locations no resource of the stack holds.
    for (const [name, ad_type] of [["Dashboard Slot", "interstitial"], ["Left Over", "rewarded"]]) {
      const made = await service.api("POST", `/v5/apps/${appId}/ad-locations`, { body: { name, ad_type, type: "bidding" } });
      expect(made.status).toBe(200);
    }
    // A no-op preview makes no call at all.
    await service.clearRequests();
    (await project.preview("--expect-no-changes")).assertSuccess();
    expect(await service.requests()).toEqual([]);
  }, { cleanup: () => project?.cleanup() });

  it.each(CASES)("$title", async ({ program, says, never, passes }) => {
    project.writeProgram(render(program));
    await service.clearRequests();
    const preview = await project.preview();
    const output = `${preview.stdout}\n${preview.stderr}\n${preview.diagnostics.map((d) => d.message).join("\n")}`;
    if (passes) preview.assertSuccess();
    else preview.assertFailure();
    for (const pattern of says) expect(output, preview.describe(`does not say ${pattern}`)).toMatch(pattern);
    for (const pattern of never ?? []) expect(output, preview.describe(`says ${pattern}`)).not.toMatch(pattern);
    expect(await service.writes()).toEqual([]);
  });
});
