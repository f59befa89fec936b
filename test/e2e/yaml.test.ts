import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { e2eWorkspace } from "../support/e2e-workspace";
import { EmulatorHarness } from "../support/emulator";
import { PulumiProject } from "../support/pulumi-project";
import { opsFor } from "../support/pulumi-events";

/** examples/yaml/Pulumi.yaml without its name and runtime (the harness writes its own). */
const EXAMPLE = readFileSync(join(__dirname, "../../examples/yaml/Pulumi.yaml"), "utf8").replace(/^(name|runtime): .*\n/gm, "");

describe("examples/yaml through the official YAML language host and the provider plugin", { timeout: 600_000 }, () => {
  let service: EmulatorHarness;
  let project: PulumiProject;

  beforeAll(async () => {
    service = await EmulatorHarness.start();
    const { config, secrets } = service.stackConfig();
    project = await PulumiProject.create(await e2eWorkspace(), "yaml", {
      runtime: "yaml",
      program: EXAMPLE,
      config: { ...config, "yaml:protect": "false", "yaml:reportFrom": "2026-11-01", "yaml:reportTo": "2026-11-07" },
      secrets,
    });
  });
  afterAll(async () => {
    project?.cleanup();
    await service?.close();
  });

  it("creates, shows no changes, catches a dashboard edit, repairs it, keeps the signature secret, and destroys", async () => {
    const up = (await project.up()).assertSuccess();
    for (const name of ["spaceRun", "mainMenu", "levelEnd", "sensitive", "spaceRunSettings"]) expect(opsFor(up, name)).toEqual(["create"]);
    expect(up.steps.find((s) => s.name === "spaceRun")?.type).toBe("adpublisher:index:App");

    const outputs = await project.outputs();
    const appId = outputs.appId as string;
    expect(outputs).toMatchObject({ appSignature: "[secret]", liveNickname: "Space Run", blockListId: expect.any(String) });
    expect(typeof outputs.reportRows).toBe("number");
    expect(outputs.levelEndId).toMatch(new RegExp(`^${appId}/[0-9a-f-]{36}$`));
    // The signature is a secret in state: encrypted, never in plain text anywhere in the export.
    const live = (await service.api("GET", `/v5/apps/${appId}`)).body as { signature: string };
    const exported = await project.exportStack();
    expect(exported).not.toContain(live.signature);
    const state = JSON.parse(exported) as { deployment: { resources: { type: string; outputs: Record<string, unknown> }[] } };
    const app = state.deployment.resources.find((r) => r.type === "adpublisher:index:App");
    expect(app?.outputs.signature).toMatchObject({ "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", ciphertext: expect.any(String) });
    // The settings refer to the list by id, as the program says.
    const settings = (await service.api("GET", `/v5/apps/${appId}/monetization_settings`)).body;
    expect(settings).toMatchObject({ ad_blocking_settings: { blocked_iab_categories_v1_list: outputs.blockListId, monetization_agefilter_check: true } });

    const noop = (await project.preview("--expect-no-changes")).assertSuccess();
    // showButtonTimer: 5 against the schema's integer enum binds with no warning from pulumi-yaml (issue 16).
    expect(`${noop.stdout}${noop.stderr}`).not.toMatch(/internal error|not assignable/i);

    // A dashboard edit (straight to the API) is drift: preview --refresh reports it and fails.
    await service.api("PATCH", `/v5/apps/${appId}`, { body: { nickname: "edited in the dashboard" } });
    const drift = await project.preview("--refresh", "--expect-no-changes", "--diff");
    expect(drift.exitCode).not.toBe(0);
    expect(drift.changes.update).toBe(1);
    expect(drift.stdout).toMatch(/nickname\s*: "edited in the dashboard" => "Space Run"/);

    const repair = (await project.up("--refresh")).assertSuccess();
    expect(opsFor(repair, "spaceRun")).toContain("update");
    expect((await service.api("GET", `/v5/apps/${appId}`)).body).toMatchObject({ nickname: "Space Run" });
    (await project.preview("--expect-no-changes")).assertSuccess();

    (await project.destroy()).assertSuccess();
    expect((await service.api("GET", `/v5/apps/${appId}`)).status).toBe(404);
    expect((await service.api("GET", `/v5/lists/${outputs.blockListId as string}`)).status).toBe(404);
  });
});
