// The config-repo scenario the language examples (YAML, Python, Go, Java) share: their stack
// config, programs and the lifecycle each must pass.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { expect } from "vitest";
import { mustRunGo } from "../../scripts/toolchain/go-env";
import type { EmulatorHarness } from "./emulator";
import type { E2eWorkspace } from "./e2e-workspace";
import { opsFor } from "./pulumi-events";
import type { EngineResult, PulumiProject } from "./pulumi-project";

/** The package version: the plugin tarball's and the engine's provider record's. */
export const PACKAGE_VERSION = (JSON.parse(readFileSync(join(__dirname, "../../package.json"), "utf8")) as { version: string }).version;

/** Stack config for the example config repos (examples/yaml, python, go) of project `name`. */
export function exampleConfig(service: EmulatorHarness, name: string): { config: Record<string, string>; secrets: Record<string, string> } {
  const { config, secrets } = service.stackConfig();
  return { config: { ...config, [`${name}:protect`]: "false", [`${name}:reportFrom`]: "2026-11-01", [`${name}:reportTo`]: "2026-11-07" }, secrets };
}

/**
 * Where a language's example keeps its program, and how to take the `mainMenu` location out of it
 * (the one edit that is not the same text in every language).
 */
export interface ExampleProgram {
  /** The program file, relative to the project folder (Pulumi.yaml for YAML). */
  file: string;
  /** The App's type token: the plugin's, or the TypeScript face's dynamic one. */
  appType?: string;
  /** The whole declaration of the `mainMenu` ad location, its trailing newline included. */
  mainMenu: RegExp;
}

/** The examples' programs, by example folder. */
export const EXAMPLE_PROGRAMS = {
  typescript: { file: "index.ts", appType: "pulumi-nodejs:dynamic/adpublisher:App", mainMenu: /^new AdLocation\("mainMenu", \{[\s\S]*?\n\}\);\n\n/m },
  yaml: { file: "Pulumi.yaml", mainMenu: /^ {2}mainMenu:\n(?: {4}.*\n)+\n/m },
  python: { file: "__main__.py", mainMenu: /^main_menu = adpublisher\.AdLocation\([\s\S]*?\n\)\n\n/m },
  go: { file: "main.go", mainMenu: /^\t\t_, err = adpublisher\.NewAdLocation\(ctx, "mainMenu"[\s\S]*?\t\treturn err\n\t\t}\n\n/m },
  java: { file: "src/main/java/adpublisher/example/Main.java", mainMenu: /^ {8}new AdLocation\("mainMenu"[\s\S]*?\.build\(\)\);\n\n/m },
} satisfies Record<string, ExampleProgram>;

/** Replaces each `from` in the program (each must be there) and writes it back. */
function editProgram(project: PulumiProject, program: ExampleProgram, edits: [RegExp | string, string][]): void {
  const file = join(project.dir, program.file);
  let text = readFileSync(file, "utf8");
  for (const [from, to] of edits) {
    const next = text.replace(from, to);
    if (next === text) throw new Error(`${program.file}: no ${String(from)} to edit`);
    text = next;
  }
  writeFileSync(file, text);
}

type Location = { uuid: string; name: string };

async function liveLocations(service: EmulatorHarness, appId: string): Promise<Location[]> {
  return ((await service.api("GET", `/v5/apps/${appId}/ad-locations`)).body as { items: Location[] }).items;
}

/** A run that must change nothing: the engine reports no step but `same`. */
async function expectNoChanges(run: Promise<EngineResult>): Promise<void> {
  const result = (await run).assertSuccess();
  const changed = Object.entries(result.changes).filter(([op, n]) => op !== "same" && n > 0);
  expect(changed, result.describe("changed something")).toEqual([]);
}

/**
 * The life of the example config repo, the same in every language (examples/typescript, yaml, python, go, java:
 * four resources, a lookup, a report, outputs), as Pulumi's ProgramTest runs a provider's examples and
 * more: preview; up (the signature a secret in state); `stack export` then `stack import` of that
 * checkpoint; an empty preview and an empty up; `refresh --expect-no-changes` and an empty preview
 * after it; two program edits (a price and a rename, then a location removed), each an up then an
 * empty preview; a dashboard edit caught by `preview --refresh --expect-no-changes` and repaired by
 * `up --refresh`; destroy, with nothing left on the service.
 */
