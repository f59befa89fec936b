// The smallest end-to-end check: one dynamic resource up, unchanged on preview and refresh, destroyed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { e2eWorkspace } from "../support/e2e-workspace";
import { PulumiProject } from "../support/pulumi-project";
import { opsFor } from "../support/pulumi-events";

// The foundation's proof: the real Pulumi CLI, our language host and dynamic-provider plugin, and
// the packed package installed as a user installs it, through up -> preview -> refresh -> destroy.
// The Probe (test/support/probe) is pulumi-adpublisher's own provider mechanism around a handler
// with no API behind it.
const PROGRAM = `
import { Probe } from "adpublisher-test-probe";
const probe = new Probe("probe", { label: "one" });
export const nodeVersion = probe.nodeVersion;
`;

describe("e2e smoke: a dynamic resource through the real engine", { timeout: 600_000 }, () => {
  let project: PulumiProject;

  beforeAll(async () => {
    project = await PulumiProject.create(await e2eWorkspace(), "smoke", { program: PROGRAM, typeCheck: true });
  });
  afterAll(() => project?.cleanup());

  it("goes up, shows no changes on preview and refresh, and is destroyed", async () => {
    const up = (await project.up()).assertSuccess();
    expect(opsFor(up, "probe")).toContain("create");
    expect(up.changes.create).toBe(2);

    const outputs = await project.outputs();
    const major = Number(String(outputs.nodeVersion).replace(/^v/, "").split(".")[0]);
    expect(major).toBeGreaterThanOrEqual(22);

    const preview = (await project.preview("--expect-no-changes")).assertSuccess();
    expect(preview.changes).toEqual({ same: 2 });

    const refresh = (await project.refresh("--expect-no-changes")).assertSuccess();
    expect(refresh.changes.update ?? 0).toBe(0);
    expect(refresh.changes.delete ?? 0).toBe(0);

    const state = JSON.parse(await project.exportStack()) as {
      deployment: { resources: { type: string; outputs?: Record<string, unknown> }[] };
    };
    const probe = state.deployment.resources.find((r) => r.type === "pulumi-nodejs:dynamic/adpublisher:Probe");
    const serialized = String(probe?.outputs?.__provider ?? "");
    expect(serialized).toContain(`require("adpublisher-test-probe/provider.js")`);
    expect(Buffer.byteLength(serialized)).toBeLessThan(2048);

    const destroy = (await project.destroy()).assertSuccess();
    expect(destroy.changes.delete).toBe(2);
  });
});
