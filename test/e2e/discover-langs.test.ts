// `adpublisher discover --language python|go|java` on the account whose names repeat in every pattern
// (test/support/discovery-account.ts), then the documented steps in each folder it writes:
// `pulumi stack init`, config, `pulumi import --file import.json --yes`, `pulumi preview
// --expect-no-changes`, through the stand-in language hosts, the generated SDKs and the plugin
// installed from its tarball. In Go and Java, the same program written in parts, as a large
// account's is, then replaces it on that stack and previews with no changes too.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { createClient, type AdPublisherClient } from "../../provider/client";
import { readAccount } from "../../provider/discovery/account";
import { inventory } from "../../provider/discovery/inventory";
import { buildProgram } from "../../provider/discovery/program/build";
import { GO_SDK_MODULE, goProgram } from "../../provider/discovery/program/go";
import { javaProgram } from "../../provider/discovery/program/java";
import type { ProgramModel } from "../../provider/discovery/program/model";
import { contextWithClient } from "../../provider/runtime/runtime-context";
import { mustRunGo } from "../../scripts/toolchain/go-env";
import { installJavaSdk, mavenOptsEnv } from "../../scripts/toolchain/maven";
import { provisionPythonSdk } from "../../scripts/toolchain/python-env";
import { PACKAGE_VERSION, setRuntime } from "../support/config-repo-scenario";
import { makeAccount, type MadeAccount } from "../support/discovery-account";
import type { E2eWorkspace } from "../support/e2e-workspace";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import { pluginTarball } from "../support/plugin-tarball";
import { PulumiProject } from "../support/pulumi-project";
import { binEnv, runBin } from "../support/run-bin";

const SDK_GO = resolve(__dirname, "../../sdk/go");

