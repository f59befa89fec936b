// Which objects a stack export manages, in both faces. dynamic-export.json is a real
// `pulumi stack export` of a discovered program (trimmed to one resource of each kind, no secret);
// plugin-export.json is the same state in the plugin's shape (types adpublisher:index:*, the
// adpublisher provider, no __provider), derived from it by hand. dynamic-checkpoint.json.zst and
// .json.gz are the engine's own checkpoints of dynamic-export.json (`pulumi stack import` on a file
// backend with PULUMI_DIY_BACKEND_ZSTD=true, then _GZIP=true; Pulumi CLI 3.259.0).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { kindOf, parseStackState, stateFileText } from "../../../provider/discovery/stack-state";
import { PulumiJsonError } from "../../../provider/pulumi-json/parse";

const fixtureBytes = (name: string) => readFileSync(join(__dirname, "fixtures", name));
const fixture = (name: string) => fixtureBytes(name).toString("utf8");
const APP = "a08ff49b6f772632716c4306";
const EXPECTED = [
  `App:${APP}`, "BlockList:a39f1931b71b54ae1cc47729", `MonetizationSettings:${APP}`,
  "AdLocation:acaaf0de0d89511a6088ad7c/23950e01-d22b-4b3a-9fc3-454a04f64ab4",
  "AdLocation:acaaf0de0d89511a6088ad7c/892b2843-6106-4a24-bd8f-558469771490",
].sort();

describe("parseStackState", () => {
  it("reads the dynamic resources of a real export (type pulumi-nodejs:dynamic/adpublisher:<Kind>)", () => {
    const state = parseStackState(fixture("dynamic-export.json"), "dynamic.json");
    expect([...state.managed].sort()).toEqual(EXPECTED);
    expect(state.pendingOperations).toBe(0);
  });

  it("reads the plugin's resources (type adpublisher:index:<Kind>) to the same ids", () => {
    const state = parseStackState(fixture("plugin-export.json"), "plugin.json");
    expect([...state.managed].sort()).toEqual(EXPECTED);
  });

  it("counts an interrupted run's pending operations, and accepts a file backend checkpoint", () => {
    const exported = JSON.parse(fixture("dynamic-export.json")) as { deployment: Record<string, unknown> };
    const pending = { ...exported.deployment, pending_operations: [{ resource: { urn: "urn:pulumi:test::p::pulumi-nodejs:dynamic/adpublisher:App::x", type: "pulumi-nodejs:dynamic/adpublisher:App" }, type: "creating" }] };
    const checkpoint = JSON.stringify({ version: 3, checkpoint: { stack: "test", latest: pending } });
    const state = parseStackState(checkpoint, "test.json");
    expect(state.pendingOperations).toBe(1);
    expect(state.managed.size).toBe(EXPECTED.length);
  });

  it("reads a file backend's checkpoint as the engine compresses it, with zstd or gzip", () => {
    for (const name of ["dynamic-checkpoint.json.zst", "dynamic-checkpoint.json.gz"]) {
      const state = parseStackState(stateFileText(fixtureBytes(name), name), name);
      expect([...state.managed].sort(), name).toEqual(EXPECTED);
    }
    expect(stateFileText(Buffer.from(fixture("plugin-export.json")), "plugin.json")).toBe(fixture("plugin-export.json"));
  });

  it("refuses a compressed file cut short, naming the file", () => {
    for (const name of ["dynamic-checkpoint.json.zst", "dynamic-checkpoint.json.gz"]) {
      const whole = fixtureBytes(name);
      expect(() => stateFileText(whole.subarray(0, whole.length - 40), `cut-${name}`)).toThrow(
        new PulumiJsonError(`cut-${name} is compressed but cannot be read whole; give the output of \`pulumi stack export\``),
      );
    }
  });

  it("refuses what is not a stack export, naming the file", () => {
    expect(() => parseStackState("{", "a.json")).toThrow(new PulumiJsonError("a.json is not JSON; give the output of `pulumi stack export`"));
    expect(() => parseStackState("[]", "b.json")).toThrow(new PulumiJsonError("b.json: expected object; give the output of `pulumi stack export`"));
    expect(() => parseStackState("null", "c.json")).toThrow(/^c.json: expected object/);
    expect(() => parseStackState("{\"version\": 3}", "d.json")).toThrow(new PulumiJsonError("d.json holds no deployment; give the output of `pulumi stack export`"));
  });

  it("an empty stack manages nothing", () => {
    expect(parseStackState(JSON.stringify({ version: 3, deployment: { manifest: {} } }), "e.json").managed.size).toBe(0);
  });
});

describe("kindOf", () => {
  it("tells the kind from the type, the URN's type, or the serialized provider's module", () => {
    expect(kindOf({ type: "adpublisher:index:AdLocation" })).toBe("AdLocation");
    expect(kindOf({ type: "pulumi-nodejs:dynamic/adpublisher:BlockList" })).toBe("BlockList");
    expect(kindOf({ type: "pulumi-nodejs:dynamic:Resource", urn: "urn:pulumi:s::p::pulumi-nodejs:dynamic/adpublisher:App::a" })).toBe("App");
    expect(kindOf({
      type: "pulumi-nodejs:dynamic:Resource", urn: "urn:pulumi:s::p::pulumi-nodejs:dynamic:Resource::a",
      outputs: { __provider: 'const provider = require("pulumi-adpublisher/dist/provider/resources/providers/monetization-settings.js");' },
    })).toBe("MonetizationSettings");
    expect(kindOf({
      type: "pulumi-nodejs:dynamic:Resource", urn: "urn:pulumi:s::p::pulumi-nodejs:dynamic:Resource::b",
      outputs: { __provider: 'const provider = require("pulumi-adpublisher/dynamic/ad-location");' },
    })).toBe("AdLocation");
  });

  it("ignores other packages' resources and the providers", () => {
    expect(kindOf({ type: "aws:s3/bucket:Bucket" })).toBeUndefined();
    expect(kindOf({ type: "pulumi:providers:adpublisher" })).toBeUndefined();
    expect(kindOf({ type: "other:index:App" })).toBeUndefined();
    expect(kindOf({ type: "pulumi-nodejs:dynamic:Resource", urn: "urn:pulumi:s::p::pulumi-nodejs:dynamic:Resource::x", outputs: { __provider: "exports.handler = 1" } })).toBeUndefined();
  });
});
