// The generated .NET SDK (sdk/dotnet, namespace Pulumi.AdPublisher) as the C# examples' binder sees
// it, read with tree-sitter's C# grammar: its public classes, structs, properties, fields, methods and
// enum members from its own .cs files (never a hand-written list), the types they name, and which
// type a value may be written where another is expected.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { Language, type Node, Parser } from "web-tree-sitter";

/** A type as the binder follows it; `external` is anything outside the SDK (System, Pulumi's core), not checked. */
export type CsType =
  | { kind: "sdk"; name: string }
  | { kind: "generic"; name: string; args: CsType[] }
  | { kind: "primitive"; name: string }
  | { kind: "external"; outside?: string };

export interface Parameter {
  type: CsType;
  optional: boolean;
}
export interface Method {
  isStatic: boolean;
  params: Parameter[];
  returns: CsType;
}
export interface Member {
  type: CsType;
  isStatic: boolean;
  settable: boolean;
}
/** A public class or struct of sdk/dotnet, by its name under Pulumi.AdPublisher (`App`, `Inputs.CountryTargetingArgs`). */
export interface SdkType {
  name: string;
  isEnum: boolean;
  members: Map<string, Member>;
  methods: Map<string, Method[]>;
  constructors: Method[];
}
export interface Sdk {
  types: Map<string, SdkType>;
  /** Namespaces under Pulumi.AdPublisher: "" and `Inputs`, `Outputs`. */
  namespaces: Set<string>;
}

export const ROOT_NAMESPACE = "Pulumi.AdPublisher";
export const EXTERNAL: CsType = { kind: "external" };
export const STRING: CsType = { kind: "primitive", name: "string" };
export const INT: CsType = { kind: "primitive", name: "int" };
export const generic = (name: string, ...args: CsType[]): CsType => ({ kind: "generic", name, args });
/** Every resource has these two outputs from its base class (CustomResource, ProviderResource). */
const RESOURCE_OUTPUTS = ["Id", "Urn"];
export const SEQUENCES = new Set(["Array", "ImmutableArray", "List", "InputList", "IEnumerable"]);
export const DICTIONARIES = new Set(["ImmutableDictionary", "Dictionary", "InputMap"]);

/**
 * The names from outside the SDK (Pulumi's core, System.Collections.Generic) that a program may use,
 * each with the members it may read or set on it: a misspelt one, or one not listed yet, is a
 * problem, so that a new pattern in an example is looked at rather than passed.
 */
const RESOURCE_OPTIONS = ["Id", "Parent", "DependsOn", "Protect", "IgnoreChanges", "Version", "Provider", "CustomTimeouts", "Aliases", "ReplaceOnChanges", "RetainOnDelete", "DeletedWith", "DeleteBeforeReplace", "AdditionalSecretOutputs", "ImportId", "PluginDownloadURL"];
export const OUTSIDE: Record<string, readonly string[]> = {
  Deployment: ["RunAsync"],
  Output: ["Format", "Create", "Tuple", "All"],
  Dictionary: [],
  List: [],
  CustomResourceOptions: RESOURCE_OPTIONS,
  InvokeOptions: ["Parent", "Provider", "Version", "PluginDownloadURL"],
};

/** The C# grammar of tree-sitter-c-sharp, loaded once per process. */
export async function csharpParser(): Promise<Parser> {
  await Parser.init();
  const parser = new Parser();
  parser.setLanguage(await Language.load(require.resolve("tree-sitter-c-sharp/tree-sitter-c_sharp.wasm")));
  return parser;
}

/** `file:line: message` of every ERROR and MISSING node: what the grammar could not read. */
export function syntaxProblems(file: string, root: Node): string[] {
  const problems: string[] = [];
  const visit = (node: Node): void => {
    const at = `${file}:${node.startPosition.row + 1}`;
    if (node.isMissing) problems.push(`${at}: syntax error: missing ${node.type}`);
    else if (node.isError) problems.push(`${at}: syntax error at \`${node.text.split("\n")[0].trim()}\``);
    else if (node.hasError) node.children.forEach(visit);
  };
  visit(root);
  return problems;
}

