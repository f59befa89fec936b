// examples/go through the Go language host, the generated SDK and the installed plugin tarball:
// the whole lifecycle, bad input refused at preview, and import to Go.
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mustRunGo } from "../../scripts/toolchain/go-env";
import { e2eWorkspace, type E2eWorkspace } from "../support/e2e-workspace";
import { EmulatorHarness } from "../support/emulator";
import { pluginTarball } from "../support/plugin-tarball";
import { PulumiProject } from "../support/pulumi-project";
import {
  copyExample, EXAMPLE_PROGRAMS, exampleConfig, expectConfigRepoLifecycle, expectImportedAppPreviewsClean, expectLongLocationNameRefusedAtPreview, outsideApp, PACKAGE_VERSION, projectName,
} from "../support/config-repo-scenario";

const SDK_DIR = resolve(__dirname, "../../sdk/go");
const SDK_MODULE = /^module\s+(\S+)/m.exec(readFileSync(join(SDK_DIR, "go.mod"), "utf8"))?.[1] ?? "missing module line in sdk/go/go.mod";

/**
 * examples/go's go.mod points at the SDK in this repository by a relative `replace`; a copy
 * elsewhere points at the same folder by its absolute path. GOCACHE and GOMODCACHE stay at Go's
 * defaults, shared with every other build on the machine (the first build of pulumi sdk/v3 is slow).
 */
function pointAtSdk(dir: string): void {
  mustRunGo(["mod", "edit", `-replace=${SDK_MODULE}=${SDK_DIR}`], dir);
}

describe("examples/go through the stand-in Go host, the generated SDK and the installed plugin tarball", { timeout: 1_200_000 }, () => {
  let service: EmulatorHarness;
  let workspace: E2eWorkspace;
  let tarball: string;
  const projects: PulumiProject[] = [];

  /** A Go project (only the Pulumi toolchain, go and the system's folders on PATH) with the plugin installed from its tarball. */
  async function goProject(dir: string): Promise<PulumiProject> {
    pointAtSdk(dir);
    const project = await PulumiProject.create(workspace, "go", { runtime: "go", existingDir: dir, pluginFrom: "installed", ...exampleConfig(service, projectName(dir)) });
    projects.push(project);
    await project.installPlugin(tarball, PACKAGE_VERSION);
    return project;
  }

  beforeAll(async () => {
    [workspace, tarball] = await Promise.all([e2eWorkspace(), pluginTarball()]);
    service = await EmulatorHarness.start();
  });
  afterAll(async () => {
    for (const project of projects) project.cleanup();
    await service?.close();
  });

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
    expect(code).toContain(`"${SDK_MODULE}/adpublisher"`);
    expect(code).toMatch(/adpublisher\.NewApp\(ctx, "madeOutside"/);
    expect(code).toContain("pulumi.Protect(true)");
  });
});
