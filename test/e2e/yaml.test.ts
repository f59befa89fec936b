// examples/yaml through the YAML language host and the provider plugin: the whole lifecycle.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "vitest";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import { PulumiProject } from "../support/pulumi-project";
import { EXAMPLE_PROGRAMS, exampleConfig, expectConfigRepoLifecycle } from "../support/config-repo-scenario";

/** examples/yaml/Pulumi.yaml without its name and runtime (the harness writes its own). */
const EXAMPLE = readFileSync(join(__dirname, "../../examples/yaml/Pulumi.yaml"), "utf8").replace(/^(name|runtime): .*\n/gm, "");

describe("examples/yaml through the official YAML language host and the provider plugin", { timeout: 600_000 }, () => {
  let service: EmulatorHarness;
  let project: PulumiProject;

  useWorkspaceAndService(async (workspace, s) => {
    service = s;
    project = await PulumiProject.create(workspace, "yaml", { runtime: "yaml", program: EXAMPLE, ...exampleConfig(service, "yaml") });
  }, { cleanup: () => project?.cleanup() });

  it("runs the whole lifecycle: preview, up, export and import, empty runs, refresh, two program edits, drift repaired, destroy", async () => {
    await expectConfigRepoLifecycle(project, service, EXAMPLE_PROGRAMS.yaml);
  });
});
