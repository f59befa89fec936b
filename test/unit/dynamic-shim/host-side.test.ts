// The dynamic face's provider modules and the host's side: one per definition, every method, and
// a clear error where the bundle is not built.
import { describe, expect, it } from "vitest";
import { hostSideProvider, PROVIDER_SIDE_BUNDLE } from "../../../provider/dynamic-shim/host-side";
import { providersBySlug } from "../../../provider/dynamic/provider-side";
import { DEFINITIONS } from "../../../provider/resources/definitions";

describe("the dynamic face's provider modules and the host's side", () => {
  it("has a provider object for every definition, by slug", () => {
    expect(Object.keys(providersBySlug).sort()).toEqual(DEFINITIONS.map((d) => d.slug).sort());
  });

  it("offers every method of the host's side, so the host finds what it asks for", () => {
    const offered = (provider: object) => Object.keys(provider).sort();
    for (const provider of Object.values(providersBySlug)) expect(offered(hostSideProvider("app"))).toEqual(offered(provider));
  });

  it("says the bundle is missing, and how to make it, where only the sources are (no build)", async () => {
    // The sources have no bundle beside host-side.ts: `npm run build` writes it under dist/.
    await expect(hostSideProvider("app").check!({}, {})).rejects.toThrow(`${PROVIDER_SIDE_BUNDLE} is missing`);
    await expect(hostSideProvider("app").check!({}, {})).rejects.toThrow("`npm run build` makes it");
  });
});
