// The Pulumi CLI's documents read through their schemas: a document of another shape is refused
// with the file and the field that does not fit, and what fits is read with every field kept.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseEventLog } from "../../../provider/pulumi-json/event-log";
import { fieldPath, PulumiJsonError } from "../../../provider/pulumi-json/parse";
import { parsePreviewDocument } from "../../../provider/pulumi-json/preview";
import { parseStackExport, stackExportValue } from "../../../provider/pulumi-json/stack-export";
import { parsePreview } from "../../../provider/review/preview";
import { policyResultsFromEventLog } from "../../../provider/review/policy-results";

const APP = "urn:pulumi:dev::p::adpublisher:index:App::game";
const step = (newState: object) => ({ op: "create", urn: APP, newState: { urn: APP, type: "adpublisher:index:App", ...newState } });

describe("pulumi preview --json", () => {
  it("names the file and the field that is not of the engine's shape", () => {
    const steps = [step({}), step({}), step({}), step({ inputs: "name=game" })];
    expect(() => parsePreviewDocument(JSON.stringify({ steps }), "preview.json")).toThrow(
      new PulumiJsonError("preview.json: steps[3].newState.inputs: expected object; give the output of `pulumi preview --json`"),
    );
    expect(() => parsePreview(JSON.stringify({ steps: [{ urn: APP }] }), "p.json")).toThrow(/^p\.json: steps\[0\]\.op: expected string;/);
    expect(() => parsePreview(JSON.stringify({ steps: {} }), "stdin")).toThrow(/^stdin: steps: expected array;/);
  });

  it("refuses what is not JSON, or holds no steps, naming the file", () => {
    expect(() => parsePreview("{", "p.json")).toThrow(new PulumiJsonError("p.json is not JSON; give the output of `pulumi preview --json`"));
    expect(() => parsePreview("{}", "p.json")).toThrow(new PulumiJsonError("p.json holds no steps; give the output of `pulumi preview --json`"));
    expect(parsePreview(JSON.stringify({ changeSummary: { same: 3 } }), "p.json").changes).toEqual([]);
  });

  it("reads the steps and keeps fields it does not read", () => {
    const { changes, document } = parsePreview(JSON.stringify({ steps: [step({ inputs: { name: "game" } })], duration: 12 }), "p.json");
    expect(changes).toEqual([{ op: "create", kind: "App", urn: APP, name: "game", after: { name: "game" } }]);
    expect(document).toMatchObject({ duration: 12 });
  });
});

describe("pulumi stack export", () => {
  const resource = { urn: APP, type: "adpublisher:index:App", id: "a-1", custom: true, outputs: { name: "game" } };

  it("names the file and the field that is not of the engine's shape", () => {
    const text = JSON.stringify({ version: 3, deployment: { resources: [resource, resource, { ...resource, urn: 7 }] } });
    expect(() => parseStackExport(text, "a.json")).toThrow(
      new PulumiJsonError("a.json: deployment.resources[2].urn: expected string; give the output of `pulumi stack export`"),
    );
    const pending = { version: 3, checkpoint: { latest: { pending_operations: [{ type: "creating", resource: { ...resource, inputs: [] } }] } } };
    expect(() => parseStackExport(JSON.stringify(pending), "b.json")).toThrow(/^b\.json: checkpoint\.latest\.pending_operations\[0\]\.resource\.inputs: expected object;/);
    expect(() => stackExportValue({ deployment: { resources: {} } }, "stack dev")).toThrow(/^stack dev: deployment\.resources: expected array;/);
  });

  it("keeps every field, so that an edited export loads back as it was but for the edit", () => {
    const document = { version: 3, deployment: { manifest: { time: "t" }, secrets_providers: { type: "passphrase" }, resources: [{ ...resource, propertyDependencies: { name: [] } }] } };
    expect(parseStackExport(JSON.stringify(document), "a.json").document).toEqual(document);
  });
});

describe("the engine's event log", () => {
  const policy = { policyName: "price-bounds", enforcementLevel: "mandatory", resourceUrn: APP, message: "Prices stay in bounds.\nfloor 0.01 is below 0.05" };

  it("names the file, the line and the field that is not of the engine's shape", () => {
    const text = [{ sequence: 0, stdoutEvent: { message: "x" } }, { policyEvent: policy }, { policyEvent: { ...policy, policyName: 3 } }].map((e) => JSON.stringify(e)).join("\n");
    expect(() => parseEventLog(text, "events.log")).toThrow(
      new PulumiJsonError("events.log: line 3: policyEvent.policyName: expected string; give the file `pulumi preview --event-log` wrote"),
    );
    expect(() => parseEventLog("{\n{}", "e.log")).toThrow(/^e\.log: line 1 is not JSON/);
  });

  it("reads the policy results, leaving out a last line cut short", () => {
    const text = `${JSON.stringify({ policyEvent: policy })}\n{"sequence": 4, "policyEv`;
    expect(policyResultsFromEventLog(text, "events.log")).toEqual([{ policy: "price-bounds", level: "mandatory", resource: "game", message: "floor 0.01 is below 0.05" }]);
  });
});

describe("fieldPath", () => {
  it("writes a field's place as a reader would", () => {
    expect(fieldPath(["steps", 3, "newState", "inputs"])).toBe("steps[3].newState.inputs");
    expect(fieldPath([0, "a"])).toBe("[0].a");
  });
});

describe("the test fixtures of real exports", () => {
  it("fit the schema", () => {
    const dir = join(__dirname, "../discovery/fixtures");
    for (const name of ["dynamic-export.json", "plugin-export.json"]) expect(parseStackExport(readFileSync(join(dir, name), "utf8"), name).deployment.resources?.length).toBeGreaterThan(0);
  });
});