export async function expectConfigRepoLifecycle(project: PulumiProject, service: EmulatorHarness, program: ExampleProgram): Promise<void> {
  await service.clearRequests();
  const preview = (await project.preview()).assertSuccess();
  for (const name of ["spaceRun", "mainMenu", "levelEnd", "sensitive", "spaceRunSettings"]) expect(opsFor(preview, name)).toEqual(["create"]);
  expect(await service.writes()).toEqual([]);

  const up = (await project.up()).assertSuccess();
  for (const name of ["spaceRun", "mainMenu", "levelEnd", "sensitive", "spaceRunSettings"]) expect(opsFor(up, name)).toEqual(["create"]);
  const appType = program.appType ?? "adpublisher:index:App";
  expect(up.steps.find((s) => s.name === "spaceRun")?.type).toBe(appType);

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
  const app = state.deployment.resources.find((r) => r.type === appType);
  expect(app?.outputs.signature).toMatchObject({ "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", ciphertext: expect.any(String) });
  // The settings refer to the list by id, as the program says.
  const settings = (await service.api("GET", `/v5/apps/${appId}/monetization_settings`)).body;
  expect(settings).toMatchObject({ ad_blocking_settings: { blocked_iab_categories_v1_list: outputs.blockListId, monetization_agefilter_check: true } });

  // The checkpoint goes out and back in unchanged (a stack moved between backends, or repaired by hand).
  const checkpoint = join(project.dir, "checkpoint.json");
  writeFileSync(checkpoint, exported);
  (await project.run(["stack", "import", "--file", checkpoint])).assertSuccess();
  // The same resources; secrets are encrypted anew on import (a fresh nonce), so ciphertexts differ.
  const reencrypted = (json: string) => withoutCiphertexts(JSON.stringify(JSON.parse(json).deployment.resources));
  expect(reencrypted(await project.exportStack())).toBe(reencrypted(exported));

  await service.clearRequests();
  const noop = (await project.preview("--expect-no-changes")).assertSuccess();
  // The timers are integer enums in the schema: every language host binds `5` with no type warning.
  expect(`${noop.stdout}${noop.stderr}`).not.toMatch(/internal error|not assignable/i);
  await expectNoChanges(project.up("--expect-no-changes"));
  const beforeRefresh = storedResources(await project.exportStack());
  await expectNoChanges(project.refresh("--expect-no-changes"));
  // Where no input drifted, a refresh keeps the inputs the program stored (the service's defaults
  // are not taken in as inputs), and marks modified only what it found changed (an app's location
  // counts, which grew as its locations were made after it).
  const afterRefresh = storedResources(await project.exportStack());
  const inputsOf = (stored: Record<string, StoredResource>) => Object.fromEntries(Object.entries(stored).map(([urn, r]) => [urn, r.inputs]));
  expect(inputsOf(afterRefresh)).toEqual(inputsOf(beforeRefresh));
  const unchanged = Object.keys(beforeRefresh).filter((urn) => JSON.stringify(afterRefresh[urn]?.outputs) === JSON.stringify(beforeRefresh[urn]?.outputs));
  expect(unchanged.length).toBeGreaterThanOrEqual(4);
  for (const urn of unchanged) expect(afterRefresh[urn]?.modified, urn).toBe(beforeRefresh[urn]?.modified);
  await expectNoChanges(project.preview("--expect-no-changes"));
  expect(await service.writes()).toEqual([]);

  // A price and a rename: levelEnd's US price, mainMenu's name. The API does not read prices back
  // (decision 0005): the price shows as an update of levelEnd that writes to it.
  editProgram(project, program, [[/12\.5/, "15.5"], [/Main Menu/, "Pause Menu"]]);
  const [, levelEndUuid] = (outputs.levelEndId as string).split("/");
  const edited = (await project.up()).assertSuccess();
  expect(opsFor(edited, "levelEnd")).toEqual(["update"]);
  expect((await service.writes()).map((w) => w.path)).toContainEqual(expect.stringContaining(`/ad-locations/${levelEndUuid}`));
  expect((await liveLocations(service, appId)).map((l) => l.name).sort()).toEqual(["Level End", "Pause Menu"]);
  await expectNoChanges(project.preview("--expect-no-changes"));

  // A location removed from the program is deleted from the service.
  editProgram(project, program, [[program.mainMenu, ""]]);
  const removal = (await project.up()).assertSuccess();
  expect(opsFor(removal, "mainMenu")).toEqual(["delete"]);
  expect((await liveLocations(service, appId)).map((l) => l.name)).toEqual(["Level End"]);
  await expectNoChanges(project.preview("--expect-no-changes"));

  // A dashboard edit (straight to the API) is drift: preview --refresh reports it and fails.
  await service.api("PATCH", `/v5/apps/${appId}`, { body: { nickname: "edited in the dashboard" } });
  const drift = await project.preview("--refresh", "--expect-no-changes", "--diff");
  expect(drift.exitCode).not.toBe(0);
  expect(drift.changes.update).toBe(1);
  expect(drift.stdout).toMatch(/nickname\s*: "edited in the dashboard" => "Space Run"/);

  const repair = (await project.up("--refresh")).assertSuccess();
  expect(opsFor(repair, "spaceRun")).toContain("update");
  expect((await service.api("GET", `/v5/apps/${appId}`)).body).toMatchObject({ nickname: "Space Run" });
  await expectNoChanges(project.preview("--expect-no-changes"));

  (await project.destroy()).assertSuccess();
  expect((await service.api("GET", `/v5/apps/${appId}`)).status).toBe(404);
  expect((await service.api("GET", `/v5/lists/${outputs.blockListId as string}`)).status).toBe(404);
  const apps = (await service.api("GET", "/v5/apps")).body as { items: { id: string }[] };
  expect(apps.items.map((a) => a.id)).not.toContain(appId);
}

