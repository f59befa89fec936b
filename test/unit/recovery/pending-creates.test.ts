// The pending creates of a killed `up`, read from real `pulumi stack export` output of each face
// (fixtures: an up of a block list and an app killed while both creates were held at the emulator;
// stack traces trimmed).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseStackExport } from "../../../provider/pulumi-json/stack-export";
import { holdsSecret, pendingCreates, revealSecrets } from "../../../provider/recovery/pending-creates";

const deployment = (name: string) => parseStackExport(readFileSync(join(__dirname, "fixtures", name), "utf8"), name).deployment;
const APP_INPUTS = { nickname: "Orphan Watch", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO", platform: "android" };

describe("pendingCreates", () => {
  it("reads the dynamic face's pending creates with their kinds and checked inputs (the serialized provider included)", () => {
    const found = pendingCreates(deployment("dynamic-pending.json"));
    expect(found.map((p) => [p.kind, p.name])).toEqual([["BlockList", "list"], ["App", "app"]]);
    expect(found[0]!.inputs).toMatchObject({ title: "L1", elements: ["IAB7-3"], type: "iab_content_taxonomy_1.0_service_default" });
    expect(found[0]!.inputs.__provider).toContain("providers/block-list.js");
    expect(found[1]!.inputs).toMatchObject(APP_INPUTS);
    expect(found[1]!.urn).toBe("urn:pulumi:test::scrts::pulumi-nodejs:dynamic/adpublisher:App::app");
  });

  it("reads the plugin face's pending creates (types adpublisher:index:<Kind>) to the same inputs", () => {
    const found = pendingCreates(deployment("plugin-pending.json"));
    expect(found.map((p) => [p.kind, p.name])).toEqual([["App", "app"], ["BlockList", "list"]]);
    expect(found[0]!.inputs).toEqual(APP_INPUTS);
    expect(found[1]!.inputs).toEqual({ title: "L1", elements: ["IAB7-3"], type: "iab_content_taxonomy_1.0_service_default" });
  });

  it("leaves out other operations and other providers' resources", () => {
    const d = deployment("plugin-pending.json");
    const ops = d.pending_operations as { type: string; resource: { type: string; urn: string } }[];
    const other = { type: "creating", resource: { ...ops[0]!.resource, type: "random:index:RandomPet", urn: "urn:pulumi:test::p::random:index:RandomPet::pet" } };
    const deleting = { ...ops[1], type: "deleting" };
    expect(pendingCreates({ ...d, pending_operations: [ops[0], other, deleting] }).map((p) => p.name)).toEqual(["app"]);
    expect(pendingCreates({ resources: [] })).toEqual([]);
  });
});

describe("secret inputs", () => {
  const SIG = "4dabf18193072939515e22adb298388d";
  it("tells encrypted inputs, and reveals the values `--show-secrets` gives", () => {
    const encrypted = { nickname: { [SIG]: "1b47061264138c4ac30d75fd1eb44270", ciphertext: "v1:abc" }, platform: "ios" };
    expect(holdsSecret(encrypted)).toBe(true);
    expect(holdsSecret(APP_INPUTS)).toBe(false);
    const shown = { nickname: { [SIG]: "1b47061264138c4ac30d75fd1eb44270", plaintext: '"Hidden Name"' }, orientations: [{ [SIG]: "1b47061264138c4ac30d75fd1eb44270", plaintext: '"portrait"' }] };
    expect(revealSecrets(shown)).toEqual({ nickname: "Hidden Name", orientations: ["portrait"] });
  });
});
