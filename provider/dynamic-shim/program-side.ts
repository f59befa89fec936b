// The dynamic face's program side: what a resource stores as its `__provider`, a one-line require
// of the installed package's provider module for its kind. Below the definitions: a resource's
// class hands in its definition's name, slug and token, and nothing here reads more of it.
import type * as pulumi from "@pulumi/pulumi";
import type { EngineProps } from "../pulumi-json/property-bag";

/** The property the dynamic-provider host finds a resource's provider in (inputs and outputs alike). */
export const PROVIDER_KEY = "__provider";

/** What registering a resource needs of its definition (resources/definition.ts has these fields). */
interface DynamicKind {
  /** The class and type name, for the error on a `__provider` argument. */
  readonly name: string;
  /** The module under resources/providers/ the reference requires. */
  readonly slug: string;
  readonly tokens: { readonly dynamic: string };
}

/**
 * What a resource of `kind` stores as its `__provider`: the CommonJS source the dynamic-provider
 * host compiles (require-from-string, resolving from the project's folder) and whose `handler()`
 * it calls for the provider object, here the package's export of the kind's provider module
 * (dynamic/host.ts says why a whole module). It is what Pulumi's closure serializer writes for that
 * module, without the serializer's wrapper around it: the engine stores it twice in every
 * resource and sends it in every call, so it is kept to the one line.
 */
export function providerReference(kind: Pick<DynamicKind, "slug">): string {
  return `exports.handler = () => require("pulumi-adpublisher/dynamic/${kind.slug}");`;
}

/**
 * The type and properties a dynamic resource of `kind` registers as a `pulumi.CustomResource`:
 * `props` and its provider reference, what `pulumi.dynamic.Resource` would register, without that
 * class's constructor between the resource's class and the program. The SDK takes a resource's
 * source position a fixed number of frames below `new Resource`: for a class over
 * `pulumi.dynamic.Resource` that is the class's own file; for ours it is the program's line.
 */
export function dynamicRegistration(kind: DynamicKind, props: EngineProps): { type: string; props: pulumi.Inputs } {
  if (PROVIDER_KEY in props) throw new Error(`${kind.name}: "${PROVIDER_KEY}" is the dynamic provider's own property, not an argument`);
  return { type: kind.tokens.dynamic, props: { ...props, [PROVIDER_KEY]: providerReference(kind) } };
}
