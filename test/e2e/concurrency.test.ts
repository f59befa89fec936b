// Concurrency through the real CLI: two stacks on one account at once, a wide parallel up, and
// the rules that need every resource of a run (name swaps, one MonetizationSettings per app).
import { describe, expect, it } from "vitest";
import { parseStackState } from "../../provider/discovery/stack-state";
import type { E2eWorkspace } from "../support/e2e-workspace";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import { PulumiProject } from "../support/pulumi-project";
import { liveAccount, duplicateLocations } from "../support/service-inventory";

const APP = (nickname: string) => `{ nickname: "${nickname}", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO", platform: "android" }`;

/** A stack's own apps, each with locations and settings on its own block list. */
const teamProgram = (team: string) => `
import { App, AdLocation, BlockList, MonetizationSettings } from "pulumi-adpublisher";
const list = new BlockList("list", { title: "${team} list", elements: ["IAB7-3"] });
for (const n of [1, 2]) {
  const app = new App(\`app\${n}\`, ${APP(`${team} app`)});
  new AdLocation(\`menu\${n}\`, { appId: app.id, name: "Menu", adType: "banner", type: "bidding" });
  new AdLocation(\`end\${n}\`, { appId: app.id, name: "End", adType: "rewarded", type: "fixed_cpm", countryTargeting: [{ country: "default", price: ${team === "Red" ? 1 : 2} }] });
  new MonetizationSettings(\`settings\${n}\`, { appId: app.id, adBlockingSettings: { blockedIabCategoriesV1List: list.id } });
}
`;

const manyLocations = (swap: boolean) => `
import { App, AdLocation } from "pulumi-adpublisher";
const app = new App("app", ${APP("Crowded")});
export const appId = app.id;
const types = ["banner", "interstitial", "rewarded"];
for (let i = 0; i < 200; i++) new AdLocation(\`loc\${i}\`, { appId: app.id, name: \`Slot \${i}\`, adType: types[i % 3], type: "bidding" });
new AdLocation("swapA", { appId: app.id, name: "${swap ? "Swap B" : "Swap A"}", adType: "banner", type: "bidding" });
new AdLocation("swapB", { appId: app.id, name: "${swap ? "Swap A" : "Swap B"}", adType: "banner", type: "bidding" });
`;

