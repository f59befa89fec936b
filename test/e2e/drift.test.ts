// `adpublisher drift` from the installed package, in a stack's folder, through the Automation API
// and the real CLI against the emulator: its scope (the stack's apps by default, the whole account
// with --account), the ignore file, objects named as the dashboard does, what was left out and why,
// prices the API cannot show, and "could not tell" with why.
import { writeFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { describe, expect, it } from "vitest";
import type { E2eWorkspace } from "../support/e2e-workspace";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import { PulumiProject } from "../support/pulumi-project";
import { runBin } from "../support/run-bin";

const PROGRAM = `
import { App, AdLocation } from "pulumi-adpublisher";
const app = new App("spaceRun", { nickname: "Space Run", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO", platform: "android" });
new AdLocation("levelEnd", { appId: app.id, name: "Level End", adType: "rewarded", type: "fixed_cpm", countryTargeting: [{ country: "US", price: 12.5 }] });
export const appId = app.id;
`;
const NEW_APP = { platform: "ios", orientations: ["portrait"], is_live: false, is_test_mode_on: false, is_directed_at_kids_under_13: "NO" };

describe("adpublisher drift, through the installed bin and the Automation API", { timeout: 900_000 }, () => {
  let service: EmulatorHarness;
  let workspace: E2eWorkspace;
  let project: PulumiProject;
  let env: NodeJS.ProcessEnv;

  useWorkspaceAndService(async (w, s) => {
    [workspace, service] = [w, s];
    project = await PulumiProject.create(workspace, "drift", { program: PROGRAM, ...service.stackConfig() });
    env = { ...project.env, PATH: [join(workspace.root, "node_modules", ".bin"), project.env.PATH ?? ""].join(delimiter) };
  }, { cleanup: () => project?.cleanup() });

  it("scoped to the stack's apps by default, the whole account with --account; an ignored object never turns the verdict", async () => {
    // The emulator's account already holds a demo app that no stack manages.
    const others = (await service.api<{ items: { id: string }[] }>("GET", "/v5/apps")).body.items;
    expect(others.length).toBeGreaterThan(0);
    (await project.up()).assertSuccess();
    const appId = String((await project.outputs()).appId);

    const clean = await runBin(["drift"], project.dir, env);
    expect(clean.stderr.trim()).toBe("");
    expect(clean.status, clean.stdout).toBe(0);
    expect(clean.stdout).toContain("No drift");
    // What the verdict left out is listed, and why: the account's other app is outside the stack's apps.
    expect(clean.stdout).toMatch(/### Left out of the verdict\n\n- app "[^"]+" \([a-z]+\), id [^:]+: outside the stack's apps \(`--account` counts the whole account\)/);
    // Never a silent green about prices: the fixed_cpm location is named as not checked.
    expect(clean.stdout).toMatch(/Prices the API cannot show[\s\S]*levelEnd \("Level End"/);
    // With --account the demo app counts: the repository would be the whole account.
    expect((await runBin(["drift", "--account"], project.dir, env)).status).toBe(1);
    await service.api("DELETE", `/v5/apps/${others[0].id}`);
    for (const other of others.slice(1)) await service.api("DELETE", `/v5/apps/${other.id}`);

    // A dashboard edit of a managed app: named as the dashboard names it, old and new.
    const stateBefore = await project.exportStack();
    await service.api("PATCH", `/v5/apps/${appId}`, { body: { nickname: "edited in the dashboard" } });
    const drifted = await runBin(["drift"], project.dir, env);
    expect(drifted.status, drifted.stdout).toBe(1);
    expect(drifted.stdout).toContain("**Drift found.**");
    expect(drifted.stdout).toMatch(/- \*\*"Space Run" -> "edited in the dashboard"\*\* `spaceRun` \(App\)\n  - nickname Space Run -> edited in the dashboard/);
    const driftedJson = JSON.parse((await runBin(["drift", "--format", "json"], project.dir, env)).stdout) as { drifted: { name: string; previousName?: string; resource: string }[] };
    expect(driftedJson.drifted).toMatchObject([{ name: '"edited in the dashboard"', previousName: '"Space Run"', resource: "spaceRun" }]);
    expect(await project.exportStack()).toBe(stateBefore); // a refresh in preview only
    await service.api("PATCH", `/v5/apps/${appId}`, { body: { nickname: "Space Run" } });
    expect((await runBin(["drift"], project.dir, env)).status).toBe(0);

    // A location added in the dashboard to the managed app: drift in the default scope.
    const added = await service.api<{ uuid: string }>("POST", `/v5/apps/${appId}/ad-locations`, { body: { name: "Bonus Round", ad_type: "interstitial", type: "bidding" } });
    expect(added.status).toBeLessThan(300);
    const location = await runBin(["drift", "--format", "json"], project.dir, env);
    expect(location.status, location.stdout).toBe(1);
    const locationReport = JSON.parse(location.stdout) as { status: string; scope: string; drifted: unknown[]; unmanaged: string[] };
    expect(locationReport).toMatchObject({ status: "drift", scope: "stack", drifted: [] });
    expect(locationReport.unmanaged.join("\n")).toContain('bidding ad location "Bonus Round" (interstitial) of app "Space Run"');

    // An app made elsewhere on the account: drift only with --account.
    const other = await service.api<{ id: string }>("POST", "/v5/apps", { body: { nickname: "Made by hand", ...NEW_APP } });
    expect(other.status).toBeLessThan(300);
    writeFileSync(join(project.dir, ".adpublisher-drift-ignore"), "# what this stack does not answer for\nBonus Round   # the growth team's test, until December\n");
    const scoped = await runBin(["drift"], project.dir, env);
    expect(scoped.status, scoped.stdout).toBe(0);
    expect(scoped.stdout).toContain(`- bidding ad location "Bonus Round" (interstitial) of app "Space Run", id ${appId}/${added.body.uuid}: ignore file, line 2: the growth team's test, until December`);
    expect(scoped.stdout).toContain(`- app "Made by hand" (ios), id ${other.body.id}: outside the stack's apps`);
    const account = await runBin(["drift", "--account", "--format", "json"], project.dir, env);
    expect(account.status, account.stdout).toBe(1);
    const accountReport = JSON.parse(account.stdout) as { scope: string; unmanaged: string[]; leftOut: { object: string; why: string }[] };
    expect(accountReport.scope).toBe("account");
    expect(accountReport.unmanaged.join("\n")).toContain('app "Made by hand" (ios)');
    expect(accountReport.unmanaged.join("\n")).not.toContain("Bonus Round");
    // Ignored in either scope: with the app ignored too, --account is clean again.
    writeFileSync(join(project.dir, ".adpublisher-drift-ignore"), `Bonus Round # the growth team's test\n${other.body.id} # the agency's app\n`);
    expect((await runBin(["drift", "--account"], project.dir, env)).status).toBe(0);

    // An entry that leaves nothing out is named, so a stale one does not linger unseen.
    writeFileSync(join(project.dir, ".adpublisher-drift-ignore"), `Bonus Round # the growth team's test\n${other.body.id} # the agency's app\nOld Test # gone since May\n`);
    const stale = await runBin(["drift", "--account"], project.dir, env);
    expect(stale.status).toBe(0);
    expect(stale.stdout).toContain("### Ignore-file entries that left nothing out\n\n- line 3: Old Test (gone since May)");

    // Bad input: one line naming it, exit 2, nothing run.
    await service.clearRequests();
    writeFileSync(join(project.dir, ".adpublisher-drift-ignore"), "Bonus Round\n");
    const badLine = await runBin(["drift"], project.dir, env);
    expect(badLine.status).toBe(2);
    expect(badLine.stdout).toBe("");
    expect(badLine.stderr.trim()).toMatch(/^adpublisher: \S*\.adpublisher-drift-ignore line 1 \("Bonus Round"\): write an id or a name, then # and why/);
    const badFlag = await runBin(["drift", "--acount"], project.dir, env);
    expect(badFlag.status).toBe(2);
    expect(badFlag.stderr.trim().split("\n")).toHaveLength(1);
    expect(badFlag.stderr).toContain("--acount");
    expect(await service.requests()).toEqual([]);

    writeFileSync(join(project.dir, ".adpublisher-drift-ignore"), "");
    const unknown = await runBin(["drift", "--stack", "no-such-stack"], project.dir, env);
    expect(unknown.status, unknown.stdout).toBe(2);
    expect(unknown.stdout).toMatch(/\*\*Could not tell:\*\* .*no-such-stack/);
  });
});
