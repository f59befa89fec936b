// The dynamic classes' TypeScript types, derived from the definitions' schemas.
import type * as pulumi from "@pulumi/pulumi";
import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import type { AdLocationArgs, AppArgs, MonetizationSettingsArgs } from "../../../provider";
import type { App, MonetizationSettings } from "../../../provider";
import { type ArgsOf, type OutputsOf, unsetOutputs } from "../../../provider/resources/common/program-types";
import { DEFINITIONS } from "../../../provider/resources/definitions";

// The dynamic classes' types come from the definitions' schemas: a property added to a
// schema is an argument and an output of the class with no other edit. The type assertions below
// fail `npm run typecheck` (part of npm test) when they stop holding.
const Widget = z.object({
  title: z.string(),
  size: z.number().int().optional(),
  tags: z.array(z.object({ key: z.string(), value: z.string().nullable() })).optional(),
});

describe("types derived from a definition's schemas", () => {
  it("args: every value, nested too, may be an Input; optional stays optional", () => {
    type Args = ArgsOf<typeof Widget>;
    const output = {} as pulumi.Output<string>;
    const args: Args = { title: output, tags: [{ key: "k", value: Promise.resolve(null) }] };
    expect(Object.keys(args)).toEqual(["title", "tags"]);
    // @ts-expect-error title is required
    const missing: Args = { size: 1 };
    // @ts-expect-error size is a number
    const wrong: Args = { title: "t", size: "1" };
    expect([missing, wrong]).toHaveLength(2);
    expectTypeOf<Args["size"]>().toEqualTypeOf<pulumi.Input<number> | undefined>();
  });

  it("outputs: one Output per property of the output schema", () => {
    // Output's lifted members defeat expectTypeOf's equality, so: assignable both ways.
    const same = <A, B extends A>(check: A extends B ? true : false) => check;
    expect(same<OutputsOf<typeof Widget>["size"], pulumi.Output<number | undefined>>(true)).toBe(true);
    // Always held by an App (the handler stores the GET's representation): no null, and lifted
    // property access works as the quickstart uses it.
    expect(same<App["signature"], pulumi.Output<string>>(true)).toBe(true);
    const reviewStatus = (app: App): pulumi.Output<unknown> => app.publishingApplication.status;
    expect(reviewStatus).toBeTypeOf("function");
    expect(same<App["name"], pulumi.Output<string | null | undefined>>(true)).toBe(true); // the schema: z.string().nullish()
    // @ts-expect-error the managed values before are an object, not a string
    const original: pulumi.Output<string> = {} as MonetizationSettings["originalSettings"];
    expect(original).toBeDefined();
  });

  it("the classes' args are their definitions' input schemas", () => {
    expectTypeOf<AppArgs["platform"]>().toEqualTypeOf<pulumi.Input<"ios" | "android" | "amazon">>();
    expectTypeOf<AdLocationArgs["adType"]>().toEqualTypeOf<pulumi.Input<"interstitial" | "rewarded" | "banner">>();
    // @ts-expect-error appId is required
    const settings: MonetizationSettingsArgs = { adBlockingSettings: { blockedIabCategoriesV1List: null } };
    expect(settings).toBeDefined();
  });

  it("registers every output property of each definition, unset, so the engine reads each back", () => {
    for (const definition of DEFINITIONS) {
      const unset = unsetOutputs(definition.outputs);
      expect(Object.keys(unset).sort(), definition.name).toEqual(Object.keys(definition.outputs.shape).sort());
      expect(Object.values(unset).every((v) => v === undefined)).toBe(true);
      expect(Object.isFrozen(unset)).toBe(true);
    }
  });
});
