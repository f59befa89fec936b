// What each field and type means, kept in the package's own zod registry rather than zod's global
// one (`.describe()` and `.meta()` write there): loading the package then adds nothing to a
// program's own zod, nor to what its `z.toJSONSchema` shows. schema.json, the reference pages and
// generated SDKs read this registry (scripts/schema/zod-unwrap.ts). Entries are written only as the
// model modules declare their schemas, never afterwards.
import { z } from "zod";

export interface FieldDoc {
  readonly description: string;
  /** The unit a numeric enumeration's values are in (`Seconds`), which names them in generated SDKs. */
  readonly unit?: string;
}

export const fieldDocs = z.registry<FieldDoc>();

/** A copy of `schema` with `description` (what `.describe()` does, in this registry). */
export function described<S extends z.core.$ZodType>(schema: S, description: string): S {
  const copy = (schema as unknown as { clone(): S }).clone();
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