const modifiers = (node: Node) => node.children.filter((c) => c.type === "modifier").map((c) => c.text);
export const field = (node: Node, name: string): Node => {
  const child = node.childForFieldName(name);
  if (!child) throw new Error(`a ${node.type} without ${name} at line ${node.startPosition.row + 1}`);
  return child;
};

/** Reads every .cs file of `dir` (sdk/dotnet) into its public types and their public members. */
export function readSdk(parser: Parser, dir: string): Sdk {
  const files = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(folder, e.name)) : e.name.endsWith(".cs") ? [join(folder, e.name)] : []));
  const declarations: { namespace: string; node: Node }[] = [];
  for (const path of files(dir)) {
    const root = parser.parse(readFileSync(path, "utf8"))?.rootNode;
    const broken = root ? syntaxProblems(relative(dir, path), root) : [`${path}: not parsed`];
    if (broken.length > 0) throw new Error(`sdk/dotnet does not parse: ${broken.join("; ")}`);
    for (const ns of root?.descendantsOfType(["namespace_declaration", "file_scoped_namespace_declaration"]) ?? []) {
      const name = field(ns, "name").text;
      if (name !== ROOT_NAMESPACE && !name.startsWith(`${ROOT_NAMESPACE}.`)) throw new Error(`${path}: namespace ${name} is outside ${ROOT_NAMESPACE}`);
      const namespace = name.slice(ROOT_NAMESPACE.length + 1);
      const body = ns.childForFieldName("body") ?? ns;
      for (const node of body.namedChildren) if (["class_declaration", "struct_declaration"].includes(node.type) && modifiers(node).includes("public")) declarations.push({ namespace, node });
    }
  }
  const qualify = (namespace: string, name: string) => (namespace ? `${namespace}.${name}` : name);
  const names = new Set(declarations.map((d) => qualify(d.namespace, field(d.node, "name").text)));
  const sdk: Sdk = { types: new Map(), namespaces: new Set(declarations.map((d) => d.namespace)) };
  for (const { namespace, node } of declarations) {
    const name = qualify(namespace, field(node, "name").text);
    const typeOf = (n: Node) => sdkTypeNode(n, namespace, names);
    const type: SdkType = { name, isEnum: /\bEnumType\b/.test(node.children.filter((c) => c.type === "attribute_list").map((c) => c.text).join(" ")), members: new Map(), methods: new Map(), constructors: [] };
    const bases = node.children.find((c) => c.type === "base_list")?.text ?? "";
    if (/\b(Custom|Provider)Resource\b/.test(bases)) for (const output of RESOURCE_OUTPUTS) type.members.set(output, { type: generic("Output", STRING), isStatic: false, settable: false });
    const params = (member: Node) =>
      field(member, "parameters").namedChildren.filter((p) => p.type === "parameter").map((p) => ({ type: typeOf(field(p, "type")), optional: p.text.includes("=") }));
    for (const member of field(node, "body").namedChildren) {
      const mods = modifiers(member);
      if (!mods.includes("public")) continue;
      const isStatic = mods.includes("static");
      if (member.type === "property_declaration") {
        const accessors = member.childForFieldName("accessors")?.namedChildren.map((a) => a.text.trim()) ?? [];
        type.members.set(field(member, "name").text, { type: typeOf(field(member, "type")), isStatic, settable: accessors.some((a) => a.startsWith("set")) });
      } else if (member.type === "field_declaration") {
        const declaration = member.namedChildren.find((c) => c.type === "variable_declaration");
        if (!declaration) continue;
        for (const declarator of declaration.namedChildren.filter((c) => c.type === "variable_declarator"))
          type.members.set(field(declarator, "name").text, { type: typeOf(field(declaration, "type")), isStatic, settable: !mods.includes("readonly") });
      } else if (member.type === "method_declaration") {
        const method = { isStatic, params: params(member), returns: typeOf(field(member, "returns")) };
        const methodName = field(member, "name").text;
        type.methods.set(methodName, [...(type.methods.get(methodName) ?? []), method]);
      } else if (member.type === "constructor_declaration") {
        type.constructors.push({ isStatic: false, params: params(member), returns: { kind: "sdk", name } });
      }
    }
    sdk.types.set(name, type);
  }
  return sdk;
}

