// `npx adpublisher discover` from the installed package, on an account made through the API, and
// the TypeScript program it writes run through the real Pulumi CLI.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createClient, type AdPublisherClient } from "../../provider/client";
import { makeAccount, type MadeAccount } from "../support/discovery-account";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import type { E2eWorkspace } from "../support/e2e-workspace";
import { opsFor } from "../support/pulumi-events";
import { PulumiProject } from "../support/pulumi-project";
import { expectPricesWarnedOncePerApp } from "../support/prices-warnings";
import { binEnv, runBin } from "../support/run-bin";

interface ImportDocument {
  resources: { type: string; name: string; id: string; parent?: string }[];
}

describe("adpublisher discover, through the installed bin and the real engine", { timeout: 900_000 }, () => {
  let service: EmulatorHarness;
  let workspace: E2eWorkspace;
  let client: AdPublisherClient;
  let made: MadeAccount;
  let scratch: string;
  let env: NodeJS.ProcessEnv;
  const projects: PulumiProject[] = [];
  /** The discovered program's state once it manages the account. */
  let discoveredState: string;

  useWorkspaceAndService(async (w, s) => {
    [workspace, service] = [w, s];
    const c = service.emulator.credentials;
    client = createClient({ baseUrl: c.url, clientId: c.clientId, clientSecret: c.clientSecret, audience: c.audience });
    made = await makeAccount(client, service.url);
    scratch = mkdtempSync(join(workspace.root, "discover-"));
    env = binEnv(workspace, service);
  }, { cleanup: projects });

  it("writes a pulumi import document of the whole account, the same on every run, and reports what it does not import", async () => {
    const file = join(scratch, "import.json");
    const run = await runBin(["discover", "--out", file, "--report", join(scratch, "report.json")], scratch, env);
    expect(run.status, run.stderr).toBe(0);
    const document = JSON.parse(readFileSync(file, "utf8")) as ImportDocument;
    const count = (type: string) => document.resources.filter((r) => r.type === `adpublisher:index:${type}`).length;
    expect([count("App"), count("AdLocation"), count("BlockList"), count("MonetizationSettings")]).toEqual([8, 36, 3, 8]);
    expect(document.resources.map((r) => r.id)).toEqual(expect.arrayContaining([...made.appIds, ...made.locationIds, ...made.listIds]));
    expect(run.stderr.match(/^not imported: /gm)).toHaveLength(6);
    expect(run.stderr).toContain(`not imported: auto_cpm ad location "Auto Slot" (banner) of app "Space Blast", id ${made.plantedIds[0]}`);
    const report = JSON.parse(readFileSync(join(scratch, "report.json"), "utf8")) as { notImported: { uuid: string }[] };
    expect(report.notImported.map((l) => l.uuid)).toEqual(expect.arrayContaining(made.plantedIds.map((id) => id.split("/")[1])));
    const again = await runBin(["discover"], scratch, env);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toBe(readFileSync(file, "utf8"));
  });

  it("refuses bad arguments with one line and exit code 2, before any call", async () => {
    await service.clearRequests();
    for (const args of [["discover", "--language", "cobol", "--out", scratch], ["discover", "--language", "typescript"], ["discover", "--unmanaged"], ["discover", "stray.json"]]) {
      const run = await runBin(args, scratch, env);
      expect(run.status, args.join(" ")).toBe(2);
      expect(run.stderr.trim().split("\n"), args.join(" ")).toHaveLength(1);
      expect(run.stderr).toMatch(/^adpublisher: /);
    }
    expect(await service.requests()).toEqual([]);
  });

  it("writes a TypeScript program whose first up makes no write to the service, then previews with no changes", async () => {
    mkdirSync(join(workspace.root, "projects"), { recursive: true });
    const dir = join(workspace.root, "projects", `discovered-${Date.now()}`);
    const run = await runBin(["discover", "--language", "typescript", "--out", dir, "--project", "discovered"], scratch, env);
    expect(run.status, run.stderr).toBe(0);
    const source = readFileSync(join(dir, "index.ts"), "utf8");
    expect(source).toContain('import { AdLocation, App, BlockList, MonetizationSettings } from "pulumi-adpublisher";');
    expect(source).toContain("appId: spaceBlastIos.id");
    expect(JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).dependencies).toHaveProperty("pulumi-adpublisher");
    const { config, secrets } = service.stackConfig();
    const project = await PulumiProject.create(workspace, "discovered", { existingDir: dir, config, secrets, typeCheck: true });
    projects.push(project);
    await service.clearRequests();
    const up = (await project.up()).assertSuccess();
    expect(await service.writes()).toEqual([]);
    expect(opsFor(up, "space-blast-ios")).toEqual(["create"]);
    expect(up.stdout).toMatch(/\+ 56 created/); // 8 apps, 36 locations, 3 lists, 8 settings, and the stack
    (await project.preview("--expect-no-changes")).assertSuccess();
    // A drift check in the dynamic face names, once per app, every location whose prices it could not compare.
    const drift = (await project.preview("--refresh", "--expect-no-changes")).assertSuccess();
    await expectPricesWarnedOncePerApp(drift, client, made.appIds, "stack");
    expect(await service.writes()).toEqual([]);
    discoveredState = join(scratch, "discovered-state.json");
    writeFileSync(discoveredState, await project.exportStack());
  });

  it("--unmanaged names exactly the objects no given export manages, with the commands to adopt or delete them", async () => {
    expect(discoveredState, "the TypeScript program's test runs first").toBeDefined();
    const all = await runBin(["discover", "--unmanaged", discoveredState], scratch, env);
    expect(all.status, all.stdout + all.stderr).toBe(0);
    expect(all.stderr).toContain("every object on the account is managed by a given stack");

    // A second stack manages an app, a location and a list of its own...
    const { config, secrets } = service.stackConfig();
    const other = await PulumiProject.create(workspace, "second-stack", { program: SECOND_STACK, config, secrets });
    projects.push(other);
    (await other.up()).assertSuccess();
    const secondState = join(scratch, "second-state.json");
    writeFileSync(secondState, await other.exportStack());
    const secondApp = String((await other.outputs()).appId);
    // ...and the dashboard adds objects no stack knows: an app with a location, a list, and a location in each stack's app.
    const { apps, adLocations, lists } = client.management;
    const dashboardApp = (await apps.create({ nickname: "Dashboard Game", platform: "ios", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO" })).id;
    const location = async (appId: string, name: string) => `${appId}/${(await adLocations.create(appId, { name, adType: "banner", type: "bidding" })).uuid}`;
    const left = [
      `App ${dashboardApp}`, `AdLocation ${await location(dashboardApp, "Lobby")}`,
      `BlockList ${(await lists.create({ title: "Dashboard List", type: "iab_content_taxonomy_1.0_service_default", elements: ["IAB26-1"] })).id}`,
      `AdLocation ${await location(secondApp, "Added Later")}`, `AdLocation ${await location(made.appIds[2], "Added Later")}`,
    ];

    const run = await runBin(["discover", "--unmanaged", discoveredState, secondState], scratch, env);
    expect(run.status, run.stderr).toBe(1);
    const named = [...run.stdout.matchAll(/^(?:app|bidding ad location|block list) .*, id (\S+)$/gm)].map((m) => m[1]).sort();
    expect(named).toEqual(left.map((l) => l.split(" ")[1]).sort());
    expect(run.stdout).toContain(`  adopt:  pulumi import adpublisher:index:App dashboard-game ${dashboardApp}`);
    expect(run.stderr).toContain("5 object(s) on the account are managed by no given stack");
    // Without the second stack's export, its three objects are unmanaged too.
    const onlyFirst = await runBin(["discover", "--unmanaged", discoveredState], scratch, env);
    expect(onlyFirst.status).toBe(1);
    expect(onlyFirst.stderr).toContain("8 object(s) on the account are managed by no given stack");

    // The printed delete commands work: after them, nothing is left unmanaged.
    for (const command of run.stdout.matchAll(/^ {2}delete: npx adpublisher (delete \S+ \S+)$/gm)) {
      const deleted = await runBin(command[1].split(" "), scratch, env);
      expect(deleted.status, deleted.stderr).toBe(0);
    }
    const after = await runBin(["discover", "--unmanaged", discoveredState, secondState], scratch, env);
    expect(after.status, after.stdout).toBe(0);
  });
});

const SECOND_STACK = `
import { AdLocation, App, BlockList } from "pulumi-adpublisher";
const app = new App("second", { nickname: "Second Stack Game", orientations: ["landscape"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO", platform: "android" });
new AdLocation("second-menu", { appId: app.id, name: "Menu", adType: "banner", type: "bidding" });
new BlockList("second-list", { title: "Second Stack List", elements: ["IAB25-3"] });
export const appId = app.id;
`;
