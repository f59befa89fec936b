// The engine benchmark's measure of state per resource, from a stack export.
import { describe, expect, it } from "vitest";
import { stateFigures } from "../../../bench/engine/state-figures";

describe("the engine benchmark's measure of state per resource", () => {
  const resource = (type: string, inputs: Record<string, unknown>, outputs: Record<string, unknown>) => ({ urn: `urn:${type}`, type, inputs, outputs });
  const exported = (resources: unknown[]) => JSON.stringify({ version: 3, deployment: { resources } });

  it("counts the program's resources only, and their inputs and outputs as the provider's part", () => {
    const app = resource("adpublisher:index:App", { nickname: "n" }, { nickname: "n", signature: "s" });
    const list = resource("adpublisher:index:BlockList", { title: "t" }, { title: "t" });
    const figures = stateFigures(exported([
      resource("pulumi:pulumi:Stack", {}, { big: "x".repeat(1000) }),
      resource("pulumi:providers:adpublisher", { version: "0.1.0" }, { version: "0.1.0" }),
      app,
      list,
    ]));
    expect(figures.resources).toBe(2);
    const parts = [app, list].map((r) => JSON.stringify(r.inputs).length + JSON.stringify(r.outputs).length);
    expect(figures.propertyBytesPerResource).toBe(Math.round((parts[0]! + parts[1]!) / 2));
    expect(figures.bytesPerResource).toBe(Math.round((JSON.stringify(app).length + JSON.stringify(list).length) / 2));
    expect(figures.providerBytes).toBe(0);
  });

  it("reads the dynamic face's provider reference from the first resource's outputs", () => {
    const reference = "require(\"pulumi-adpublisher/dynamic/app\")";
    const figures = stateFigures(exported([resource("pulumi-nodejs:dynamic:Resource", { __provider: reference }, { __provider: reference, id: "x" })]));
    expect(figures.providerBytes).toBe(reference.length);
  });

  it("gives zeros, not a division by zero, for a stack without resources", () => {
    expect(stateFigures(exported([resource("pulumi:pulumi:Stack", {}, {})]))).toEqual({ resources: 0, bytesPerResource: 0, propertyBytesPerResource: 0, providerBytes: 0 });
  });
});
