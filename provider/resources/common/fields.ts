import type { z } from "zod";

/**
 * Field lists read off a definition's zod schemas, so that a field is declared once: in the schema
 * that `check` applies and schema.json shows. Diffs, PATCH bodies, outputs and `read`'s inputs take
 * their lists from here, and a field added to a schema reaches all of them.
 */

/**
 * The inputs by which the dynamic face takes over an existing object (design.md trap 4). They
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
export function updatableFields<S extends z.core.$ZodShape>(inputs: { readonly shape: S }, replaceOnChanges: readonly string[]): Exclude<keyof S & string, Adoption>[] {
  return managedFields(inputs).filter((f) => !replaceOnChanges.includes(f));
}

export function isAdoption(field: string): field is Adoption {
  return (ADOPTION_INPUTS as readonly string[]).includes(field);
}

/** The adoption inputs `schema` has, with their values in `source` (the program's, or the state's): outputs and `read` keep them as given. */
export function adoptionOf(schema: { readonly shape: z.core.$ZodShape }, source: Readonly<Record<string, unknown>> | undefined): Partial<Record<Adoption, unknown>> {
  return Object.fromEntries(fieldsOf(schema).filter(isAdoption).map((f) => [f, source?.[f]]));
}

/** The program's values without adoption: what an API body may carry. */
export function withoutAdoption(props: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(props).filter(([field]) => !isAdoption(field)));
}

/** The schema inside optional, nullable and default wrappers. */
function innerDef(schema: z.core.$ZodType): z.core.$ZodTypeDef {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  return (def.type === "optional" || def.type === "nullable" || def.type === "default") && "innerType" in def ? innerDef(def.innerType) : def;
}

/** The dotted paths of every non-object value inside an object schema (`adTargetingSettings.targetOsVersion.min`). */
export function leafPathsOf(schema: z.core.$ZodType, prefix = ""): string[] {
  const def = innerDef(schema);
  if (def.type !== "object" || !("shape" in def)) return [prefix];
  return Object.entries((def as z.core.$ZodObjectDef).shape).flatMap(([field, member]) => leafPathsOf(member, prefix ? `${prefix}.${field}` : field));
}
