// The checkpoint-cost measure's copies of a stack export: secrets, the package's outputs and nulls.
import { describe, expect, it } from "vitest";
import { withoutNullOutputs, withOutputsAsInputs, withPlaintextSecrets } from "../../../bench/engine/checkpoint-cost";

const SIG = "4dabf18193072939515e22adb298388d";
const SECRET = "1b47061264138c4ac30d75fd1eb44270";

describe("the checkpoint-cost measure's copies of a stack export", () => {
  it("replaces each secret's ciphertext, at any depth, by a plaintext as long", () => {
    const exported = { outputs: { signature: { [SIG]: SECRET, ciphertext: "v1:abcdef" }, nested: [{ token: { [SIG]: SECRET, ciphertext: "xyz" } }], plain: "kept" } };
    expect(withPlaintextSecrets(exported)).toEqual({
      outputs: {
        signature: { [SIG]: SECRET, plaintext: JSON.stringify("sssssssss") },
        nested: [{ token: { [SIG]: SECRET, plaintext: JSON.stringify("sss") } }],
        plain: "kept",
      },
    });
  });

  it("gives the package's resources, on either face, their inputs as outputs and leaves the engine's own resources as they are", () => {
    const exported: Parameters<typeof withOutputsAsInputs>[0] = {
      deployment: {
        manifest: { time: "t" },
        resources: [
          { type: "pulumi:pulumi:Stack", outputs: { a: 1 } },
          { type: "pulumi:providers:adpublisher", inputs: { version: "0.1.0" }, outputs: { version: "0.1.0", extra: true } },
          { type: "adpublisher:index:App", inputs: { nickname: "n" }, outputs: { nickname: "n", signature: "s", metadata: {} } },
          { type: "pulumi-nodejs:dynamic/adpublisher:AdLocation", inputs: { name: "a", __provider: "p" }, outputs: { name: "a", uuid: "u", __provider: "p" } },
        ],
      },
    };
    const copy = withOutputsAsInputs(exported);
    expect(copy.deployment.resources.map((r) => r.outputs)).toEqual([{ a: 1 }, { version: "0.1.0", extra: true }, { nickname: "n" }, { name: "a", __provider: "p" }]);
    expect(copy.deployment.manifest).toEqual({ time: "t" });
    // The original is not changed.
    expect(exported.deployment.resources[2]!.outputs).toEqual({ nickname: "n", signature: "s", metadata: {} });
  });

  it("leaves out the package's null outputs at any depth, but the nulls delete restores and the engine's own resources' nulls", () => {
    const settings = {
      type: "adpublisher:index:MonetizationSettings",
      inputs: { appId: "a" },
      outputs: { appId: "a", adTargetingSettings: { targetOsVersion: null, targetDeviceTypes: { deviceTypes: [] } }, originalSettings: { adBlockingSettings: { blockedIabCategoriesV1List: null } } },
    };
    const exported: Parameters<typeof withoutNullOutputs>[0] = {
      deployment: {
        resources: [
          { type: "pulumi:pulumi:Stack", outputs: { left: null } },
          { type: "adpublisher:index:App", inputs: { nickname: "n" }, outputs: { nickname: "n", icon: null, publishingApplication: { status: "Approved", rejectReason: null }, list: [null] } },
          settings,
        ],
      },
    };
    const copy = withoutNullOutputs(exported);
    expect(copy.deployment.resources.map((r) => r.outputs)).toEqual([
      { left: null },
      { nickname: "n", publishingApplication: { status: "Approved" }, list: [null] },
      { appId: "a", adTargetingSettings: { targetDeviceTypes: { deviceTypes: [] } }, originalSettings: { adBlockingSettings: { blockedIabCategoriesV1List: null } } },
    ]);
    expect(settings.outputs.adTargetingSettings.targetOsVersion).toBeNull();
  });
});