describe("discover --language python|go|java, then pulumi import --file import.json", { timeout: 1_200_000 }, () => {
  let service: EmulatorHarness;
  let workspace: E2eWorkspace;
  let tarball: string;
  let made: MadeAccount;
  let client: AdPublisherClient;
  const projects: PulumiProject[] = [];

  useWorkspaceAndService(async (w, s) => {
    [workspace, service] = [w, s];
    tarball = await pluginTarball();
    const c = service.emulator.credentials;
    client = createClient({ baseUrl: c.url, clientId: c.clientId, clientSecret: c.clientSecret, audience: c.audience });
    made = await makeAccount(client, service.url);
    mkdirSync(join(workspace.root, "projects"), { recursive: true });
  }, { cleanup: projects });

  /** discover into a fresh folder; the program's source and import.json. */
  async function discover(language: "python" | "go" | "java", programFile: string): Promise<{ dir: string; source: string; names: string[]; children: number }> {
    const dir = join(workspace.root, "projects", `discovered-${language}-${Date.now()}`);
    const result = await runBin(["discover", "--language", language, "--out", dir, "--name", `acct-${language}`], workspace.root, binEnv(workspace, service));
    expect(result.status, result.stderr).toBe(0);
    const document = JSON.parse(readFileSync(join(dir, "import.json"), "utf8")) as { resources: { type: string; name: string }[] };
    // Locations and settings: each refers to its app and has it as parent.
    const children = document.resources.filter((r) => /:(AdLocation|MonetizationSettings)$/.test(r.type)).length;
    return { dir, source: readFileSync(join(dir, programFile), "utf8"), names: document.resources.map((r) => r.name), children };
  }

  /** The documented steps: stack init with config, import with no write, then a preview with no changes. */
  async function importAndPreview(dir: string, runtime: "python" | "go" | "java", expected: number): Promise<PulumiProject> {
    const { config, secrets } = service.stackConfig();
    // Java programs resolve sdk/java and com.pulumi:pulumi from the project's Maven repository.
    const env = runtime === "java" ? mavenOptsEnv() : {};
    const project = await PulumiProject.create(workspace, `acct-${runtime}`, { runtime, existingDir: dir, pluginFrom: "installed", config, secrets, env });
    projects.push(project);
    await project.installPlugin(tarball, PACKAGE_VERSION);
    await service.clearRequests();
    (await project.run(["import", "--file", "import.json", "--yes", "--non-interactive"])).assertSuccess();
    expect(await service.writes()).toEqual([]);
    const state = JSON.parse(await project.exportStack()) as { deployment: { resources: { type: string; id?: string }[] } };
    const ids = state.deployment.resources.filter((r) => r.type.startsWith("adpublisher:index:")).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([...made.appIds, ...made.locationIds, ...made.listIds]));
    expect(ids).toHaveLength(expected);
    (await project.preview("--expect-no-changes")).assertSuccess();
    return project;
  }

  /**
   * The model the command rendered, read again in this process with the command's defaults. Its
   * program in one part must be the file the command wrote, so that its parts below are that
   * program's.
   */
  async function discoveredModel(language: "go" | "java"): Promise<ProgramModel> {
    const account = await readAccount(contextWithClient(client));
    return buildProgram(account, inventory(account), { project: `acct-${language}`, protect: "apps", allSettings: false }).model;
  }

  /**
   * A large account's program is written in parts (PART_CHARACTERS); this account's program, cut at
   * a few statements a part, replaces the one-part program on the stack just imported. The preview
   * with no changes shows that the parts declare every resource, reference and parent as before.
   */
  async function previewInParts(project: PulumiProject, files: Record<string, string>, dir: string): Promise<void> {
    for (const [file, content] of Object.entries(files)) writeFileSync(join(dir, file), content);
    await service.clearRequests();
    (await project.preview("--expect-no-changes")).assertSuccess();
    expect(await service.writes()).toEqual([]);
  }

  /** A part's limit in characters that cuts this account's program into many parts. */
  const SMALL_PART = 1_500;

  const repeated = ["space-blast-ios-level-complete-interstitial", "space-blast-ios-level-complete-rewarded", "space-blast-android-level-complete-rewarded", "word-hunt-ios-level-complete-rewarded"];

  it("python: references whatever names repeat; imports with no write; previews with no changes", async () => {
    const { dir, source, names, children } = await discover("python", "__main__.py");
    for (const name of repeated) expect(names).toContain(name);
    // Every location and settings names its app by a variable, settings their list: no literal id.
    expect(source.match(/^ {4}app_id=[a-z0-9_]+\.id,$/gm)?.length).toBe(children);
    for (const id of [...made.appIds, ...made.listIds]) expect(source).not.toContain(`"${id}"`);
    expect(source).toMatch(/"blocked_iab_categories_v1_list": kids_safe_list_[a-z0-9_]+\.id,/);
    expect(source.match(/opts=pulumi\.ResourceOptions\(parent=[a-z0-9_]+, protect=False\)/g)?.length).toBe(children);
    setRuntime(dir, `runtime:\n  name: python\n  options:\n    toolchain: pip\n    virtualenv: ${provisionPythonSdk((m) => process.stderr.write(`[e2e] ${m}\n`)).venv}\n`);
    await importAndPreview(dir, "python", names.length);
  });

  it("go: references whatever names repeat; imports with no write; previews with no changes", async () => {
    const { dir, source, names, children } = await discover("go", "main.go");
    for (const name of repeated) expect(names).toContain(name);
    expect(source.match(/^\t{3}AppId: [A-Za-z0-9_]+\.ID\(\),$/gm)?.length).toBe(children);
    for (const id of [...made.appIds, ...made.listIds]) expect(source).not.toContain(`"${id}"`);
    expect(source).toMatch(/BlockedIabCategoriesV1List: kidsSafeList[A-Za-z0-9_]*\.ID\(\),/);
    // As go.mod says: point the SDK's module at its folder, then fill in go.sum.
    mustRunGo(["mod", "edit", `-replace=${GO_SDK_MODULE}=${SDK_GO}`], dir);
    mustRunGo(["mod", "tidy"], dir);
    const project = await importAndPreview(dir, "go", names.length);

    const model = await discoveredModel("go");
    expect(goProgram(model)["main.go"]).toBe(source);
    const parted = goProgram(model, undefined, SMALL_PART)["main.go"]!;
    const partCount = parted.match(/^func Part\d+\(ctx \*pulumi\.Context\) error \{$/gm)?.length ?? 0;
    expect(partCount).toBeGreaterThanOrEqual(3);
    // References are package variables, assigned (`=`) by the part that makes them; some part reads
    // an app that an earlier part made.
    expect(parted).not.toMatch(/ := adpublisher\./);
    const bodies = parted.split(/^func Part\d+\(/m).slice(1);
    const crossPart = bodies.some((body) => [...body.matchAll(/AppId: ([A-Za-z0-9_]+)\.ID\(\)/g)].some((m) => !body.includes(`\t${m[1]}, err = adpublisher.NewApp(`)));
    expect(crossPart).toBe(true);
    await previewInParts(project, { "main.go": parted }, dir);
  });

  it("java: references whatever names repeat; imports with no write; previews with no changes", async () => {
    const { dir, source, names, children } = await discover("java", "src/main/java/program/Main.java");
    for (const name of repeated) expect(names).toContain(name);
    expect(source.match(/^ {12}\.appId\([A-Za-z0-9_]+\.id\(\)\)$/gm)?.length).toBe(children);
    for (const id of [...made.appIds, ...made.listIds]) expect(source).not.toContain(`"${id}"`);
    expect(source).toMatch(/\.blockedIabCategoriesV1List\(kidsSafeList[A-Za-z0-9_]*\.id\(\)\)/);
    expect(source.match(/CustomResourceOptions\.builder\(\)\.parent\([A-Za-z0-9_]+\)\.protect\(false\)\.build\(\)/g)?.length).toBe(children);
    // As pom.xml says: the SDK in the Maven repository (the project's own, for the tests).
    installJavaSdk((m) => process.stderr.write(`[e2e] ${m}\n`));
    const project = await importAndPreview(dir, "java", names.length);

    const model = await discoveredModel("java");
    expect(javaProgram(model)["src/main/java/program/Main.java"]).toBe(source);
    const parted = Object.fromEntries(Object.entries(javaProgram(model, undefined, SMALL_PART)).filter(([file]) => file.endsWith(".java")));
    const partFiles = Object.keys(parted).filter((file) => /\/Part\d+\.java$/.test(file));
    expect(partFiles.length).toBeGreaterThanOrEqual(3);
    // A location made in a later part than its app names the app's field by its class.
    const crossPart = Object.entries(parted).some(([file, text]) => [...text.matchAll(/\.appId\((Part\d+)\.[A-Za-z0-9_]+\.id\(\)\)/g)].some((m) => !file.endsWith(`/${m[1]}.java`)));
    expect(crossPart).toBe(true);
    await previewInParts(project, parted, dir);
  });
});
