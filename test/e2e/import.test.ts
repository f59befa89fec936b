// `pulumi import` and the import option through the provider plugin: every type imported with no
// write, the generated YAML previewing with no changes, and the schema served.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { E2eWorkspace } from "../support/e2e-workspace";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import { PulumiProject } from "../support/pulumi-project";
import { opsFor } from "../support/pulumi-events";

const LIST_TYPE = "iab_content_taxonomy_1.0_service_default";

interface Account {
  appId: string;
  pauseId: string;
  levelEndId: string;
  listId: string;
}

/** Objects made the way a person would, in the dashboard (straight through the API). */
async function handMadeAccount(service: EmulatorHarness): Promise<Account> {
  const app = await service.api("POST", "/v5/apps", { body: {
    nickname: "Imported Run", orientations: ["portrait", "landscape"], default_orientation: "landscape", is_live: false,
    is_test_mode_on: true, test_mode_duration: 45, is_directed_at_kids_under_13: "NO", platform: "ios",
  } });
  const appId = (app.body as { id: string }).id;
  const locations = `/v5/apps/${appId}/ad-locations`;
  const pause = await service.api("POST", locations, { body: { name: "Pause", ad_type: "banner", type: "bidding" } });
  const levelEnd = await service.api("POST", locations, { body: { name: "Level End", ad_type: "rewarded", type: "fixed_cpm", country_targeting: [{ country: "US", price: 9.5 }] } });
  const list = await service.api("POST", "/v5/lists", { body: { title: "By hand", type: LIST_TYPE, elements: ["IAB9-9", "IAB7-39"] } });
  const listId = (list.body as { id: string }).id;
  await service.api("PATCH", `/v5/apps/${appId}/monetization_settings`, { body: {
    ad_blocking_settings: { blocked_iab_categories_v1_list: listId },
    ad_experience_settings: { template_settings: { button_type: "worded" } },
    ad_targeting_settings: { target_os_version: { min: "12", max: null } },
  } });
  const uuid = (r: { body: unknown }) => (r.body as { uuid: string }).uuid;
  return { appId, pauseId: `${appId}/${uuid(pause)}`, levelEndId: `${appId}/${uuid(levelEnd)}`, listId };
}

type StateResource = { type: string; urn: string; inputs: Record<string, unknown>; outputs: Record<string, unknown> };

async function stateOf(project: PulumiProject, name: string): Promise<StateResource | undefined> {
  const state = JSON.parse(await project.exportStack()) as { deployment: { resources?: StateResource[] } };
  return state.deployment.resources?.find((r) => r.urn.endsWith(`::${name}`));
}

