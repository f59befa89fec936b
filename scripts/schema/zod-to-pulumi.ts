// zod -> Pulumi package schema types. The models stay the one source.
import type { z } from "zod";
import { ANY, type EnumTypeSpec, type EnumValueSpec, type ObjectTypeSpec, type PropertySpec, type TypeSpec } from "./pulumi-spec";
import { ELEMENT, NamedTypes, type Place, label, pascal } from "./type-names";
import { NOTHING, type Primitive, type Zod, def, descriptionOf, elementInside, shapeInside, unitOf, unwrap } from "./zod-unwrap";

interface Converted {
  spec: TypeSpec;
  optional: boolean;
  description?: string;
  default?: Primitive;
}

export interface ConverterOptions {
  /** Names of types that would collide with generated code (resource classes, function args/results). */
  reserved?: Iterable<string>;
  /** Property names that are secret wherever they appear (e.g. the app signature). */
  secretProperties?: Iterable<string>;
}

const ref = (token: string): TypeSpec => ({ $ref: `#/types/${token}` });

/**
 * A value's name in generated code: a string's words (`fixed_cpm` -> `FixedCpm`, `NO` -> `No`), a number with the
 * unit of its enumeration (its `unit` in provider/models/field-docs.ts: `Seconds15`), since `15` names nothing.
 */
function enumValue(value: string | number, core: Zod, place: Place): EnumValueSpec {
  if (typeof value === "string") {
    // An all-capitals value reads as a word (`NO` -> `No`, `DESC` -> `Desc`), as Go names go.
    const name = pascal(value === value.toUpperCase() ? value.toLowerCase() : value);
    if (!/^[A-Za-z]/.test(name)) throw new Error(`${label(place)}: enum value ${JSON.stringify(value)} makes no name; describe the enumeration with a unit`);
    return { name, value };
  }
  const unit = unitOf(core);
  if (!unit) throw new Error(`${label(place)}: a numeric enumeration needs .meta({ unit }) (e.g. "Seconds") to name its values`);
  return { name: `${unit}${String(value).replace(/\W/g, "_")}`, value };
}

const same = (a: TypeSpec, b: TypeSpec): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * An argument that takes "one or a list" (`appIds: "1"` or `["1", "2"]`) or "a number or a string"
 * (`adTypeId: 1` or `"1"`) is, for a typed language, a list and a string: every value of that type
 * is one the model accepts, and Go gets `[]string` instead of `interface{}`. Outputs keep
 * their unions: a response may hold either form (BlockList dates, whose format the API leaves open).
 */
function narrowInput(specs: readonly TypeSpec[]): TypeSpec[] {
  let narrowed = [...specs];
  if (narrowed.some((s) => s.type === "string")) narrowed = narrowed.filter((s) => s.type !== "number" && s.type !== "integer");
  if (narrowed.length === 2) {
    const list = narrowed.find((s) => s.type === "array");
    const single = narrowed.find((s) => s !== list);
    if (list?.items && single && same(list.items, single)) narrowed = [list];
  }
  return narrowed;
}

/** Converts zod schemas to Pulumi schema types, collecting the named object and enum types. */
export class PulumiTypes {
  private readonly named: NamedTypes;
  private readonly secrets: Set<string>;

  constructor(options: ConverterOptions = {}) {
    this.named = new NamedTypes(new Set(options.reserved));
    this.secrets = new Set(options.secretProperties);
  }

  /** The object and enum types made so far, by token. */
  get types() {
    return this.named.types;
  }

  /** An object schema's properties and required names (resource inputs/outputs, function inputs/outputs). */
  object(schema: Zod, place: Place): ObjectTypeSpec {
    const { core, description: own } = unwrap(schema, place.side);
    // A response type without its own text borrows the input type's (TemplateSettingsResponse).
    const description = own ?? (place.like ? unwrap(place.like, "input").description : undefined);
    const d = def(core);
    if (d.type !== "object") throw new Error(`${label(place)}: must be a zod object to become properties, got a zod ${d.type}`);
    const likeShape = shapeInside(place.like);
    const properties: Record<string, PropertySpec> = {};
    const required: string[] = [];
    for (const [name, field] of Object.entries(d.shape)) {
      const converted = this.convert(field, { path: [...place.path, name], side: place.side, like: likeShape[name] });
      const borrowed = likeShape[name] ? unwrap(likeShape[name], "input").description : undefined;
      properties[name] = this.property(name, converted, borrowed);
      if (!converted.optional) required.push(name);
    }
    return { type: "object", ...(description && { description }), properties, ...(required.length > 0 && { required }) };
  }

  /** One value's type, registering any object or enum type it needs. */
  convert(schema: Zod, place: Place): Converted {
    const unwrapped = unwrap(schema, place.side);
    const converted = this.borrowed(unwrapped.core, place) ?? this.core(unwrapped.core, place);
    const description = unwrapped.description ?? converted.description;
    return {
      spec: converted.spec,
      optional: unwrapped.optional || converted.optional,
      ...(description !== undefined && { description }),
      ...(unwrapped.default !== undefined && { default: unwrapped.default }),
    };
  }

