// The lookups' result types as a program sees them: the documented fields only, at every depth, so
// an Output's lifted properties are typed (`getAppOutput(...).id` is an Output<string>). The response
// models keep undocumented fields at run time; an index signature in these types would turn every
// lifted property into Output<unknown>. The assertions fail `npm run typecheck` when they stop holding.
import type * as pulumi from "@pulumi/pulumi";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { GetAppResult, GetBlockListResult, GetMonetizationSettingsResult } from "../../../provider";

type HasIndex<T> = string extends keyof T ? true : false;
/** The value inside an Output, or `never` when the type is not one. */
type Inside<T> = T extends pulumi.Output<infer U> ? U : never;

describe("lookup result types", () => {
  it("name the documented fields only, nested objects too", () => {
    expectTypeOf<HasIndex<GetAppResult>>().toEqualTypeOf<false>();
    expectTypeOf<HasIndex<GetBlockListResult>>().toEqualTypeOf<false>();
    expectTypeOf<HasIndex<GetMonetizationSettingsResult>>().toEqualTypeOf<false>();
    expectTypeOf<HasIndex<NonNullable<GetMonetizationSettingsResult["adBlockingSettings"]>>>().toEqualTypeOf<false>();
    // And the check can fail: a model's loose object has one.
    expectTypeOf<HasIndex<{ [key: string]: unknown; id: string }>>().toEqualTypeOf<true>();
  });

  it("lift into typed Outputs", () => {
    const app = {} as pulumi.Output<GetAppResult>;
    const settings = {} as pulumi.Output<GetMonetizationSettingsResult>;
    expectTypeOf<Inside<typeof app.id>>().toEqualTypeOf<string>();
    expectTypeOf<Inside<typeof settings.adBlockingSettings.blockedAdvertiserStoreIds>>().not.toBeUnknown();
    expect([app, settings]).toHaveLength(2);
  });
});
