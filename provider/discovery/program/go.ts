// A ProgramModel as a Go program over the generated SDK (sdk/go), for the provider plugin's types:
// imported with import.json like YAML. Go's inputs are typed (pulumi.String,
// adpublisher.CountryTargetingArray, ...), so values are written by the package schema's types.
// The SDK module is named by its published path; go.mod says how to point it at a folder
// (docs/decisions/0140-discovered-go-program-names-the-published-module.md). A large account's program is written in functions
// of a part each, as Go compiles one long function slowly (model.ts, PART_CHARACTERS).
import { packageSchemaJson, packageVersion } from "../../package-info";
import { camelIdentifier } from "../ts-source";
import { commentLine, distinctIdentifiers, PART_CHARACTERS, partsOf, Reference, referencesIn, type ProgramModel, type ProgramValue } from "./model";
import { yamlString } from "./yaml";

export const GO_SDK_MODULE = "github.com/adpublisher/pulumi-adpublisher/sdk/go";
const PULUMI_GO_VERSION = "v3.259.0";
const GO_VERSION = "1.25.11";
const TOKEN_PREFIX = "#/types/";
// Go's keywords, its predeclared names (a variable `error` or `nil` would hide what the program
// itself uses), and the names the program declares.
const GO_RESERVED = new Set(
  ("break case chan const continue default defer else fallthrough for func go goto if import interface map package range return select struct switch type var " +
    "any append bool byte cap clear close comparable complex complex64 complex128 copy delete error false float32 float64 imag int int8 int16 int32 int64 iota len " +
    "make max min new nil panic print println real recover rune string true uint uint8 uint16 uint32 uint64 uintptr ctx err pulumi adpublisher main").split(" "),
);

/** The part of a package schema property the renderer reads. */
export interface SchemaProperty {
  type?: string;
  $ref?: string;
  items?: SchemaProperty;
}
export interface SchemaTypes {
  resources: Record<string, { inputProperties?: Record<string, SchemaProperty> }>;
  types: Record<string, { type: string; enum?: unknown[]; properties?: Record<string, SchemaProperty> }>;
}

