// The dynamic face's host side: the provider object each resource's `__provider` module exports,
// whose methods load the bundled providers at their first call.
import type * as pulumi from "@pulumi/pulumi";
import { flushCompiledModules } from "../runtime/compile-cache";

/** The file `npm run build` bundles provider-side.ts into, beside this module. */
export const PROVIDER_SIDE_BUNDLE = "provider-side.bundle.js";

type ProvidersBySlug = Readonly<Record<string, pulumi.dynamic.ResourceProvider>>;

/** The host side's provider objects: the bundle (Node's module cache keeps it once loaded). */
function providerSide(): ProvidersBySlug {
  let bundle: { providersBySlug: ProvidersBySlug };
  try {
    bundle = require(`./${PROVIDER_SIDE_BUNDLE}`) as { providersBySlug: ProvidersBySlug };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "MODULE_NOT_FOUND" || !String((error as Error).message).includes(PROVIDER_SIDE_BUNDLE)) throw error;
    throw new Error(`pulumi-adpublisher: ${PROVIDER_SIDE_BUNDLE} is missing beside ${__filename}; \`npm run build\` makes it`);
  }
  // Compiled through the host's compile cache (host-compile-cache.ts): written now, not at an exit
  // the engine's signal never lets come.
  flushCompiledModules();
  return bundle.providersBySlug;
}

/**
 * The provider object a module under resources/providers/ exports as its whole `module.exports`
 * (why whole-module: host.ts). Each method is the bundled provider object's for `slug`, loaded at
 * the first call: the host calls them, a program only serializes this object as a require of its
 * module, so the program loads none of the provider side.
 */
export function hostSideProvider(slug: string): pulumi.dynamic.ResourceProvider {
  const target = (): pulumi.dynamic.ResourceProvider => {
    const provider = providerSide()[slug];
    if (!provider) throw new Error(`pulumi-adpublisher: no resource provider "${slug}" in ${PROVIDER_SIDE_BUNDLE}`);
    return provider;
  };
  // Every method the bundled objects have (host.ts's providerObject): the host asks which exist.
  // Async, so that a missing bundle is the call's rejection like any other failure.
  return {
    configure: async (req) => target().configure!(req),
    check: async (olds, news) => target().check!(olds, news),
    diff: async (id, olds, news) => target().diff!(id, olds, news),
    create: async (inputs) => target().create(inputs),
    read: async (id, props) => target().read!(id, props),
    update: async (id, olds, news) => target().update!(id, olds, news),
    delete: async (id, props) => target().delete!(id, props),
  };
}
