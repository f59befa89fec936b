import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { expect } from "vitest";
import type { EmulatorHarness } from "./emulator";
import type { E2eWorkspace } from "./e2e-workspace";
import { opsFor } from "./pulumi-events";
import type { PulumiProject } from "./pulumi-project";

/** The package version: the plugin tarball's and the engine's provider record's. */
export const PACKAGE_VERSION = (JSON.parse(readFileSync(join(__dirname, "../../package.json"), "utf8")) as { version: string }).version;

/** Stack config for the example config repos (examples/yaml, python, go) of project `name`. */
export function exampleConfig(service: EmulatorHarness, name: string): { config: Record<string, string>; secrets: Record<string, string> } {
  const { config, secrets } = service.stackConfig();
  return { config: { ...config, [`${name}:protect`]: "false", [`${name}:reportFrom`]: "2026-11-01", [`${name}:reportTo`]: "2026-11-07" }, secrets };
}

/**
 * The life of the example config repo, the same in every language (examples/yaml, python, go: four
 * resources, a lookup, a report, outputs): up, the signature a secret in state, a no-op preview, a
 * dashboard edit caught by `preview --refresh --expect-no-changes` and repaired by `up --refresh`,
 * and destroy.
 */
export async function expectConfigRepoLifecycle(project: PulumiProject, service: EmulatorHarness): Promise<void> {
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
  // The timers are integer enums in the schema: every language host binds `5` with no type warning (issue 16).
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
}

/** An app made outside Pulumi, as in the dashboard (straight through the API). */
export async function outsideApp(service: EmulatorHarness): Promise<string> {
  const app = await service.api<{ id: string }>("POST", "/v5/apps", {
    body: {
      nickname: "Made Outside", orientations: ["portrait"], default_orientation: "portrait", is_live: false,
      is_test_mode_on: true, test_mode_duration: 45, is_directed_at_kids_under_13: "NO", platform: "ios",
    },
  });
  return app.body.id;
}

/**
 * `pulumi import` of the outside app with the program generated in the project's language into
 * `programFile`, which then is the whole program: it must preview with no changes and write nothing.
 * Returns the generated code.
 */
export async function expectImportedAppPreviewsClean(project: PulumiProject, service: EmulatorHarness, appId: string, programFile: string): Promise<string> {
  await service.clearRequests();
  const out = join(project.dir, programFile);
  (await project.run(["import", "adpublisher:index:App", "madeOutside", appId, "--yes", "--non-interactive", "--out", out])).assertSuccess();
  const code = readFileSync(out, "utf8");
  expect(code).toContain("Made Outside");
  (await project.preview("--expect-no-changes")).assertSuccess();
  expect(await service.writes()).toEqual([]);
  return code;
}

const NOT_COPIED = new Set(["venv", ".venv", "__pycache__", ".pulumi"]);

/** A copy of examples/<example> in a fresh project folder below the workspace (stack files left out). */
export function copyExample(workspace: E2eWorkspace, example: string): string {
  const projects = join(workspace.root, "projects");
  mkdirSync(projects, { recursive: true });
  const dir = mkdtempSync(join(projects, `${example}-`));
  cpSync(join(__dirname, "../../examples", example), dir, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(basename(source)) && !/^Pulumi\..+\.yaml$/.test(basename(source)),
  });
  return dir;
}

/** Replaces the `runtime:` entry of the project's Pulumi.yaml (and its indented options) with `runtime`. */
export function setRuntime(dir: string, runtime: string): void {
  const file = join(dir, "Pulumi.yaml");
  const yaml = readFileSync(file, "utf8");
  if (!/^runtime:/m.test(yaml)) throw new Error(`${file} has no runtime entry`);
  writeFileSync(file, yaml.replace(/^runtime:.*\n(?:[ \t]+.*\n)*/m, `${runtime.trimEnd()}\n`));
}

/** The `name:` of the project's Pulumi.yaml (its config namespace). */
export function projectName(dir: string): string {
  const name = /^name:\s*(\S+)/m.exec(readFileSync(join(dir, "Pulumi.yaml"), "utf8"))?.[1];
  if (!name) throw new Error(`${dir}/Pulumi.yaml has no name`);
  return name;
}
