// The fewest API calls, phase by phase, on both faces (TypeScript over the dynamic resources, YAML
// over the provider plugin), with no latency and with 100 ms per call: the engine benchmark's graph
// at a small size through the real CLI, each phase's calls by route equal to the minimum
// docs/performance.md defines (test/support/api-calls.ts). `npm run bench` holds the full sizes to
// the same minimum.
import { describe, expect, it } from "vitest";
import { callsOverMinimum, countByEndpoint, minimumByRoute, type Phase } from "../support/api-calls";
import { programSource, yamlProgramSource, type GraphSize } from "../support/engine-graph";
import type { E2eWorkspace } from "../support/e2e-workspace";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import { PulumiProject, type EngineResult } from "../support/pulumi-project";

const SIZE: GraphSize = { apps: 2, locationsPerApp: 3, lists: 1 };
/** The same graph with one more location in each app: its (name, adType) is checked on the account. */
const GROWN: GraphSize = { ...SIZE, locationsPerApp: SIZE.locationsPerApp + 1 };

type Face = "dynamic" | "plugin";
const source = (face: Face, size: GraphSize) => (face === "dynamic" ? programSource(size, "pulumi-adpublisher") : yamlProgramSource(size));

describe.each([
  { face: "dynamic" as Face, latencyMs: 0 },
  { face: "plugin" as Face, latencyMs: 0 },
  { face: "dynamic" as Face, latencyMs: 100 },
  { face: "plugin" as Face, latencyMs: 100 },
])("the fewest API calls, $face face, $latencyMs ms per call", ({ face, latencyMs }) => {
  let workspace: E2eWorkspace;
  let service: EmulatorHarness;
  useWorkspaceAndService((w, s) => ((workspace = w), (service = s)));

  /** Runs a phase and expects exactly the minimum calls, by route; a failure names the extra calls. */
  async function expectMinimum(phase: Phase, size: GraphSize, run: () => Promise<EngineResult>) {
    await service.clearRequests();
    (await run()).assertSuccess();
    const made = countByEndpoint(await service.requests());
    const minimum = minimumByRoute(phase, size);
    expect(made, `${phase}: calls over the minimum ${JSON.stringify(callsOverMinimum(made, minimum))}`).toEqual(minimum);
  }

  it("up, no-op preview and up, refresh, a new location per existing app, and destroy make the minimum", { timeout: 900_000 }, async () => {
    if (latencyMs > 0) await service.faults([{ path: ".*", times: 1e9, delayMs: latencyMs }]);
    const options = face === "dynamic" ? {} : { runtime: "yaml" as const };
    const project = await PulumiProject.create(workspace, `calls-${face}`, { ...options, program: source(face, SIZE), ...service.stackConfig() });
    try {
      await expectMinimum("up", SIZE, () => project.up());
      await expectMinimum("preview (no-op)", SIZE, () => project.preview("--expect-no-changes"));
      await expectMinimum("up (no-op)", SIZE, () => project.up("--expect-no-changes"));
      await expectMinimum("refresh", SIZE, () => project.refresh("--expect-no-changes"));
      project.writeProgram(source(face, GROWN));
      await expectMinimum("preview (one more location per app)", SIZE, () => project.preview());
      await expectMinimum("up (one more location per app)", SIZE, () => project.up());
      await expectMinimum("destroy", GROWN, () => project.destroy());
    } finally {
      project.cleanup();
    }
  });
});
