/**
 * The dynamic classes' TypeScript types, derived from a definition's zod schemas, so
 * that what a program may pass and read is written once: in the schema that check applies and
 * schema.json shows. Descriptions live there too (docs/reference, schema.json).
 */
import type * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";

/** A value as a program may give it: itself, a Promise or an Output of it, at every depth. */
type DeepInput<T> = pulumi.Input<Deep<T>>;
type Deep<T> = T extends readonly (infer U)[] ? DeepInput<U>[] : T extends object ? DeepArgs<T> : T;
/** An optional property stays optional; its Input is of the value, not of `undefined`. */
type DeepArgs<T> = { [K in keyof T]: DeepInput<Exclude<T[K], undefined>> };

/** A resource class's arguments: the definition's input schema, every value (nested too) an Input. */
export type ArgsOf<S extends z.ZodType> = DeepArgs<NonNullable<z.input<S>>>;

/**
 * A resource class's output properties: the definition's output schema, each an Output. The API
 * models are lenient (a field a representation may lack is nullish), so `Present` names the outputs
 * the resource always holds (its handler stores a representation that has them): those read without
 * null or undefined, so a program can write `app.publishingApplication.status` as it always could.
 */
export type OutputsOf<S extends z.ZodType, Present extends keyof z.output<S> = never> = {
  readonly [K in keyof z.output<S>]-?: pulumi.Output<K extends Present ? NonNullable<z.output<S>[K]> : z.output<S>[K]>;
};

/**
 * Every output property of a schema, unset: a dynamic class registers them with its args so the
 * engine reads each back from the provider into the class's Output of that name. Computed once
 * per class (a module constant), not per resource.
 */
export function unsetOutputs(outputs: z.ZodObject): Readonly<Record<string, undefined>> {
  return Object.freeze(Object.fromEntries(Object.keys(outputs.shape).map((key) => [key, undefined])));
}
