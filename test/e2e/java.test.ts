// examples/java through the Java language host, the generated SDK and the installed plugin
// tarball: the whole lifecycle, SDK generation, and bad input refused at preview.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder } from "../../scripts/toolchain/content-hash";
import { installJavaSdk, MAVEN_OUTPUT, mavenOptsEnv } from "../../scripts/toolchain/maven";
import type { E2eWorkspace } from "../support/e2e-workspace";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import { pluginTarball } from "../support/plugin-tarball";
import { PulumiProject } from "../support/pulumi-project";
import {
  copyExample, EXAMPLE_PROGRAMS, exampleConfig, expectConfigRepoLifecycle, expectImportedAppPreviewsClean, expectLongLocationNameRefusedAtPreview, outsideApp,
  PACKAGE_VERSION, projectName,
} from "../support/config-repo-scenario";

const ROOT = join(__dirname, "../..");

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
    const project = await PulumiProject.create(workspace, "java", { runtime: "java", existingDir: dir, pluginFrom: "installed", env: mavenOptsEnv(), ...exampleConfig(service, projectName(dir)) });
    projects.push(project);
    await project.installPlugin(tarball, PACKAGE_VERSION);
    return project;
  }

  useWorkspaceAndService(async (w, s) => {
    [workspace, service] = [w, s];
    tarball = await pluginTarball();
    installJavaSdk((m) => process.stderr.write(`[e2e] ${m}\n`));
  }, { cleanup: projects });

  it("runs the whole lifecycle: preview, up, export and import, empty runs, refresh, two program edits, drift repaired, destroy", async () => {
    await expectConfigRepoLifecycle(await javaProject(copyExample(workspace, "java")), service, EXAMPLE_PROGRAMS.java);
  });

  it("pulumi package gen-sdk --language java through the official host writes sdk/java, less the pom.xml and plugin.json sdkgen adds", async () => {
    const out = join(workspace.root, "gen-sdk-java");
    const project = await javaProject(copyExample(workspace, "java"));
    (await project.run(["package", "gen-sdk", join(ROOT, "schema.json"), "--language", "java", "--out", out])).assertSuccess();
    const sdk = join(ROOT, "sdk/java");
    const generated = filesUnder(join(out, "java"));
    // sdkgen writes the Maven build and the plugin.json resource that the generator's Gradle build would.
    expect(filesUnder(sdk, MAVEN_OUTPUT).filter((f) => f !== "pom.xml" && !f.endsWith("/plugin.json"))).toEqual(generated);
    const differing = generated.filter((f) => readFileSync(join(out, "java", f), "utf8") !== readFileSync(join(sdk, f), "utf8"));
    expect(differing).toEqual([]);
  });

  it("refuses at preview, before any call, a location name over 80 characters, naming the property and the rule", async () => {
    await expectLongLocationNameRefusedAtPreview(await javaProject(copyExample(workspace, "java")), service, EXAMPLE_PROGRAMS.java);
  });

  it("imports an app made outside Pulumi; the generated Java, with the two edits it needs, previews with no changes", async () => {
    mkdirSync(join(workspace.root, "projects"), { recursive: true });
    const dir = mkdtempSync(join(workspace.root, "projects", "java-import-"));
    writeFileSync(join(dir, "Pulumi.yaml"), "name: imported\nruntime: java\n");
    copyFileSync(join(__dirname, "../../examples/java/pom.xml"), join(dir, "pom.xml"));
    mkdirSync(join(dir, "src/main/java/adpublisher/example"), { recursive: true });
    const project = await javaProject(dir);
    const generated: string[] = [];
    await expectImportedAppPreviewsClean(project, service, await outsideApp(service), "src/main/java/adpublisher/example/Main.java", (code) => {
      generated.push(code);
      return JAVA_IMPORT_EDITS.reduce((text, [from, to]) => {
        expect(text, String(from)).toMatch(from);
        return text.replace(from, to);
      }, code);
    });
    // What pulumi-java's program generator writes (v1.17.0): the resource with its inputs, protected,
    // in a class named App, which hides the resource's own class App; enumerations as strings.
    expect(generated[0]).toContain('var madeOutside = new App("madeOutside", AppArgs.builder()');
    expect(generated[0]).toContain(".protect(true)");
    expect(generated[0]).toContain("public class App {");
    expect(generated[0]).toContain('.platform("ios")');
  });
});

/**
 * The edits docs/languages.md tells a Java user to make to `pulumi import`'s code (decision 0202):
 * the program's class renamed (it hides the resource class App) and put in the project's package,
 * and each enumeration's string replaced by the SDK's constant.
 */
const JAVA_IMPORT_EDITS: [RegExp, string][] = [
  [/^package generated_program;/m, "package adpublisher.example;\nimport io.github.adpublisher.adpublisher.enums.*;"],
  [/public class App \{/, "public class Main {"],
  [/Pulumi\.run\(App::stack\)/, "Pulumi.run(Main::stack)"],
  [/\.defaultOrientation\("portrait"\)/, ".defaultOrientation(Orientation.Portrait)"],
  [/\.isDirectedAtKidsUnder13\("NO"\)/, ".isDirectedAtKidsUnder13(IsDirectedAtKidsUnder13.No)"],
  [/\.orientations\("portrait"\)/, ".orientations(Orientation.Portrait)"],
  [/\.platform\("ios"\)/, ".platform(Platform.Ios)"],
];