  private property(name: string, converted: Converted, borrowed?: string): PropertySpec {
    const description = converted.description ?? borrowed;
    return {
      ...(description && { description }),
      ...converted.spec,
      ...(converted.default !== undefined && { default: converted.default }),
      ...(this.secrets.has(name) && { secret: true }),
    };
  }

  private core(core: Zod, place: Place): Converted {
    const d = def(core);
    const plain = (spec: TypeSpec): Converted => ({ spec, optional: false });
    switch (d.type) {
      case "string": case "template_literal": case "date": return plain({ type: "string" });
      case "number": return plain({ type: (core as z.ZodNumber).isInt ? "integer" : "number" });
      case "bigint": return plain({ type: "integer" });
      case "boolean": return plain({ type: "boolean" });
      case "any": case "unknown": return plain(ANY);
      case "enum": return plain(this.enumType(Object.values(d.entries), core, place));
      case "literal": return plain(this.enumType(d.values, core, place));
      case "array": return plain({ type: "array", items: this.convert(d.element, this.inside(place, ELEMENT)).spec });
      case "set": return plain({ type: "array", items: this.convert(d.valueType, this.inside(place, ELEMENT)).spec });
      case "record": return plain({ type: "object", additionalProperties: this.convert(d.valueType, this.inside(place, ELEMENT)).spec });
      case "object": return plain(this.objectType(core, place));
      case "union": return this.union(d.options, place);
      default:
        if (NOTHING.has(d.type)) return { spec: ANY, optional: true };
        throw new Error(`${label(place)}: a zod ${d.type} cannot be described in a Pulumi schema; give the model a plain zod type there`);
    }
  }

  /**
   * Responses are parsed loosely (a plain string or number, so that a value the API does not list
   * still reads), but a user's program should see the type it writes: an output shows the input's
   * enumeration or integer for the same value, never a looser type than the response's.
   */
  private borrowed(core: Zod, place: Place): Converted | undefined {
    if (place.side !== "output" || !place.like) return undefined;
    const kind = def(core).type;
    if (kind !== "string" && kind !== "number") return undefined;
    const like = unwrap(place.like, "input").core;
    const likeKind = def(like).type;
    if (!["enum", "literal", "number", "union"].includes(likeKind)) return undefined;
    const spec = this.core(like, { path: place.path, side: "input" }).spec;
    const target = spec.$ref ? this.types[spec.$ref.replace("#/types/", "")]?.type : spec.type;
    const fits = kind === "string" ? target === "string" : target === "number" || target === "integer";
    return fits ? { spec, optional: false } : undefined;
  }

  private inside(place: Place, segment: string): Place {
    return { path: [...place.path, segment], side: place.side, like: elementInside(place.like) };
  }

  private objectType(core: Zod, place: Place): TypeSpec {
    const spec = this.object(core, place);
    // A shapeless object (a bag of anything) is a map, not a type with no properties.
    if (Object.keys(spec.properties).length === 0) return { type: "object", additionalProperties: ANY };
    return ref(this.named.register(spec, core, place));
  }

  private enumType(values: readonly unknown[], core: Zod, place: Place): TypeSpec {
    if (values.every((v) => typeof v === "boolean")) return { type: "boolean" };
    const kind = values.every((v) => typeof v === "string") ? "string" : values.every((v) => typeof v === "number") ? "number" : undefined;
    if (!kind) throw new Error(`${label(place)}: an enumeration must hold only strings or only numbers`);
    const distinct = [...new Set(values)] as (string | number)[];
    // A numeric enumeration is a `number` one even when every value is whole: the Java SDK
    // (com.pulumi:pulumi) converts only String and Double enumerations, and an Integer one fails
    // every resource whose inputs or outputs hold it, set or not (decision 0202). The service's
    // rule (whole seconds) stays the model's, checked before any call.
    const type = kind;
    const description = descriptionOf(core);
    const spec: EnumTypeSpec = { type, ...(description && { description }), enum: distinct.map((value) => enumValue(value, core, place)) };
    return ref(this.named.register(spec, core, place));
  }

  /** Null/undefined members make the value optional; literal members merge into one enum; others become oneOf. */
  private union(options: readonly Zod[], place: Place): Converted {
    const members = options.filter((option) => !NOTHING.has(def(unwrap(option, place.side).core).type));
    const optional = members.length < options.length || members.some((m) => unwrap(m, place.side).optional);
    const cores = members.map((m) => unwrap(m, place.side).core);
    const literalValues = cores.flatMap((c) => {
      const d = def(c);
      return d.type === "literal" ? [...d.values] : d.type === "enum" ? Object.values(d.entries) : [undefined];
    });
    if (cores.length > 0 && !literalValues.includes(undefined)) {
      return { spec: this.enumType(literalValues, cores[0], place), optional };
    }
    const specs = members.map((m) => this.convert(m, place).spec);
    const distinct = [...new Map(specs.map((s) => [JSON.stringify(s), s])).values()];
    if (distinct.length === 0 || distinct.some((s) => s.$ref === ANY.$ref)) return { spec: ANY, optional };
    const typed = place.side === "input" ? narrowInput(distinct) : distinct;
    return { spec: typed.length === 1 ? typed[0] : { oneOf: typed }, optional };
  }
}