interface StoredResource {
  inputs: unknown;
  outputs: unknown;
  modified?: string;
}

/** A stack export's text with each secret's ciphertext blanked: every export and import encrypts anew. */
function withoutCiphertexts(json: string): string {
  return json.replace(/"ciphertext":\s*"[^"]*"/g, '"ciphertext":""');
}

/** Each resource's stored inputs, outputs and time of last change, by URN, ciphertexts blanked. */
function storedResources(exported: string): Record<string, StoredResource> {
  const resources = (JSON.parse(withoutCiphertexts(exported)) as { deployment: { resources: ({ urn: string } & Partial<StoredResource>)[] } }).deployment.resources;
  return Object.fromEntries(resources.map((r) => [r.urn, { inputs: r.inputs ?? {}, outputs: r.outputs ?? {}, modified: r.modified }]));
}

/**
 * The example with its "Level End" location named one character over the API's 80: `pulumi preview`
 * fails, the engine's diagnostic names the resource, the property and the rule in the program's own
 * language run, and the service sees no write.
 */
export async function expectLongLocationNameRefusedAtPreview(project: PulumiProject, service: EmulatorHarness, program: ExampleProgram): Promise<void> {
  editProgram(project, program, [['"Level End"', `"${"L".repeat(81)}"`]]);
  await service.clearRequests();
  const preview = await project.preview();
  expect(preview.exitCode).not.toBe(0);
  expect(`${preview.stdout}${preview.stderr}`).toMatch(/levelEnd.*\n?.*property name value .* has a problem: must be at most 80 characters/);
  expect(await service.writes()).toEqual([]);
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
export async function expectImportedAppPreviewsClean(
  project: PulumiProject, service: EmulatorHarness, appId: string, programFile: string,
  /** What the user must change in the generated code before it runs (Java: decision 0202). */
  adapt: (code: string) => string = (code) => code,
): Promise<string> {
  await service.clearRequests();
  const out = join(project.dir, programFile);
  (await project.run(["import", "adpublisher:index:App", "madeOutside", appId, "--yes", "--non-interactive", "--out", out])).assertSuccess();
  const code = readFileSync(out, "utf8");
  expect(code).toContain("Made Outside");
  writeFileSync(out, adapt(code));
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

/**
 * As a Python user runs it: the `virtualenv` runtime option names a virtual environment holding
 * `pulumi` and `pip install ./sdk/python` (the cached one of scripts/toolchain/python-env.ts, by
 * absolute path), which the stand-in host resolves and activates with Pulumi's own toolchain code.
 */
export function usePythonVenv(dir: string, venv: string): void {
  setRuntime(dir, `runtime:\n  name: python\n  options:\n    toolchain: pip\n    virtualenv: ${venv}\n`);
}

const GO_SDK_DIR = join(__dirname, "../../sdk/go");
/** The Go SDK's module path, from sdk/go/go.mod. */
export const GO_SDK_MODULE = /^module\s+(\S+)/m.exec(readFileSync(join(GO_SDK_DIR, "go.mod"), "utf8"))?.[1] ?? "missing module line in sdk/go/go.mod";

/**
 * examples/go's go.mod points at the SDK in this repository by a relative `replace`; a copy
 * elsewhere points at the same folder by its absolute path. GOCACHE and GOMODCACHE stay at Go's
 * defaults, shared with every other build on the machine (the first build of pulumi sdk/v3 is slow).
 */
export function pointGoAtSdk(dir: string): void {
  mustRunGo(["mod", "edit", `-replace=${GO_SDK_MODULE}=${GO_SDK_DIR}`], dir);
}

/** The `name:` of the project's Pulumi.yaml (its config namespace). */
export function projectName(dir: string): string {
  const name = /^name:\s*(\S+)/m.exec(readFileSync(join(dir, "Pulumi.yaml"), "utf8"))?.[1];
  if (!name) throw new Error(`${dir}/Pulumi.yaml has no name`);
  return name;
}
