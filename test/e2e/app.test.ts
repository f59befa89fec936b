// App through the real Pulumi CLI against the emulator: its lifecycle, adoption, and bad input
// refused at preview with no write.
import { describe, expect, it } from "vitest";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import { PulumiProject } from "../support/pulumi-project";
import { opsFor } from "../support/pulumi-events";

const program = (app: string, extra = "") => `
import { App } from "pulumi-adpublisher";
const app = new App("app", { ${app} });
export const appId = app.id;
export const signature = app.signature;
export const status = app.publishingApplication.status;
${extra}
`;
const BASE = `nickname: "Space Run", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO", platform: "android"`;

describe("App through the real engine", { timeout: 600_000 }, () => {
  let service: EmulatorHarness;
  let project: PulumiProject;

  useWorkspaceAndService(async (workspace, s) => {
    service = s;
    project = await PulumiProject.create(workspace, "app", { program: program(BASE), ...service.stackConfig() });
  }, { cleanup: () => project?.cleanup() });

  it("creates, shows no changes, updates in place, replaces, sees drift and deletion, adopts, and destroys", async () => {
    const up = (await project.up()).assertSuccess();
    expect(opsFor(up, "app")).toEqual(["create"]);
    const { appId, signature } = await project.outputs();
    expect(typeof appId).toBe("string");
    expect(signature).toBe("[secret]");

    (await project.preview("--expect-no-changes")).assertSuccess();
    (await project.refresh("--expect-no-changes")).assertSuccess();

    // In-place update: nickname and test mode are PATCHable.
    project.writeProgram(program(BASE.replace('"Space Run"', '"Space Run 2"').replace("isTestModeOn: false", "isTestModeOn: true, testModeDuration: 30")));
    const update = (await project.up()).assertSuccess();
    expect(opsFor(update, "app")).toEqual(["update"]);
    expect((await project.outputs()).appId).toBe(appId);
    const live = await service.api("GET", `/v5/apps/${appId}`);
    expect(live.body).toMatchObject({ nickname: "Space Run 2", is_test_mode_on: true, test_mode_duration: 30 });

    // Drift made through the API is reported by refresh --preview-only, then put back by up.
    await service.api("PATCH", `/v5/apps/${appId}`, { body: { nickname: "edited in the dashboard" } });
    const drift = await project.refresh("--preview-only", "--expect-no-changes");
    expect(drift.exitCode).not.toBe(0);
    expect(drift.changes.update).toBe(1);
    (await project.refresh()).assertSuccess();
    expect(opsFor((await project.up()).assertSuccess(), "app")).toEqual(["update"]);
    expect((await service.api("GET", `/v5/apps/${appId}`)).body).toMatchObject({ nickname: "Space Run 2" });

    // platform is fixed at creation: a change replaces the app (a new id).
    project.writeProgram(program(BASE.replace('"Space Run"', '"Space Run 2"').replace('"android"', '"ios"')));
    const replace = (await project.up()).assertSuccess();
    expect(opsFor(replace, "app")).toContain("create-replacement");
    const newId = (await project.outputs()).appId;
    expect(newId).not.toBe(appId);
    expect((await service.api("GET", `/v5/apps/${appId}`)).status).toBe(404);

    // Deleted outside Pulumi: refresh drops it from state, up creates it again.
    await service.api("DELETE", `/v5/apps/${newId}`);
    const gone = (await project.refresh()).assertSuccess();
    expect(gone.changes.delete).toBe(1);
    expect(opsFor((await project.up()).assertSuccess(), "app")).toEqual(["create"]);

    (await project.destroy()).assertSuccess();
  });

  it("adopts an existing app without changing it when the inputs match", async () => {
    const created = await service.api("POST", "/v5/apps", { body: {
      nickname: "Made by hand", orientations: ["landscape"], is_live: false, is_test_mode_on: false,
      is_directed_at_kids_under_13: "YES", platform: "ios",
    } });
    const id = (created.body as { id: string }).id;
    project.writeProgram(program(`nickname: "Made by hand", orientations: ["landscape"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "YES", platform: "ios", adoptId: "${id}"`));
    await service.clearRequests();
    const up = (await project.up()).assertSuccess();
    expect(opsFor(up, "app")).toEqual(["create"]);
    expect((await project.outputs()).appId).toBe(id);
    expect(await service.writes()).toEqual([]);
    (await project.preview("--expect-no-changes")).assertSuccess();
    (await project.destroy()).assertSuccess();
  });

  it("fails at preview naming the property and the rule, with no write to the service", async () => {
    project.writeProgram(program(BASE.replace('orientations: ["portrait"]', 'orientations: ["portrait", "landscape"]').replace("isLive: false", "isLive: true")));
    await service.clearRequests();
    const preview = await project.preview();
    preview.assertFailure();
    const text = preview.stdout + preview.stderr;
    // The engine names a top-level property itself (decision record 0130): `property X value ... has a problem: <rule>`.
    expect(text).toMatch(/property defaultOrientation value .* has a problem: is required when orientations holds both landscape and portrait/);
    expect(text).toMatch(/property storeAppId value .* has a problem: is required when isLive is true/);
    expect(await service.writes()).toEqual([]);
  });

  it("takes an app live, then refuses at preview to take it back, giving the reason", async () => {
    const live = BASE.replace("isLive: false", 'isLive: true, storeAppId: "com.space.run", storeAppUrl: "https://play.example/space-run", storeBundleId: "com.space.run"');
    project.writeProgram(program(live));
    (await project.up()).assertSuccess();
    const { appId } = await project.outputs();
    expect((await service.api("GET", `/v5/apps/${appId}`)).body).toMatchObject({ is_live: true, store_app_id: "com.space.run" });

    project.writeProgram(program(BASE));
    await service.clearRequests();
    const preview = (await project.preview()).assertFailure();
    expect(preview.stdout + preview.stderr).toMatch(/property isLive value .* has a problem: cannot change from true to false/);
    expect(await service.writes()).toEqual([]);

    project.writeProgram(program(live));
    (await project.destroy()).assertSuccess();
  });

  it("keeps the app signature a secret: encrypted in the stack export, [secret] in outputs and engine output", async () => {
    project.writeProgram(program(BASE));
    const up = (await project.up()).assertSuccess();
    const refresh = (await project.refresh("--expect-no-changes")).assertSuccess();
    const { appId } = await project.outputs();
    const live = (await service.api("GET", `/v5/apps/${String(appId)}`)).body as { signature: string };
    expect(live.signature.length).toBeGreaterThan(8);

    const exported = await project.exportStack();
    for (const text of [exported, up.stdout, up.stderr, refresh.stdout, refresh.stderr]) expect(text).not.toContain(live.signature);
    const state = JSON.parse(exported) as { deployment: { resources: { type: string; outputs?: Record<string, unknown> }[] } };
    const app = state.deployment.resources.find((r) => r.type === "pulumi-nodejs:dynamic/adpublisher:App");
    // Pulumi's secret envelope: the signature sig key and a ciphertext, never the value itself.
    expect(app?.outputs?.signature).toEqual({ "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", ciphertext: expect.any(String) });
    expect((await project.outputs()).signature).toBe("[secret]");
    const shown = await project.run(["stack", "output", "signature", "--show-secrets"]);
    expect(shown.assertSuccess().stdout.trim()).toBe(live.signature);
    (await project.destroy()).assertSuccess();
  });

  it("manages apps through the v4 API when adpublisher:apiVersion is v4", async () => {
    await project.setConfig("adpublisher:apiVersion", "v4");
    try {
      project.writeProgram(program(BASE));
      await service.clearRequests();
      (await project.up()).assertSuccess();
      const paths = (await service.requests()).map((r) => `${r.method} ${r.path}`);
      expect(paths).toContain("POST /v4/token");
      expect(paths).toContain("POST /v4/apps");
      expect(paths.some((p) => p.includes("/v5/"))).toBe(false);
      (await project.preview("--expect-no-changes")).assertSuccess();
      (await project.destroy()).assertSuccess();
    } finally {
      await project.setConfig("adpublisher:apiVersion", "v5");
    }
  });
});
