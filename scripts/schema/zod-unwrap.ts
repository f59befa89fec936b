// Reading zod schemas: the wrappers around a value's type, its description and default.
import { z } from "zod";
import { fieldDocs } from "../../provider/models/field-docs";

export type Zod = z.core.$ZodType;
export type Def = z.core.$ZodTypes["_zod"]["def"];
export type Side = "input" | "output";
export type Primitive = string | number | boolean;

export interface Unwrapped {
  core: Zod;
  optional: boolean;
  description?: string;
  /** A primitive default value (`.default(x)`), which schema.json shows as the property's `default`. */
  default?: Primitive;
}

/** Types that stand for "no value": in a union they make the value optional. */
export const NOTHING = new Set(["null", "undefined", "void"]);

export const def = (schema: Zod): Def => (schema as z.core.$ZodTypes)._zod.def;

/**
 * The package keeps descriptions in its own registry (provider/models/field-docs.ts), not zod's
 * global one; a schema described the usual way (`.describe()`, `.meta()`) is read too.
 */
export const descriptionOf = (schema: Zod): string | undefined => fieldDocs.get(schema)?.description ?? z.globalRegistry.get(schema)?.description;

/** The unit a numeric enumeration's values are in (`Seconds`), which names them. */
export const unitOf = (schema: Zod): string | undefined => {
  const unit = fieldDocs.get(schema)?.unit ?? z.globalRegistry.get(schema)?.unit;
  return typeof unit === "string" ? unit : undefined;
};

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"]);

/**
 * Strips optional/nullable/default/readonly/lazy/pipe wrappers, noting optionality, the outermost
 * description and a default. A default makes an input optional; the output always has the value.
 */
export function unwrap(schema: Zod, side: Side): Unwrapped {
  let core = schema;
  let optional = false;
  let description: string | undefined;
  let fallback: Primitive | undefined;
  for (;;) {
    description ??= descriptionOf(core);
    const d = def(core);
    if (d.type === "optional" || d.type === "nullable") optional = true;
    if (d.type === "default" || d.type === "prefault") {
      optional ||= side === "input";
      const value: unknown = d.defaultValue;
      if (["string", "number", "boolean"].includes(typeof value)) fallback ??= value as Primitive;
    }
    if (WRAPPERS.has(d.type) && "innerType" in d) {
      core = d.innerType;
    } else if (d.type === "lazy") {
      core = d.getter();
    } else if (d.type === "pipe") {
      // A transform's result type is unknown to zod: an output then shows what the transform accepts.
      core = side === "input" || def(d.out).type === "transform" ? d.in : d.out;
    } else {
      return { core, optional, ...(description !== undefined && { description }), ...(fallback !== undefined && { default: fallback }) };
    }
  }
}

/** The object shape inside `schema` (through its wrappers), or none. */
export function shapeInside(schema: Zod | undefined): Record<string, Zod> {
  if (!schema) return {};
  const d = def(unwrap(schema, "input").core);
  return d.type === "object" ? d.shape : {};
}

/** The element schema inside a list `schema` (through its wrappers), if it is one. */
export function elementInside(schema: Zod | undefined): Zod | undefined {
  if (!schema) return undefined;
  const d = def(unwrap(schema, "input").core);
  return d.type === "array" ? d.element : undefined;
}
