import type * as pulumi from "@pulumi/pulumi";

/** A diff that also names the changed properties (dotted paths), for the plugin's detailed diff. */
export interface HandlerDiffResult extends pulumi.dynamic.DiffResult {
  /** Every changed property, replaced ones included; the dynamic face has no detailed diff and drops it. */
  readonly diffs: string[];
}

type DiffArgs = Parameters<NonNullable<pulumi.dynamic.ResourceProvider["diff"]>>;

/**
 * What each resource implements, once for both faces: the dynamic providers (provider/dynamic)
 * and the provider plugin (provider/plugin). `configure` is common to all and added by the face.
 */
export type ResourceHandler = Required<Omit<pulumi.dynamic.ResourceProvider, "configure" | "diff">> & {
  diff(...args: DiffArgs): Promise<HandlerDiffResult>;
};
