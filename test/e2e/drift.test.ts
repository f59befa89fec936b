// `adpublisher drift` from the installed package, in a stack's folder, through the Automation API
// and the real CLI against the emulator (issue 18): clean, drift in publisher words, objects no
// stack manages, prices the API cannot show, and "could not tell" with why.
import { delimiter, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { e2eWorkspace, type E2eWorkspace } from "../support/e2e-workspace";
import { EmulatorHarness } from "../support/emulator";
import { PulumiProject } from "../support/pulumi-project";
import { runBin } from "../support/run-bin";

const PROGRAM = `
import { App, AdLocation } from "pulumi-adpublisher";
const app = new App("spaceRun", { nickname: "Space Run", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO", platform: "android" });
new AdLocation("levelEnd", { appId: app.id, name: "Level End", adType: "rewarded", type: "fixed_cpm", countryTargeting: [{ country: "US", price: 12.5 }] });
export const appId = app.id;
`;

describe("adpublisher drift, through the installed bin and the Automation API", { timeout: 900_000 }, () => {
  let service: EmulatorHarness;
  let workspace: E2eWorkspace;
  let project: PulumiProject;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    service = await EmulatorHarness.start();
    workspace = await e2eWorkspace();
    project = await PulumiProject.create(workspace, "drift", { program: PROGRAM, ...service.stackConfig() });
    // The emulator starts with a demo app; this account holds only what the stack makes.
    const seeded = (await service.api<{ items: { id: string }[] }>("GET", "/v5/apps")).body;
    for (const app of seeded.items) await service.api("DELETE", `/v5/apps/${app.id}`);
    env = { ...project.env, PATH: [join(workspace.root, "node_modules", ".bin"), project.env.PATH ?? ""].join(delimiter) };
  });
  afterAll(async () => {
    project?.cleanup();
    await service?.close();
  });

  it("exits 0 when clean, 1 on a dashboard edit or an object no stack manages, 2 when it cannot tell; writes nothing to state", async () => {
    (await project.up()).assertSuccess();
    const appId = String((await project.outputs()).appId);

    const clean = await runBin(["drift"], project.dir, env);
    expect(clean.stderr.trim()).toBe("");
    expect(clean.status, clean.stdout).toBe(0);
    expect(clean.stdout).toContain("No drift");
    // Never a silent green about prices: the fixed_cpm location is named as not checked.
    expect(clean.stdout).toMatch(/Prices the API cannot show[\s\S]*levelEnd \("Level End"/);

    const stateBefore = await project.exportStack();
    await service.api("PATCH", `/v5/apps/${appId}`, { body: { nickname: "edited in the dashboard" } });
    const drifted = await runBin(["drift"], project.dir, env);
    expect(drifted.status, drifted.stdout).toBe(1);
    expect(drifted.stdout).toContain("**Drift found.**");
    expect(drifted.stdout).toMatch(/\*\*spaceRun\*\* \(App\)\n  - nickname Space Run -> edited in the dashboard/);
    expect(await project.exportStack()).toBe(stateBefore); // a refresh in preview only

    await service.api("PATCH", `/v5/apps/${appId}`, { body: { nickname: "Space Run" } });
    const other = await service.api("POST", "/v5/apps", { body: { nickname: "Made by hand", platform: "ios", orientations: ["portrait"], is_live: false, is_test_mode_on: false, is_directed_at_kids_under_13: "NO" } });
    expect(other.status).toBeLessThan(300);
    const unmanaged = await runBin(["drift", "--format", "json"], project.dir, env);
    expect(unmanaged.status, unmanaged.stdout).toBe(1);
    const report = JSON.parse(unmanaged.stdout) as { status: string; drifted: unknown[]; unmanaged: string[] };
    expect(report.status).toBe("drift");
    expect(report.drifted).toEqual([]);
    expect(report.unmanaged.join("\n")).toContain("Made by hand");

    const unknown = await runBin(["drift", "--stack", "no-such-stack"], project.dir, env);
    expect(unknown.status, unknown.stdout).toBe(2);
    expect(unknown.stdout).toMatch(/\*\*Could not tell:\*\* .*no-such-stack/);
  });
});
