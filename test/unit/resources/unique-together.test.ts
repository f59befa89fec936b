// claimUniqueTogether: the uniqueness rule of ad locations kept across one program's resources on the dynamic face.
import * as pulumi from "@pulumi/pulumi";
import { beforeAll, describe, expect, it } from "vitest";
import { UNIQUE_NAME_AND_AD_TYPE_PER_APP as RULE } from "../../../provider/resources/ad-location/schema";
import { claimUniqueTogether } from "../../../provider/resources/common/unique-together";
import { Claims } from "../../../provider/runtime/run-claims";

const claim = (claims: Claims, name: string, inputs: Record<string, unknown>) => claimUniqueTogether("AdLocation", RULE, name, inputs, claims);
/** What an input resolves to, or its failure (an Output's `promise()`: the SDK's own way to await one). */
const resolved = (value: unknown) => (pulumi.output(value as pulumi.Input<unknown>) as unknown as { promise(): Promise<unknown> }).promise();
/** The failure of an Output, its other promises (known, secret) consumed too: in a program the registration consumes them. */
async function failureOf(value: unknown): Promise<unknown> {
  const output = value as pulumi.Output<unknown> & { isKnown: Promise<boolean>; isSecret: Promise<boolean>; allResources(): Promise<unknown> };
  await Promise.allSettled([output.isKnown, output.isSecret, output.allResources()]);
  return (output as unknown as { promise(): Promise<unknown> }).promise().then(() => undefined, (e: unknown) => e);
}

// Outputs resolve only inside a deployment's runtime; the SDK's mocks give one with no engine
// (nothing here registers a resource).
beforeAll(() => pulumi.runtime.setMocks({ newResource: (args) => ({ id: args.name, state: args.inputs }), call: (args) => args.inputs }, "unit", "unit", false));

describe("claimUniqueTogether (the dynamic face's (name, adType) per app)", () => {
  it("with every part a plain value: refuses the second declaration at once, naming both resources, and returns the inputs untouched", () => {
    const claims = new Claims();
    const inputs = { appId: "a1", name: "Menu", adType: "banner", type: "bidding" };
    expect(claim(claims, "first", inputs)).toBe(inputs);
    expect(claim(claims, "other-type", { ...inputs, adType: "rewarded" })).toEqual({ ...inputs, adType: "rewarded" });
    expect(() => claim(claims, "second", { ...inputs })).toThrow('AdLocation "second": name: "first" in this program already declares name "Menu", adType "banner" in appId a1');
  });

  it("with only appId an Output: gates that one input, leaves name and adType plain (known at preview), refuses once the id resolves", async () => {
    const claims = new Claims();
    const appId = pulumi.output("a1");
    const first = claim(claims, "first", { appId, name: "Menu", adType: "banner" });
    expect(first.name).toBe("Menu");
    expect(first.adType).toBe("banner");
    expect(pulumi.Output.isInstance(first.appId)).toBe(true);
    await expect(resolved(first.appId)).resolves.toBe("a1");
    const second = claim(claims, "second", { appId, name: "Menu", adType: "banner" });
    expect(String(await failureOf(second.appId))).toMatch(/"first" in this program already declares/);
  });

  it("with several parts Outputs: judges them together and still registers their values", async () => {
    const claims = new Claims();
    const first = claim(claims, "first", { appId: pulumi.output("a1"), name: pulumi.output("Menu"), adType: "banner" });
    await expect(resolved(first.appId)).resolves.toBe("a1");
    await expect(resolved(first.name)).resolves.toBe("Menu");
    const second = claim(claims, "second", { appId: Promise.resolve("a1"), name: pulumi.output("Menu"), adType: "banner" });
    expect(String(await failureOf(second.appId))).toMatch(/"first" in this program already declares/);
  });
});
