// examples/typescript through the TypeScript face (dynamic resources): the whole lifecycle.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "vitest";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import { PulumiProject } from "../support/pulumi-project";
import { EXAMPLE_PROGRAMS, exampleConfig, expectConfigRepoLifecycle } from "../support/config-repo-scenario";

/** examples/typescript/index.ts, run in a project that installs the packed package as a user's would. */
const EXAMPLE = readFileSync(join(__dirname, "../../examples/typescript/index.ts"), "utf8");

describe("examples/typescript through the TypeScript face (dynamic resources)", { timeout: 900_000 }, () => {
  let service: EmulatorHarness;
  let project: PulumiProject;

  useWorkspaceAndService(async (workspace, s) => {
    service = s;
    project = await PulumiProject.create(workspace, "typescript", { program: EXAMPLE, ...exampleConfig(service, "typescript") });
  }, { cleanup: () => project?.cleanup() });

  // pulumi import does not serve dynamic resources: the TypeScript face adopts objects instead
  // (adoptId; discover --language typescript writes it), which other tests cover.
  it("runs the whole lifecycle: preview, up, export and import, empty runs, refresh, two program edits, drift repaired, destroy", async () => {
    await expectConfigRepoLifecycle(project, service, EXAMPLE_PROGRAMS.typescript);
  });
});
