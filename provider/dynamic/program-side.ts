import type * as pulumi from "@pulumi/pulumi";
import type { AnyResourceDefinition } from "../resources/definition";

/** The property the dynamic-provider host finds a resource's provider in (inputs and outputs alike). */
export const PROVIDER_KEY = "__provider";

type DynamicKind = Pick<AnyResourceDefinition, "name" | "slug" | "tokens">;

/**
 * What a resource of `kind` stores as its `__provider`: the CommonJS source the dynamic-provider
 * host compiles (require-from-string, resolving from the project's folder) and whose `handler()`
 * it calls for the provider object, here the package's export of the kind's provider module
 * (host.ts says why a whole module). It is what Pulumi's closure serializer writes for that
 * module, without the serializer's wrapper: 70-odd bytes instead of 277, and the engine stores it
 * twice in every resource and sends it in every call.
 */
export function providerReference(kind: Pick<DynamicKind, "slug">): string {
  return `exports.handler = () => require("pulumi-adpublisher/dynamic/${kind.slug}");`;
}

/** The type and properties a dynamic resource of `kind` registers: `props` and its provider reference. */
export function dynamicRegistration(kind: DynamicKind, props: Record<string, unknown>): { type: string; props: pulumi.Inputs } {
  if (PROVIDER_KEY in props) throw new Error(`${kind.name}: "${PROVIDER_KEY}" is the dynamic provider's own property, not an argument`);
  return { type: kind.tokens.dynamic, props: { ...props, [PROVIDER_KEY]: providerReference(kind) } };
}
