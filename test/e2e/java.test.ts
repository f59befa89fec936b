import { mkdirSync, mkdtempSync, writeFileSync, copyFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installJavaSdk, mavenEnv } from "../../scripts/toolchain/maven";
import { e2eWorkspace, type E2eWorkspace } from "../support/e2e-workspace";
import { EmulatorHarness } from "../support/emulator";
import { pluginTarball } from "../support/plugin-tarball";
import { PulumiProject } from "../support/pulumi-project";
import {
  copyExample, exampleConfig, expectConfigRepoLifecycle, expectImportedAppPreviewsClean, outsideApp, PACKAGE_VERSION, projectName,
} from "../support/config-repo-scenario";

/**
 * As a Java user runs it: the official Java host runs `mvn compile exec:java` on the project's
 * pom.xml, which depends on sdk/java as `mvn install` put it in the local repository (the project's
 * own, in the cache, named by MAVEN_OPTS).
 */
describe("examples/java through the official Java host, the generated SDK and the installed plugin tarball", { timeout: 1_200_000 }, () => {
  let service: EmulatorHarness;
  let workspace: E2eWorkspace;
  let tarball: string;
  const projects: PulumiProject[] = [];

  async function javaProject(dir: string): Promise<PulumiProject> {
    const env = { MAVEN_OPTS: mavenEnv({}).MAVEN_OPTS ?? "" };
    const project = await PulumiProject.create(workspace, "java", { runtime: "java", existingDir: dir, pluginFrom: "installed", env, ...exampleConfig(service, projectName(dir)) });
    projects.push(project);
    await project.installPlugin(tarball, PACKAGE_VERSION);
    return project;
  }

  beforeAll(async () => {
    [workspace, tarball] = await Promise.all([e2eWorkspace(), pluginTarball()]);
    installJavaSdk((m) => process.stderr.write(`[e2e] ${m}\n`));
    service = await EmulatorHarness.start();
  });
  afterAll(async () => {
    for (const project of projects) project.cleanup();
    await service?.close();
  });

  it("creates, shows no changes, catches a dashboard edit, repairs it, keeps the signature secret, and destroys", async () => {
    await expectConfigRepoLifecycle(await javaProject(copyExample(workspace, "java")), service);
  });

  it("imports an app made outside Pulumi and generates Java that previews with no changes", async () => {
    const dir = mkdtempSync(join(workspace.root, "projects", "java-import-"));
    writeFileSync(join(dir, "Pulumi.yaml"), "name: imported\nruntime: java\n");
    copyFileSync(join(__dirname, "../../examples/java/pom.xml"), join(dir, "pom.xml"));
    const source = join(dir, "src/main/java/adpublisher/example");
    mkdirSync(source, { recursive: true });
    const project = await javaProject(dir);
    const code = await expectImportedAppPreviewsClean(project, service, await outsideApp(service), "src/main/java/adpublisher/example/Main.java");
    expect(code).toContain("madeOutside");
  });
});