describe("pulumi import and the import option through the provider plugin", { timeout: 600_000 }, () => {
  let service: EmulatorHarness;
  let account: Account;
  let workspace: E2eWorkspace;
  const projects: PulumiProject[] = [];
  const yamlProject = async (name: string, pluginFrom: "path" | "project") => {
    const project = await PulumiProject.create(workspace, name, { runtime: "yaml", program: "", pluginFrom, ...service.stackConfig() });
    projects.push(project);
    return project;
  };

  useWorkspaceAndService(async (w, s) => {
    [workspace, service] = [w, s];
    account = await handMadeAccount(service);
  }, { cleanup: projects });

  it("imports each type by id with no write to the service, generates YAML that previews with no changes", async () => {
    // This project finds the plugin through plugins.providers in Pulumi.yaml, not PATH.
    const project = await yamlProject("imports", "project");
    await service.clearRequests();
    const imports = [
      ["App", "run", account.appId],
      ["AdLocation", "pause", account.pauseId],
      ["AdLocation", "levelEnd", account.levelEndId],
      ["BlockList", "byHand", account.listId],
      ["MonetizationSettings", "runSettings", account.appId],
    ] as const;
    const generated: string[] = [];
    for (const [type, name, id] of imports) {
      const out = join(project.dir, `${name}.yaml`);
      (await project.run(["import", `adpublisher:index:${type}`, name, id, "--yes", "--non-interactive", "--out", out])).assertSuccess();
      generated.push(readFileSync(out, "utf8"));
    }
    // Reads only: GETs and token requests.
    expect(await service.writes()).toEqual([]);

    expect((await stateOf(project, "run"))?.inputs).toEqual({
      nickname: "Imported Run", orientations: ["portrait", "landscape"], defaultOrientation: "landscape", isLive: false,
      isTestModeOn: true, testModeDuration: 45, isDirectedAtKidsUnder13: "NO", platform: "ios",
    });
    expect((await stateOf(project, "levelEnd"))?.inputs).toEqual({ appId: account.appId, name: "Level End", adType: "rewarded", type: "fixed_cpm" });
    expect((await stateOf(project, "byHand"))?.inputs).toEqual({ title: "By hand", type: LIST_TYPE, elements: ["IAB9-9", "IAB7-39"] });
    const settings = await stateOf(project, "runSettings");
    expect(settings?.inputs).toMatchObject({
      appId: account.appId,
      adBlockingSettings: { blockedIabCategoriesV1List: account.listId },
      adExperienceSettings: { templateSettings: { buttonType: "worded" } },
      adTargetingSettings: { targetOsVersion: { min: "12" } },
    });
    // The app's signature is a secret in the imported state too.
    expect((await stateOf(project, "run"))?.outputs.signature).toMatchObject({ ciphertext: expect.any(String) });

    // The generated code: one resource each, the id-bearing values inline, protected.
    const [app, , levelEnd, list, monetization] = generated;
    expect(app).toMatch(/type: adpublisher:(index:)?App\n/);
    expect(app).toContain("nickname: Imported Run");
    expect(levelEnd).toContain(`appId: ${account.appId}`);
    expect(list).toMatch(/elements:\n\s+- IAB9-9\n\s+- IAB7-39/);
    expect(monetization).toContain(`blockedIabCategoriesV1List: ${account.listId}`);
    for (const code of generated) expect(code).toContain("protect: true");

    // The program made of the generated code matches what was imported.
    project.writeProgram(`resources:\n${generated.map((code) => code.replace(/^resources:\n/, "")).join("")}`);
    (await project.preview("--expect-no-changes")).assertSuccess();
    expect(await service.writes()).toEqual([]);
  });

  it("adopts objects with the import resource option, then previews with no changes", async () => {
    const project = await yamlProject("import-option", "path");
    await service.clearRequests();
    project.writeProgram(`resources:
  run:
    type: adpublisher:index:App
    properties: { nickname: Imported Run, orientations: [portrait, landscape], defaultOrientation: landscape, isLive: false, isTestModeOn: true, testModeDuration: 45, isDirectedAtKidsUnder13: "NO", platform: ios }
    options: { import: ${account.appId}, protect: true }
  pause:
    type: adpublisher:index:AdLocation
    properties: { appId: "\${run.id}", name: Pause, adType: banner, type: bidding }
    options: { import: "${account.pauseId}" }
  byHand:
    type: adpublisher:index:BlockList
    properties: { title: By hand, elements: [IAB7-39, IAB9-9] }
    options: { import: ${account.listId} }
`);
    const up = (await project.up()).assertSuccess();
    for (const name of ["run", "pause", "byHand"]) expect(opsFor(up, name)).toEqual(["import"]);
    expect(await service.writes()).toEqual([]);
    (await project.preview("--expect-no-changes")).assertSuccess();

    // A program that differs from the object: the preview shows the import and then an update
    // of the differing property (the engine's import, then the program wins), and writes nothing.
    project.writeProgram(`${readFileSync(join(project.dir, "Pulumi.yaml"), "utf8").replace(/^[\s\S]*?resources:\n/, "resources:\n")}  other:
    type: adpublisher:index:BlockList
    properties: { title: Another title, elements: [IAB9-9, IAB7-39] }
    options: { import: ${account.listId} }
`);
    const mismatch = (await project.preview("--diff")).assertSuccess();
    expect(mismatch.changes).toMatchObject({ import: 1, update: 1 });
    expect(mismatch.stdout).toMatch(/title\s*: "By hand" => "Another title"/);
    expect(await service.writes()).toEqual([]);
  });

  it("serves its schema to pulumi package get-schema", async () => {
    const project = projects[0] ?? (await yamlProject("schema", "path"));
    const plugin = join(project.workspace.root, "node_modules", ".bin", "pulumi-resource-adpublisher");
    const result = (await project.run(["package", "get-schema", plugin])).assertSuccess();
    const schema = JSON.parse(result.stdout) as { name: string; version: string; resources: Record<string, unknown>; functions: Record<string, unknown> };
    expect(schema.name).toBe("adpublisher");
    expect(Object.keys(schema.resources).sort()).toEqual([
      "adpublisher:index:AdLocation", "adpublisher:index:App", "adpublisher:index:BlockList", "adpublisher:index:MonetizationSettings",
    ]);
    expect(schema.functions).toHaveProperty(["adpublisher:index:getAppReport"]);
  });
});
