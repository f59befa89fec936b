// What each field and type means, kept in the package's own zod registry rather than zod's global
// one (`.describe()` and `.meta()` write there): loading the package then adds nothing to a
// program's own zod, nor to what its `z.toJSONSchema` shows. schema.json, the reference pages and
// generated SDKs read this registry (scripts/schema/zod-unwrap.ts). Entries are written only as the
// model modules declare their schemas, never afterwards: it is the one registry
// test/unit/module-state.test.ts allows. A registry rather than a value each definition holds,
// because a zod schema keeps its description nowhere but in a registry (zod's own `.describe()`
// and `.meta()` write a module-level one too), and a definition that carried descriptions apart
// from its schemas would need them keyed by field path: a second list of every field, nested ones
// included, to keep in step with the schemas.
import { z } from "zod";

export interface FieldDoc {
  readonly description: string;
  /** The unit a numeric enumeration's values are in (`Seconds`), which names them in generated SDKs. */
  readonly unit?: string;
}

export const fieldDocs = z.registry<FieldDoc>();

/** A copy of `schema` with `description` (what `.describe()` does, in this registry). */
export function described<S extends z.ZodType>(schema: S, description: string): S {
  const copy = schema.clone();
  fieldDocs.add(copy, { description });
  return copy;
}

/**
 * `schema` itself with `description`: every use of this instance shows it (a named type such as an
 * enumeration, or a field declared in one place). Written beside the field or type it describes.
 */
export function doc<S extends z.core.$ZodType>(schema: S, description: string, unit?: string): S {
  fieldDocs.add(schema, { description, ...(unit && { unit }) });
  return schema;
}

// Descriptions of a model's fields and types written after its schemas, in the management API's
// words for its resources' fields, where a field's schema is a shared named type.

type Shape = Record<string, z.core.$ZodType>;

export function describeFields<S extends Shape>(shape: S, descriptions: { [K in keyof S]?: string }): void {
  for (const [field, description] of Object.entries(descriptions)) {
    if (description !== undefined) fieldDocs.add(shape[field]!, { description });
  }
}

/** The schema inside optional and nullable wrappers: the type itself, which a named type in schema.json describes. */
export function typeOf(schema: z.core.$ZodType): z.core.$ZodType {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  return def.type === "optional" || def.type === "nullable" ? typeOf(def.innerType) : schema;
}

/** The shape of an object schema found inside `schema` (through optional and nullable). */
export function shapeOf(schema: z.core.$ZodType): Shape {
  const def = (typeOf(schema) as z.core.$ZodTypes)._zod.def;
  if (def.type === "object") return def.shape;
  throw new Error(`descriptions: expected an object schema, got ${def.type}`);
}

/**
 * What a type (an object or an enumeration) is, wherever it is used; `unit` names the values of a
 * numeric enumeration in generated SDKs (`ShowButtonTimerSeconds15`).
 */
export function describeType(schema: z.core.$ZodType, description: string, unit?: string): void {
  fieldDocs.add(typeOf(schema), { description, ...(unit && { unit }) });
}
