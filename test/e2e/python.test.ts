// examples/python through the Python language host, the generated SDK and the installed plugin
// tarball: the whole lifecycle, bad input refused at preview, and import to Python.
import { mkdtempSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { provisionPythonSdk } from "../../scripts/toolchain/python-env";
import type { E2eWorkspace } from "../support/e2e-workspace";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import { pluginTarball } from "../support/plugin-tarball";
import { PulumiProject } from "../support/pulumi-project";
import {
  copyExample, EXAMPLE_PROGRAMS, exampleConfig, expectConfigRepoLifecycle, expectImportedAppPreviewsClean, expectLongLocationNameRefusedAtPreview, outsideApp, PACKAGE_VERSION, projectName, usePythonVenv,
} from "../support/config-repo-scenario";

describe("examples/python through the stand-in Python host, the generated SDK and the installed plugin tarball", { timeout: 900_000 }, () => {
  let service: EmulatorHarness;
  let workspace: E2eWorkspace;
  let venv: string;
  let tarball: string;
  const projects: PulumiProject[] = [];

  /** A Python project (nothing of ours on PATH) with the plugin installed from its tarball. */
  async function pythonProject(dir: string): Promise<PulumiProject> {
    usePythonVenv(dir, venv);
    const project = await PulumiProject.create(workspace, "python", { runtime: "python", existingDir: dir, pluginFrom: "installed", ...exampleConfig(service, projectName(dir)) });
    projects.push(project);
    await project.installPlugin(tarball, PACKAGE_VERSION);
    return project;
  }

  useWorkspaceAndService(async (w, s) => {
    [workspace, service] = [w, s];
    tarball = await pluginTarball();
    venv = provisionPythonSdk((m) => process.stderr.write(`[e2e] ${m}\n`)).venv;
  }, { cleanup: projects });

  it("runs the whole lifecycle: preview, up, export and import, empty runs, refresh, two program edits, drift repaired, destroy", async () => {
    await expectConfigRepoLifecycle(await pythonProject(copyExample(workspace, "python")), service, EXAMPLE_PROGRAMS.python);
  });

  it("refuses at preview, before any call, a location name over 80 characters, naming the property and the rule", async () => {
    await expectLongLocationNameRefusedAtPreview(await pythonProject(copyExample(workspace, "python")), service, EXAMPLE_PROGRAMS.python);
  });

  it("imports an app made outside Pulumi and generates Python that previews with no changes", async () => {
    const dir = mkdtempSync(join(workspace.root, "projects", "python-import-"));
    writeFileSync(join(dir, "Pulumi.yaml"), "name: imported\nruntime: python\n");
    writeFileSync(join(dir, "__main__.py"), "");
    const project = await pythonProject(dir);
    const code = await expectImportedAppPreviewsClean(project, service, await outsideApp(service), "__main__.py");
    expect(code).toMatch(/import pulumi_adpublisher as adpublisher/);
    expect(code).toMatch(/adpublisher\.App\("madeOutside"/);
    expect(code).toMatch(/protect=True/);
  });
});
