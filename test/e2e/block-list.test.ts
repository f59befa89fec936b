// BlockList through the real Pulumi CLI against the emulator: its lifecycle, adoption, and bad
// input refused at preview with no write.
import { describe, expect, it } from "vitest";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import { PulumiProject } from "../support/pulumi-project";
import { opsFor } from "../support/pulumi-events";

const program = (args: string) => `
import { BlockList } from "pulumi-adpublisher";
const list = new BlockList("list", { ${args} });
export const listId = list.id;
export const type = list.type;
export const dateCreated = list.dateCreated;
`;
const DEFAULT_TYPE = "iab_content_taxonomy_1.0_service_default";

describe("BlockList through the real engine", { timeout: 600_000 }, () => {
  let service: EmulatorHarness;
  let project: PulumiProject;

  useWorkspaceAndService(async (workspace, s) => {
    service = s;
    project = await PulumiProject.create(workspace, "blocklist", {
      program: program(`title: "Sensitive", elements: ["IAB7-3", "IAB8-5"]`),
      ...service.stackConfig(),
    });
  }, { cleanup: () => project?.cleanup() });

  it("creates, shows no changes, updates in place, sees drift and deletion, and destroys", async () => {
    expect(opsFor((await project.up()).assertSuccess(), "list")).toEqual(["create"]);
    const { listId, type, dateCreated } = await project.outputs();
    expect(type).toBe(DEFAULT_TYPE);
    expect(typeof dateCreated).toBe("string");
    const created = await service.api("GET", `/v5/lists/${listId as string}`);
    expect(created).toMatchObject({ status: 200, body: { title: "Sensitive", type: DEFAULT_TYPE, elements: ["IAB7-3", "IAB8-5"] } });

    (await project.preview("--expect-no-changes")).assertSuccess();
    (await project.refresh("--expect-no-changes")).assertSuccess();
    // Elements are a set: another order is no change.
    project.writeProgram(program(`title: "Sensitive", elements: ["IAB8-5", "IAB7-3"]`));
    (await project.preview("--expect-no-changes")).assertSuccess();

    // Title and elements change in place (PUT), same id.
    project.writeProgram(program(`title: "Sensitive topics", elements: ["IAB8-5", "IAB25-3"]`));
    expect(opsFor((await project.up()).assertSuccess(), "list")).toEqual(["update"]);
    expect((await project.outputs()).listId).toBe(listId);
    expect((await service.api("GET", `/v5/lists/${listId as string}`)).body).toMatchObject({ title: "Sensitive topics", elements: ["IAB8-5", "IAB25-3"] });

    // Drift made through the API is reported by refresh --preview-only, then put back by up.
    await service.api("PUT", `/v5/lists/${listId as string}`, { body: { title: "Sensitive topics", type: DEFAULT_TYPE, elements: ["IAB8-5"] } });
    const drift = await project.refresh("--preview-only", "--expect-no-changes");
    expect(drift.exitCode).not.toBe(0);
    expect(drift.changes.update).toBe(1);
    (await project.refresh()).assertSuccess();
    expect(opsFor((await project.up()).assertSuccess(), "list")).toEqual(["update"]);
    expect((await service.api("GET", `/v5/lists/${listId as string}`)).body).toMatchObject({ elements: ["IAB8-5", "IAB25-3"] });

    // Deleted outside Pulumi: refresh drops it from state, up creates it again (a new id).
    expect((await service.api("DELETE", `/v5/lists/${listId as string}`)).status).toBe(204);
    expect((await project.refresh()).assertSuccess().changes.delete).toBe(1);
    expect(opsFor((await project.up()).assertSuccess(), "list")).toEqual(["create"]);
    const recreated = (await project.outputs()).listId as string;
    expect(recreated).not.toBe(listId);

    (await project.destroy()).assertSuccess();
    expect((await service.api("GET", `/v5/lists/${recreated}`)).status).toBe(404);
  });

  it("adopts an existing list without a write when it matches, then manages and deletes it", async () => {
    const made = await service.api("POST", "/v5/lists", { body: { title: "By hand", type: DEFAULT_TYPE, elements: ["IAB9-1", "IAB9-2"] } });
    const id = (made.body as { id: string }).id;
    project.writeProgram(program(`title: "By hand", elements: ["IAB9-2", "IAB9-1"], adoptId: "${id}"`));
    await service.clearRequests();
    expect(opsFor((await project.up()).assertSuccess(), "list")).toEqual(["create"]);
    expect((await project.outputs()).listId).toBe(id);
    expect(await service.writes()).toEqual([]);
    (await project.preview("--expect-no-changes")).assertSuccess();

    project.writeProgram(program(`title: "By hand", elements: ["IAB9-2"], adoptId: "${id}"`));
    expect(opsFor((await project.up()).assertSuccess(), "list")).toEqual(["update"]);
    expect((await service.api("GET", `/v5/lists/${id}`)).body).toMatchObject({ elements: ["IAB9-2"] });

    (await project.destroy()).assertSuccess();
    expect((await service.api("GET", `/v5/lists/${id}`)).status).toBe(404);
  });

  it("fails at preview naming the property and the rule, with no write to the service", async () => {
    project.writeProgram(program(`title: "Broken", elements: ["IAB7-3", "IAB1"]`));
    await service.clearRequests();
    const preview = (await project.preview()).assertFailure();
    expect(preview.stdout + preview.stderr).toContain("elements[1]: IAB1 is a tier-1 category; only tier-2 sub-category codes");
    expect(await service.writes()).toEqual([]);
  });
});
