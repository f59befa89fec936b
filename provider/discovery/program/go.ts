// A ProgramModel as a Go program over the generated SDK (sdk/go), for the provider plugin's types:
// imported with import.json like YAML. Go's inputs are typed (pulumi.String,
// adpublisher.CountryTargetingArray, ...), so values are written by the package schema's types.
// The SDK module is named by its published path; go.mod says how to point it at a folder
// (docs/decisions/0140-discover-go-module.md).
import { packageSchemaJson, packageVersion } from "../../package-info";
import { camelIdentifier } from "../ts-source";
import { commentLine, distinctIdentifiers, Reference, referencesIn, type ProgramModel, type ProgramValue } from "./model";
import { yamlString } from "./yaml";

export const GO_SDK_MODULE = "github.com/adpublisher/pulumi-adpublisher/sdk/go";
const PULUMI_GO_VERSION = "v3.259.0";
const GO_VERSION = "1.25.11";
const TOKEN_PREFIX = "#/types/";
const GO_RESERVED = new Set(
  "break case chan const continue default defer else fallthrough for func go goto if import interface map package range return select struct switch type var ctx err pulumi adpublisher main".split(" "),
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

/** File name -> content. */
export function goProgram(model: ProgramModel, schema: SchemaTypes = JSON.parse(packageSchemaJson()) as SchemaTypes): Record<string, string> {
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
    "main.go": mainGo(model, schema),
  };
}

function mainGo(model: ProgramModel, schema: SchemaTypes): string {
  const used = new Set(model.resources.flatMap((r) => [...referencesIn(r.properties), ...(r.parent ? [r.parent] : [])]));
  const variables = distinctIdentifiers(model.resources.map((r) => r.name), (name) => {
    const id = camelIdentifier(name).replace(/\$/g, "_");
    return GO_RESERVED.has(id) ? `${id}_` : id;
  }, GO_RESERVED);
  const writer = new GoWriter(schema, variables);
  const statements = model.resources.map((r) => {
    const properties = schema.resources[r.token]?.inputProperties;
    if (!properties) throw new Error(`discover --language go: the schema has no resource ${r.token}`);
    const args = writer.fields(r.properties, properties, r.name, "\t\t");
    const options = [...(r.parent ? [`pulumi.Parent(${variables.get(r.parent)})`] : []), ...(r.protect !== undefined ? [`pulumi.Protect(${r.protect})`] : [])];
    const call = `adpublisher.New${r.kind}(ctx, ${JSON.stringify(r.name)}, &adpublisher.${r.kind}Args${args}${options.map((o) => `, ${o}`).join("")})`;
    const comments = r.comments.map((c) => `\t\t// ${commentLine(c)}\n`).join("");
    const assign = used.has(r.name) ? `${variables.get(r.name)!}, err :=` : "_, err =";
    return `${comments}\t\t${assign} ${call}\n\t\tif err != nil {\n\t\t\treturn err\n\t\t}\n`;
  });
  return [
    ...model.header.map((h) => `// ${commentLine(h)}`),
    "package main",
    "",
    "import (",
    `\t"${GO_SDK_MODULE}/adpublisher"`,
    '\t"github.com/pulumi/pulumi/sdk/v3/go/pulumi"',
    ")",
    "",
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