/** A schema property name as the Go SDK spells its field (`appId` -> `AppId`). */
export function goFieldName(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** `adpublisher:index:CountryTargeting` -> `CountryTargeting`. */
function typeName(token: string): string {
  return goFieldName(token.slice(token.lastIndexOf(":") + 1));
}

const SCALAR: Record<string, { one: string; array: string }> = {
  string: { one: "pulumi.String", array: "pulumi.StringArray" },
  integer: { one: "pulumi.Int", array: "pulumi.IntArray" },
  number: { one: "pulumi.Float64", array: "pulumi.Float64Array" },
  boolean: { one: "pulumi.Bool", array: "pulumi.BoolArray" },
};

class GoWriter {
  constructor(private readonly schema: SchemaTypes, private readonly variables: ReadonlyMap<string, string>) {}

  /** The Go expression of `value` for a property of type `spec`, at `indent`. */
  value(value: ProgramValue, spec: SchemaProperty | undefined, where: string, indent: string): string {
    if (value instanceof Reference) return `${this.variables.get(value.resource)}.ID()`;
    if (spec?.$ref?.startsWith(TOKEN_PREFIX)) {
      const token = spec.$ref.slice(TOKEN_PREFIX.length);
      const type = this.schema.types[token];
      if (!type) throw new Error(`discover --language go: ${where}: the schema has no type ${token}`);
      if (type.enum) return `adpublisher.${typeName(token)}(${JSON.stringify(value)})`;
      return `adpublisher.${typeName(token)}Args${this.fields(value, type.properties ?? {}, where, indent)}`;
    }
    if (spec?.type === "array") {
      if (!Array.isArray(value)) throw new Error(`discover --language go: ${where}: expected a list`);
      const items = spec.items;
      const arrayType = items?.$ref ? `adpublisher.${typeName(items.$ref.slice(TOKEN_PREFIX.length))}Array` : SCALAR[items?.type ?? ""]?.array;
      if (!arrayType) throw new Error(`discover --language go: ${where}: no Go type for a list of ${JSON.stringify(items)}`);
      const inner = `${indent}\t`;
      if (value.length === 0) return `${arrayType}{}`;
      return `${arrayType}{\n${value.map((v: ProgramValue, i: number) => `${inner}${this.value(v, items, `${where}[${i}]`, inner)},\n`).join("")}${indent}}`;
    }
    const scalar = SCALAR[spec?.type ?? ""];
    if (!scalar || value === null || typeof value === "object") throw new Error(`discover --language go: ${where}: no Go type for ${JSON.stringify(value)}`);
    return `${scalar.one}(${JSON.stringify(value)})`;
  }

  /** `{ Field: value, ... }` of an object; null fields are left out (nil: not set). */
  fields(value: ProgramValue, properties: Record<string, SchemaProperty>, where: string, indent: string): string {
    if (value === null || typeof value !== "object" || Array.isArray(value) || value instanceof Reference) throw new Error(`discover --language go: ${where}: expected an object`);
    const entries = Object.entries(value as { readonly [key: string]: ProgramValue }).filter(([, v]) => v !== null);
    if (entries.length === 0) return "{}";
    const inner = `${indent}\t`;
    return `{\n${entries.map(([k, v]) => `${inner}${goFieldName(k)}: ${this.value(v, properties[k], `${where}.${k}`, inner)},\n`).join("")}${indent}}`;
  }
}

/** File name -> content; `partCharacters` is PART_CHARACTERS but where a test shows its use. */
export function goProgram(model: ProgramModel, schema: SchemaTypes = JSON.parse(packageSchemaJson()) as SchemaTypes, partCharacters = PART_CHARACTERS): Record<string, string> {
  const module = camelIdentifier(model.project).replace(/^_/, "") || "program";
  return {
    "Pulumi.yaml": `name: ${yamlString(model.project)}\ndescription: ${yamlString(model.description)}\nruntime: go\n`,
    "go.mod": [
      `module ${module}`,
      "",
      `go ${GO_VERSION}`,
      "",
      "require (",
      `\t${GO_SDK_MODULE} v${packageVersion()}`,
      `\tgithub.com/pulumi/pulumi/sdk/v3 ${PULUMI_GO_VERSION}`,
      ")",
      "",
      "// The SDK is not published under its path (docs/sdks.md): point it at its folder, then fill in go.sum:",
      `//   go mod edit -replace=${GO_SDK_MODULE}=/path/to/pulumi-adpublisher/sdk/go && go mod tidy`,
      "",
    ].join("\n"),
    "main.go": mainGo(model, schema, partCharacters),
  };
}

function mainGo(model: ProgramModel, schema: SchemaTypes, partCharacters: number): string {
  const used = new Set(model.resources.flatMap((r) => [...referencesIn(r.properties), ...(r.parent ? [r.parent] : [])]));
  const variables = distinctIdentifiers(model.resources.map((r) => r.name), (name) => {
    const id = camelIdentifier(name).replace(/\$/g, "_");
    return GO_RESERVED.has(id) ? `${id}_` : id;
  }, GO_RESERVED);
  const writer = new GoWriter(schema, variables);
  /** A resource's statement at `indent`; a variable others refer to is declared there (`:=`) or assigned to one declared before (`=`). */
  const statement = (r: ProgramModel["resources"][number], indent: string, assign: ":=" | "=") => {
    const properties = schema.resources[r.token]?.inputProperties;
    if (!properties) throw new Error(`discover --language go: the schema has no resource ${r.token}`);
    const args = writer.fields(r.properties, properties, r.name, indent);
    const options = [...(r.parent ? [`pulumi.Parent(${variables.get(r.parent)})`] : []), ...(r.protect !== undefined ? [`pulumi.Protect(${r.protect})`] : [])];
    const call = `adpublisher.New${r.kind}(ctx, ${JSON.stringify(r.name)}, &adpublisher.${r.kind}Args${args}${options.map((o) => `, ${o}`).join("")})`;
    const comments = r.comments.map((c) => `${indent}// ${commentLine(c)}\n`).join("");
    const target = used.has(r.name) ? `${variables.get(r.name)!}, err ${assign}` : "_, err =";
    return `${comments}${indent}${target} ${call}\n${indent}if err != nil {\n${indent}\treturn err\n${indent}}\n`;
  };
  const head = [
    ...model.header.map((h) => `// ${commentLine(h)}`),
    "package main",
    "",
    "import (",
    `\t"${GO_SDK_MODULE}/adpublisher"`,
    '\t"github.com/pulumi/pulumi/sdk/v3/go/pulumi"',
    ")",
    "",
  ];
  const inParts = model.resources.map((r) => statement(r, "\t", "="));
  const parts = partsOf(inParts.map((text) => text.length), partCharacters);
  if (parts.length === 1) {
    const statements = model.resources.map((r) => statement(r, "\t\t", ":="));
    return [
      ...head,
      "func main() {",
      "\tpulumi.Run(func(ctx *pulumi.Context) error {",
      ...(statements.length > 0 ? ["\t\tvar err error"] : []),
      ...statements,
      "\t\treturn nil",
      "\t})",
      "}",
      "",
    ].join("\n");
  }
  // The resources others refer to are package variables, which each part assigns in turn. A part's
  // function name starts with a capital, which no variable made from a resource's name does.
  const shared = model.resources.filter((r) => used.has(r.name)).map((r) => `var ${variables.get(r.name)!} *adpublisher.${r.kind}`);
  const names = parts.map((_, i) => `Part${i + 1}`);
  return [
    ...head,
    "// The resources others refer to, made by the parts below.",
    ...shared,
    "",
    "func main() {",
    "\tpulumi.Run(func(ctx *pulumi.Context) error {",
    `\t\tfor _, part := range []func(*pulumi.Context) error{${names.join(", ")}} {`,
    "\t\t\tif err := part(ctx); err != nil {",
    "\t\t\t\treturn err",
    "\t\t\t}",
    "\t\t}",
    "\t\treturn nil",
    "\t})",
    "}",
    ...parts.flatMap(({ first, end }, i) => [
      "",
      `// ${names[i]} makes resources ${first + 1} to ${end} of ${model.resources.length}, in the program's order.`,
      `func ${names[i]}(ctx *pulumi.Context) error {`,
      "\tvar err error",
      ...inParts.slice(first, end),
      "\treturn nil",
      "}",
    ]),
    "",
  ].join("\n");
}
