// The dynamic-provider host's side of the package: each resource's provider object, by its
// definition's slug. `npm run build` bundles this module, with our code, zod and undici, into
// provider-side.bundle.js beside it (scripts/bundle-dist.ts): the host then resolves and
// compiles one file instead of some two hundred modules. The modules under resources/providers/
// load that bundle at the first call the engine makes, so a program, which only declares
// resources, never loads it.
import type * as pulumi from "@pulumi/pulumi";
import { DEFINITIONS } from "../resources/definitions";
import { providerObject } from "./host";

/** Every definition's provider object, keyed by its slug (the file name under resources/providers/). */
export const providersBySlug: Readonly<Record<string, pulumi.dynamic.ResourceProvider>> = Object.fromEntries(
  DEFINITIONS.map((definition) => [definition.slug, providerObject(definition)]),
);