/** A type written in sdk/dotnet: `Pulumi.AdPublisher.Platform`, `Outputs.AppMetadata`, `FiltersArgs` inside Inputs, `Input<ImmutableArray<string>>`. */
function sdkTypeNode(node: Node, namespace: string, names: Set<string>): CsType {
  switch (node.type) {
    case "predefined_type":
      return { kind: "primitive", name: node.text };
    case "nullable_type":
      return sdkTypeNode(field(node, "type"), namespace, names);
    case "array_type":
      return generic("Array", sdkTypeNode(field(node, "type"), namespace, names));
    case "generic_name": {
      const args = node.namedChildren.find((c) => c.type === "type_argument_list")?.namedChildren ?? [];
      return generic(node.namedChildren[0].text, ...args.map((a) => sdkTypeNode(a, namespace, names)));
    }
    default: {
      const text = node.text.replace(/^global::/, "").replace(new RegExp(`^${ROOT_NAMESPACE.replace(".", "\\.")}\\.`), "");
      const name = [namespace ? `${namespace}.${text}` : text, text].find((candidate) => names.has(candidate));
      if (name) return { kind: "sdk", name };
      return Object.hasOwn(OUTSIDE, text) ? { kind: "external", outside: text } : EXTERNAL;
    }
  }
}

/** How a type reads in a problem: `Input<string>`, `Inputs.CountryTargetingArgs`. */
export function typeText(type: CsType): string {
  if (type.kind === "generic") return `${type.name}<${type.args.map(typeText).join(", ")}>`;
  return type.kind === "external" ? "(outside the SDK)" : type.name;
}

/** Whether a value of type `given` may be written where `expected` is, as far as the SDK decides it. */
export function accepts(expected: CsType, given: CsType): boolean {
  if (expected.kind === "external" || given.kind === "external") return true;
  if (given.kind === "primitive" && given.name === "null") return true;
  if (expected.kind === "primitive") {
    if (expected.name === "object") return true;
    if (given.kind !== "primitive") return false;
    return expected.name === given.name || (expected.name === "double" && given.name === "int");
  }
  if (expected.kind === "sdk") return given.kind === "sdk" && given.name === expected.name;
  if (expected.kind !== "generic") return false;
  const [inner] = expected.args;
  const wrapped = given.kind === "generic" && ["Input", "Output"].includes(given.name);
  if (expected.name === "Union" || expected.name === "InputUnion") return expected.args.some((a) => accepts(a, given)) || (given.kind === "generic" && given.name === expected.name && expected.args.every((a, i) => accepts(a, given.args[i] ?? EXTERNAL)));
  if (expected.name === "Input") return accepts(inner, given) || (wrapped && accepts(inner, given.args[0]));
  if (SEQUENCES.has(expected.name)) {
    if (expected.name === "InputList" && given.kind === "generic" && given.name === "Output") return accepts(expected, given.args[0]);
    return given.kind === "generic" && SEQUENCES.has(given.name) && (accepts(inner, given.args[0]) || (expected.name === "InputList" && accepts(generic("Input", inner), given.args[0])));
  }
  return given.kind === "generic" && given.name === expected.name && expected.args.every((a, i) => accepts(a, given.args[i] ?? EXTERNAL));
}

/** Whether a type holds a type of the SDK, so that handing it to code the binder does not follow would hide a name from the check. */
export function carriesSdk(type: CsType): boolean {
  return type.kind === "sdk" || (type.kind === "generic" && type.args.some(carriesSdk));
}