describe("concurrent stacks, a wide parallel up, and rules that need the whole run", { timeout: 1_800_000 }, () => {
  let workspace: E2eWorkspace;
  let service: EmulatorHarness;
  useWorkspaceAndService((w, s) => ((workspace = w), (service = s)));

  const stateIds = async (project: PulumiProject) => [...parseStackState(await project.exportStack(), "export").managed].map((m) => m.slice(m.indexOf(":") + 1));

  it("runs up, refresh and destroy of two stacks on one account at the same time without cross-talk", async () => {
    const [red, blue] = await Promise.all(["Red", "Blue"].map(async (team) =>
      PulumiProject.create(workspace, team.toLowerCase(), { program: teamProgram(team), ...service.stackConfig() })));
    try {
      const before = await liveAccount(service);
      await Promise.all([red.up(), blue.up()].map(async (run) => (await run).assertSuccess()));
      await Promise.all([red, blue].map(async (p) => (await p.preview("--expect-no-changes")).assertSuccess()));
      await Promise.all([red, blue].map(async (p) => (await p.refresh("--expect-no-changes")).assertSuccess()));
      const [redIds, blueIds] = await Promise.all([stateIds(red), stateIds(blue)]);
      expect(redIds).toHaveLength(9);
      expect(blueIds).toHaveLength(9);
      expect(redIds.filter((id) => blueIds.includes(id))).toEqual([]);
      const account = await liveAccount(service);
      for (const [team, ids] of [["Red", redIds], ["Blue", blueIds]] as const) {
        expect(account.apps.filter((a) => ids.includes(a.id)).map((a) => a.nickname)).toEqual([`${team} app`, `${team} app`]);
        expect(account.lists.filter((l) => ids.includes(l.id)).map((l) => l.title)).toEqual([`${team} list`]);
        for (const app of account.apps.filter((a) => ids.includes(a.id))) {
          const settings = (await service.api("GET", `/v5/apps/${app.id}/monetization_settings`)).body as { ad_blocking_settings: { blocked_iab_categories_v1_list: string } };
          expect(ids).toContain(settings.ad_blocking_settings.blocked_iab_categories_v1_list);
        }
      }
      expect(duplicateLocations(account)).toEqual([]);

      await Promise.all([red.destroy(), blue.destroy()].map(async (run) => (await run).assertSuccess()));
      const after = await liveAccount(service);
      expect(after.apps.map((a) => a.id).sort()).toEqual(before.apps.map((a) => a.id).sort());
      expect(after.lists.map((l) => l.id).sort()).toEqual(before.lists.map((l) => l.id).sort());
    } finally {
      red.cleanup();
      blue.cleanup();
    }
  });

  it("creates 200 locations of one app with --parallel 64: none lost, none twice, one token; a name swap is refused at preview", async () => {
    const project = await PulumiProject.create(workspace, "crowded", { program: manyLocations(false), ...service.stackConfig() });
    try {
      await service.clearRequests();
      (await project.up("--parallel", "64")).assertSuccess();
      const tokens = (await service.requests()).filter((r) => r.method === "POST" && /\/oauth\/token$/.test(r.path));
      expect(tokens).toHaveLength(1);
      const appId = String((await project.outputs()).appId);
      const account = await liveAccount(service);
      const live = account.locations.filter((l) => l.appId === appId);
      expect(live).toHaveLength(202);
      expect(duplicateLocations(account)).toEqual([]);
      const ids = await stateIds(project);
      expect(live.every((l) => ids.includes(`${appId}/${l.uuid}`))).toBe(true);
      (await project.preview("--expect-no-changes")).assertSuccess();

      project.writeProgram(manyLocations(true));
      const preview = await project.preview();
      expect(preview.exitCode).not.toBe(0);
      // The swap is refused by whichever check sees it first: the rename's (the pair is taken on the
      // account) or the second diff's (the renames close a cycle); both say to rename through a temporary name.
      expect(preview.stdout + preview.stderr).toMatch(/swap names in one update|a swap or a chain of renames/);
      expect(preview.stdout + preview.stderr).toContain("temporary name");
      // `pulumi up` stops at its preview: not one PATCH is sent.
      await service.clearRequests();
      const up = await project.run(["up", "--yes", "--non-interactive"]);
      expect(up.exitCode).not.toBe(0);
      expect(up.stdout + up.stderr).toMatch(/swap names in one update|a swap or a chain of renames/);
      expect((await service.writes()).filter((w) => w.method === "PATCH")).toEqual([]);
      // Without a preview one rename may be tried before the swap is seen; the API refuses it.
      await service.clearRequests();
      expect((await project.up()).exitCode).not.toBe(0);
      expect((await service.writes()).filter((w) => w.method === "PATCH" && w.status < 300)).toEqual([]);
      const names = (await liveAccount(service)).locations.filter((l) => l.appId === appId && l.name.startsWith("Swap")).map((l) => l.name);
      expect(names.sort()).toEqual(["Swap A", "Swap B"]);
      project.writeProgram(manyLocations(false));
      (await project.destroy("--parallel", "64")).assertSuccess();
    } finally {
      project.cleanup();
    }
  });

  it("refuses two MonetizationSettings for one app in a program, at preview when the id or its Output is shared", async () => {
    const twice = (appId: string, pre = "") => `
import { App, MonetizationSettings } from "pulumi-adpublisher";
${pre}
new MonetizationSettings("first", { appId: ${appId}, adBlockingSettings: { monetizationAgefilterCheck: true } });
new MonetizationSettings("second", { appId: ${appId}, adExperienceSettings: { templateSettings: { buttonType: "close" } } });
`;
    const newApp = `const app = new App("app", ${APP("Settings Twice")});`;
    const project = await PulumiProject.create(workspace, "twice", { program: twice("app.id", newApp), ...service.stackConfig() });
    try {
      const refusal = `MonetizationSettings "second": appId:`;
      // A new app: its id is unknown at preview, but both resources take the same Output.
      const unknownId = await project.preview();
      expect(unknownId.exitCode).not.toBe(0);
      expect(unknownId.stdout + unknownId.stderr).toContain(`${refusal} the same app already has MonetizationSettings "first"`);

      const seeded = (await liveAccount(service)).apps[0]!.id;
      project.writeProgram(twice(JSON.stringify(seeded)));
      const knownId = await project.preview();
      expect(knownId.exitCode).not.toBe(0);
      expect(knownId.stdout + knownId.stderr).toContain(`${refusal} app "${seeded}" already has MonetizationSettings "first"`);

      // Ids that are equal only once resolved: refused before the second resource is registered.
      project.writeProgram(twice("app.id.apply((id) => id)", newApp));
      await service.clearRequests();
      const up = await project.up();
      expect(up.exitCode).not.toBe(0);
      expect(up.stdout + up.stderr).toContain("already has MonetizationSettings");
      const settingsInState = (await stateIds(project)).length;
      expect(settingsInState).toBeLessThanOrEqual(2); // the app, and at most the first settings
      (await project.destroy()).assertSuccess();
    } finally {
      project.cleanup();
    }
  });
});
