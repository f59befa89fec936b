/**
 * Field lists read off a definition's zod schemas, so that a field is declared once: in the schema
 * that `check` applies and schema.json shows. Diffs, PATCH bodies, outputs and `read`'s inputs take
 * their lists from here, and a field added to a schema reaches all of them.
 */
import { z } from "zod";

/**
 * The inputs by which the dynamic face takes over an existing object (`pulumi import` cannot
 * import a dynamic resource, whose read runs without state). They
 * steer `create` only: no diff compares them and no API body carries them.
 */
export const ADOPTION_INPUTS = ["adoptId", "adoptExisting"] as const;
type Adoption = (typeof ADOPTION_INPUTS)[number];

/** The field names of an object schema, in declaration order. */
export function fieldsOf<S extends z.core.$ZodShape>(schema: { readonly shape: S }): (keyof S & string)[] {
  return Object.keys(schema.shape) as (keyof S & string)[];
}

/** The inputs a resource manages on the service: every input but adoption (the diff's field list). */
export function managedFields<S extends z.core.$ZodShape>(inputs: { readonly shape: S }): Exclude<keyof S & string, Adoption>[] {
  return fieldsOf(inputs).filter((f): f is Exclude<keyof S & string, Adoption> => !isAdoption(f));
}

/** The managed inputs an update can change: all but those whose change replaces the object. */
export function updatableFields<S extends z.core.$ZodShape, R extends string>(inputs: { readonly shape: S }, replaceOnChanges: readonly R[]): Exclude<keyof S & string, Adoption | R>[] {
  const replaced: readonly string[] = replaceOnChanges;
  return fieldsOf(inputs).filter((f): f is Exclude<keyof S & string, Adoption | R> => !isAdoption(f) && !replaced.includes(f));
}

/**
 * The create body's fields that the update body does not take (an app's name and platform, an ad
 * location's adType and type): a change of one can only be a new object, so it replaces.
 */
export function createOnlyFields<C extends z.core.$ZodShape>(create: { readonly shape: C }, update: { readonly shape: z.core.$ZodShape }): (keyof C & string)[] {
  return fieldsOf(create).filter((f) => !Object.hasOwn(update.shape, f));
}

export function isAdoption(field: string): field is Adoption {
  return (ADOPTION_INPUTS as readonly string[]).includes(field);
}

/**
 * The adoption inputs `schema` has, with their values in `source` (the program's, or the state's):
 * outputs and `read` keep them as given. A value the schema does not allow (a state no version of
 * this package writes) reads as absent.
 */
export function adoptionOf<S extends z.ZodObject>(schema: S, source: { readonly [K in Adoption]?: unknown } | undefined): Partial<Pick<z.output<S>, Adoption & keyof z.output<S>>> {
  const entries = fieldsOf(schema).filter(isAdoption).map((f) => {
    const parsed = (schema.shape[f] as z.ZodType).safeParse(source?.[f]);
    return [f, parsed.success ? parsed.data : undefined];
  });
  // Each entry is the schema's own field, parsed by its own schema.
  return Object.fromEntries(entries) as Partial<Pick<z.output<S>, Adoption & keyof z.output<S>>>;
}

/** The program's values without adoption: what an API body may carry. */
export function withoutAdoption<T extends object>(props: T): Omit<T, Adoption> {
  // The same object's fields, less the adoption ones.
  return Object.fromEntries(Object.entries(props).filter(([field]) => !isAdoption(field))) as Omit<T, Adoption>;
}

/** `source`'s own values of the given fields as they are (a null included; a field it lacks stays absent). */
export function fieldValues<T extends object, F extends keyof T & string>(source: T, fields: readonly F[]): Pick<T, F> {
  // Each entry is one of T's own fields with its own value.
  return Object.fromEntries(fields.filter((f) => Object.hasOwn(source, f)).map((f) => [f, source[f]])) as Pick<T, F>;
}

/** The schema inside optional, nullable and default wrappers. */
function inner(schema: z.core.$ZodType): z.core.$ZodType {
  return schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault ? inner(schema.unwrap()) : schema;
}

/** The dotted paths of every non-object value inside an object schema (`adTargetingSettings.targetOsVersion.min`). */
export function leafPathsOf(schema: z.core.$ZodType, prefix = ""): string[] {
  const core = inner(schema);
  if (!(core instanceof z.ZodObject)) return [prefix];
  return Object.entries(core.shape).flatMap(([field, member]) => leafPathsOf(member, prefix ? `${prefix}.${field}` : field));
}

/**
 * The state of an object the service returns whole (an app, a block list): each output the served
 * definition declares, as the service has it, and adoption as the program gave it. States written
 * by 0.1.0 also hold `id` beside the resource id; a refresh of such a state keeps it, so that it
 * shows no change, and a create or update writes none (the resource id is the same value).
 */
export function wholeObjectState<S extends z.ZodObject>(outputs: S, live: object, given: { readonly [K in Adoption | "id"]?: unknown } | undefined): z.output<S> {
  const declared = fieldsOf(outputs).filter((f) => !isAdoption(f));
  const served = (given !== undefined && Object.hasOwn(given, "id") ? ["id", ...declared] : declared) as (keyof typeof live)[];
  // The live object's own values of the declared outputs (the client parsed them by the same model), and adoption as given.
  return { ...fieldValues(live, served), ...adoptionOf(outputs, given) } as z.output<S>;
}
