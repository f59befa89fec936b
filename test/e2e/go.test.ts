// examples/go through the Go language host, the generated SDK and the installed plugin tarball:
// the whole lifecycle, bad input refused at preview, and import to Go.
import { copyFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { E2eWorkspace } from "../support/e2e-workspace";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import { pluginTarball } from "../support/plugin-tarball";
import { PulumiProject } from "../support/pulumi-project";
import {
  copyExample, EXAMPLE_PROGRAMS, exampleConfig, expectConfigRepoLifecycle, expectImportedAppPreviewsClean, expectLongLocationNameRefusedAtPreview, GO_SDK_MODULE, outsideApp, PACKAGE_VERSION,
  pointGoAtSdk, projectName,
} from "../support/config-repo-scenario";

describe("examples/go through the stand-in Go host, the generated SDK and the installed plugin tarball", { timeout: 1_200_000 }, () => {
  let service: EmulatorHarness;
  let workspace: E2eWorkspace;
  let tarball: string;
  const projects: PulumiProject[] = [];

  /** A Go project (only the Pulumi toolchain, go and the system's folders on PATH) with the plugin installed from its tarball. */
  async function goProject(dir: string): Promise<PulumiProject> {
    pointGoAtSdk(dir);
    const project = await PulumiProject.create(workspace, "go", { runtime: "go", existingDir: dir, pluginFrom: "installed", ...exampleConfig(service, projectName(dir)) });
    projects.push(project);
    await project.installPlugin(tarball, PACKAGE_VERSION);
    return project;
  }

  useWorkspaceAndService(async (w, s) => {
    [workspace, service] = [w, s];
    tarball = await pluginTarball();
  }, { cleanup: projects });

  it("runs the whole lifecycle: preview, up, export and import, empty runs, refresh, two program edits, drift repaired, destroy", async () => {
    await expectConfigRepoLifecycle(await goProject(copyExample(workspace, "go")), service, EXAMPLE_PROGRAMS.go);
  });

  it("refuses at preview, before any call, a location name over 80 characters, naming the property and the rule", async () => {
    await expectLongLocationNameRefusedAtPreview(await goProject(copyExample(workspace, "go")), service, EXAMPLE_PROGRAMS.go);
  });

  it("imports an app made outside Pulumi and generates Go that previews with no changes", async () => {
    const dir = mkdtempSync(join(workspace.root, "projects", "go-import-"));
    writeFileSync(join(dir, "Pulumi.yaml"), "name: imported\nruntime: go\n");
    // The example's module file and sums: the generated program needs the same two modules.
    for (const file of ["go.mod", "go.sum"]) copyFileSync(join(__dirname, "../../examples/go", file), join(dir, file));
    const project = await goProject(dir);
    const code = await expectImportedAppPreviewsClean(project, service, await outsideApp(service), "main.go");
    expect(code).toContain(`"${GO_SDK_MODULE}/adpublisher"`);
    expect(code).toMatch(/adpublisher\.NewApp\(ctx, "madeOutside"/);
    expect(code).toContain("pulumi.Protect(true)");
  });
});
