// zod -> Pulumi package schema types. The models stay the one source (style.md, point 2).
import { z } from "zod";
import { ANY, type ComplexTypeSpec, type EnumTypeSpec, type ObjectTypeSpec, type PropertySpec, type TypeSpec } from "./pulumi-spec";
import { ELEMENT, candidateNames } from "./type-names";

export type Side = "input" | "output";
type Zod = z.core.$ZodType;
type Def = z.core.$ZodTypes["_zod"]["def"];

/** Where a schema sits: owner (resource or function name) then property path; `like` lends descriptions. */
export interface Place {
  path: readonly string[];
  side: Side;
  /** The input model of the same value, whose descriptions an output without its own borrows. */
  like?: Zod;
}

type Primitive = string | number | boolean;

export interface Unwrapped {
  core: Zod;
  optional: boolean;
  description?: string;
  /** A primitive default value (`.default(x)`), which schema.json shows as the property's `default`. */
  default?: Primitive;
}

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

const def = (schema: Zod): Def => (schema as z.core.$ZodTypes)._zod.def;
const descriptionOf = (schema: Zod): string | undefined => z.globalRegistry.get(schema)?.description;

/** Strips optional/nullable/default/readonly/lazy/pipe wrappers, noting optionality and the outermost description. */
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
    if (d.type === "optional" || d.type === "nullable" || d.type === "default" || d.type === "prefault" || d.type === "readonly" || d.type === "catch" || d.type === "nonoptional") {
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

const NOTHING = new Set(["null", "undefined", "void"]);
const ref = (token: string): TypeSpec => ({ $ref: `#/types/${token}` });
const withoutDescriptions = (spec: unknown): string => JSON.stringify(spec, (key, value: unknown) => (key === "description" ? undefined : value));

/** Converts zod schemas to Pulumi schema types, collecting the named object and enum types. */
export class PulumiTypes {
  readonly types: Record<string, ComplexTypeSpec> = {};
  private readonly shapes = new Map<string, string>();
  private readonly known = new Map<Zod, string>();
  private readonly reserved: Set<string>;
  private readonly secrets: Set<string>;

  constructor(options: ConverterOptions = {}) {
    this.reserved = new Set(options.reserved);
    this.secrets = new Set(options.secretProperties);
  }

  /** An object schema's properties and required names (resource inputs/outputs, function inputs/outputs). */
  object(schema: Zod, place: Place): ObjectTypeSpec {
    const { core, description } = unwrap(schema, place.side);
    const d = def(core);
    if (d.type !== "object") throw new Error(`${label(place)}: must be a zod object to become properties, got a zod ${d.type}`);
    const like = place.like ? unwrap(place.like, "input").core : undefined;
    const likeDef = like && def(like);
    const likeShape: Record<string, Zod> = likeDef?.type === "object" ? likeDef.shape : {};
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
    const converted = this.core(unwrapped.core, place);
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

  private inside(place: Place, segment: string): Place {
    const like = place.like ? unwrap(place.like, "input").core : undefined;
    const likeDef = like && def(like);
    const element = likeDef?.type === "array" ? likeDef.element : undefined;
    return { path: [...place.path, segment], side: place.side, like: element };
  }

  private objectType(core: Zod, place: Place): TypeSpec {
    const spec = this.object(core, place);
    // A shapeless object (a bag of anything) is a map, not a type with no properties.
    if (Object.keys(spec.properties).length === 0) return { type: "object", additionalProperties: ANY };
    return ref(this.register(spec, core, place));
  }

  private enumType(values: readonly unknown[], core: Zod, place: Place): TypeSpec {
    if (values.every((v) => typeof v === "boolean")) return { type: "boolean" };
    const kind = values.every((v) => typeof v === "string") ? "string" : values.every((v) => typeof v === "number") ? "number" : undefined;
    if (!kind) throw new Error(`${label(place)}: an enumeration must hold only strings or only numbers`);
    // Numbers stay `number` (not `integer`): pulumi-yaml compares enum values as float64.
    const description = descriptionOf(core);
    const spec: EnumTypeSpec = { type: kind, ...(description && { description }), enum: [...new Set(values)].map((value) => ({ value: value as string | number })) };
    return ref(this.register(spec, core, place));
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
    return { spec: distinct.length === 1 ? distinct[0] : { oneOf: distinct }, optional };
  }

  /** A token for the type: the same zod schema or an equal shape under a candidate name reuses it. */
  private register(spec: ComplexTypeSpec, core: Zod, place: Place): string {
    const shape = withoutDescriptions(spec);
    const known = this.known.get(core);
    if (known && this.shapes.get(known) === shape) return known;
    const all = candidateNames(place.path, place.side);
    const names = all.filter((name) => !this.reserved.has(name));
    if (names.length === 0) names.push(`${all[all.length - 1]}Item`);
    const longest = names[names.length - 1];
    for (let n = 2; names.length < 100; n++) names.push(`${longest}${n}`);
    for (const name of names) {
      const token = `adpublisher:index:${name}`;
      const existing = this.shapes.get(token);
      if (existing !== undefined && existing !== shape) continue;
      if (existing === undefined) {
        this.types[token] = spec;
        this.shapes.set(token, shape);
      }
      this.known.set(core, token);
      return token;
    }
    throw new Error(`${label(place)}: no free type name for it`);
  }
}

function label(place: Place): string {
  return place.path.filter((p) => p !== ELEMENT).join(".");
}
