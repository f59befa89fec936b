// The provider object each resource's `__provider` module (resources/providers/) exports, whose
// methods load the bundled providers (dynamic/provider-side.ts) at their first call. Below the
// definitions: it reaches them only through that bundle, by path.
import type * as pulumi from "@pulumi/pulumi";
import { join } from "node:path";
import { flushCompiledModules } from "../compile-cache";

/** The file `npm run build` bundles dynamic/provider-side.ts into, beside that module's compiled one. */
export const PROVIDER_SIDE_BUNDLE = "provider-side.bundle.js";
const BUNDLE_PATH = join(__dirname, "..", "dynamic", PROVIDER_SIDE_BUNDLE);

type ProvidersBySlug = Readonly<Record<string, pulumi.dynamic.ResourceProvider>>;

/** The host side's provider objects: the bundle (Node's module cache keeps it once loaded). */
function providerSide(): ProvidersBySlug {
  let bundle: { providersBySlug: ProvidersBySlug };
  try {
    bundle = require(BUNDLE_PATH) as { providersBySlug: ProvidersBySlug };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "MODULE_NOT_FOUND" || !String((error as Error).message).includes(PROVIDER_SIDE_BUNDLE)) throw error;
    throw new Error(`pulumi-adpublisher: ${BUNDLE_PATH} is missing; \`npm run build\` makes it`);
  }
  // Compiled through the host's compile cache (host-compile-cache.ts): written now, not at an exit
  // the engine's signal never lets come.
  flushCompiledModules();
  return bundle.providersBySlug;
}

/**
 * The provider object a module under resources/providers/ exports as its whole `module.exports`
 * (why whole-module: dynamic/host.ts). Each method is the bundled provider object's for `slug`, loaded at
 * the first call: the host calls them, a program only serializes this object as a require of its
 * module, so the program loads none of the provider side.
 */
export function hostSideProvider(slug: string): pulumi.dynamic.ResourceProvider {
  const target = (): pulumi.dynamic.ResourceProvider => {
    const provider = providerSide()[slug];
    if (!provider) throw new Error(`pulumi-adpublisher: no resource provider "${slug}" in ${PROVIDER_SIDE_BUNDLE}`);
    return provider;
  };
  // Every method the bundled objects have (dynamic/host.ts's providerObject): the host asks which exist.
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
