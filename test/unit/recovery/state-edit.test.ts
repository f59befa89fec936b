// The edit `adpublisher recover` loads with `pulumi stack import`: each pending create given its
// object becomes a resource with that id; the rest stay pending (the import drops them).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseStackState } from "../../../provider/discovery/stack-state";
import { parseStackExport } from "../../../provider/pulumi-json/stack-export";
import { pendingCreates } from "../../../provider/recovery/pending-creates";
import { withImportedCreates } from "../../../provider/recovery/state-edit";

const text = readFileSync(join(__dirname, "fixtures", "dynamic-pending.json"), "utf8");
const APP_URN = "urn:pulumi:test::scrts::pulumi-nodejs:dynamic/adpublisher:App::app";

describe("withImportedCreates", () => {
  it("moves the pending create into the resources with the object's id, its inputs kept, outputs to be read", () => {
    const { deployment } = parseStackExport(text, "x");
    const edited = withImportedCreates(deployment, [{ urn: APP_URN, id: "app-1" }]);
    const app = edited.resources!.at(-1)!;
    expect(app).toMatchObject({ urn: APP_URN, id: "app-1", custom: true, type: "pulumi-nodejs:dynamic/adpublisher:App", parent: expect.stringContaining("pulumi:pulumi:Stack") });
    expect(app.outputs).toEqual(app.inputs);
    expect(app.outputs?.__provider).toContain("providers/app.js"); // what the dynamic face's read loads
    expect(pendingCreates(edited).map((p) => p.name)).toEqual(["list"]);
    expect([...parseStackState(JSON.stringify({ deployment: edited }), "x").managed]).toEqual(["App:app-1"]);
    // The original is left as it was.
    expect(pendingCreates(deployment)).toHaveLength(2);
  });

  it("marks the resource a create-before-delete replacement was replacing for deletion, as the engine would", () => {
    const { deployment } = parseStackExport(text, "x");
    const old = { urn: APP_URN, id: "old-app", custom: true, type: "pulumi-nodejs:dynamic/adpublisher:App", inputs: {}, outputs: {} };
    const edited = withImportedCreates({ ...deployment, resources: [...(deployment.resources ?? []), old] }, [{ urn: APP_URN, id: "new-app" }]);
    const apps = (edited.resources ?? []).filter((r) => r.urn === APP_URN);
    expect(apps.map((r) => [r.id, r.delete === true])).toEqual([["old-app", true], ["new-app", false]]);
  });

  it("refuses a URN that has no pending create", () => {
    const { deployment } = parseStackExport(text, "x");
    expect(() => withImportedCreates(deployment, [{ urn: "urn:pulumi:test::scrts::x::nope", id: "1" }])).toThrow(/no pending create for urn:pulumi:test::scrts::x::nope/);
  });
});
