// A binder for the C# examples (examples/snippets/<slug>/Program.cs) against the generated .NET SDK
// (sdk/dotnet, namespace Pulumi.AdPublisher), both read with tree-sitter's C# grammar: the SDK's
// classes, structs, properties, fields, methods and enum members come from its own .cs files, and
// every name a program takes from the SDK must be there with a fitting type. It stands in for the
// C# compiler, which cannot run here; what it does not understand is a problem, never a pass.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { Language, type Node, Parser } from "web-tree-sitter";

/** A type as the binder follows it; `external` is anything outside the SDK (System, Pulumi's core), not checked. */
export type CsType =
  | { kind: "sdk"; name: string }
  | { kind: "generic"; name: string; args: CsType[] }
  | { kind: "primitive"; name: string }
  | { kind: "external"; outside?: string };

interface Parameter {
  type: CsType;
  optional: boolean;
}
interface Method {
  isStatic: boolean;
  params: Parameter[];
  returns: CsType;
}
interface Member {
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

const ROOT_NAMESPACE = "Pulumi.AdPublisher";
const EXTERNAL: CsType = { kind: "external" };
const STRING: CsType = { kind: "primitive", name: "string" };
const INT: CsType = { kind: "primitive", name: "int" };
const generic = (name: string, ...args: CsType[]): CsType => ({ kind: "generic", name, args });
/** Every resource has these two outputs from its base class (CustomResource, ProviderResource). */
const RESOURCE_OUTPUTS = ["Id", "Urn"];
const SEQUENCES = new Set(["Array", "ImmutableArray", "List", "InputList", "IEnumerable"]);
const DICTIONARIES = new Set(["ImmutableDictionary", "Dictionary", "InputMap"]);

/**
 * The names from outside the SDK (Pulumi's core, System.Collections.Generic) that a program may use,
 * each with the members it may read or set on it: a misspelt one, or one not listed yet, is a
 * problem, so that a new pattern in an example is looked at rather than passed.
 */
const RESOURCE_OPTIONS = ["Id", "Parent", "DependsOn", "Protect", "IgnoreChanges", "Version", "Provider", "CustomTimeouts", "Aliases", "ReplaceOnChanges", "RetainOnDelete", "DeletedWith", "DeleteBeforeReplace", "AdditionalSecretOutputs", "ImportId", "PluginDownloadURL"];
const OUTSIDE: Record<string, readonly string[]> = {
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
const field = (node: Node, name: string): Node => {
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
function accepts(expected: CsType, given: CsType): boolean {
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
function carriesSdk(type: CsType): boolean {
  return type.kind === "sdk" || (type.kind === "generic" && type.args.some(carriesSdk));
}

/** What an expression denotes: a namespace of the SDK, a type of it, a method group, or a value. */
type Bound =
  | { kind: "namespace"; path: string | undefined }
  | { kind: "outside"; name: string }
  | { kind: "type"; type: SdkType }
  | { kind: "methods"; owner: string; name: string; overloads: Method[] }
  | { kind: "apply"; of: CsType }
  | { kind: "value"; type: CsType };

/** Code as a problem quotes it: on one line, a long call cut short. */
const oneLine = (code: string) => {
  const flat = code.replace(/\s+/g, " ").trim();
  return flat.length > 80 ? `${flat.slice(0, 77)}...` : flat;
};
const value = (type: CsType): Bound => ({ kind: "value", type });
const LITERALS: Record<string, string> = {
  string_literal: "string",
  verbatim_string_literal: "string",
  raw_string_literal: "string",
  integer_literal: "int",
  real_literal: "double",
  boolean_literal: "bool",
  null_literal: "null",
};

/**
 * Problems of one program against the SDK, each `file:line: message` naming what is wrong: a syntax
 * error, a type, enum member or property that sdk/dotnet does not have, a value of the wrong type,
 * or a construct the binder does not follow (so a new pattern in an example is noticed).
 */
export function bindProgram(parser: Parser, sdk: Sdk, file: string, source: string): string[] {
  const root = parser.parse(source)?.rootNode;
  if (!root) return [`${file}:1: not parsed`];
  const syntax = syntaxProblems(file, root);
  if (syntax.length > 0) return syntax;

  const problems: string[] = [];
  const problem = (node: Node, message: string) => problems.push(`${file}:${node.startPosition.row + 1}: ${message}`);
  const notFollowed = (node: Node) => problem(node, `the C# check does not follow ${node.type} \`${oneLine(node.text)}\``);
  const aliases = new Set<string>();

  const member = (node: Node, receiver: Bound, name: string, text: string): Bound => {
    if (receiver.kind === "namespace") {
      if (receiver.path === undefined) return name === "AdPublisher" ? { kind: "namespace", path: "" } : outside(node, name);
      const qualified = receiver.path ? `${receiver.path}.${name}` : name;
      const type = sdk.types.get(qualified);
      if (type) return { kind: "type", type };
      if (sdk.namespaces.has(qualified)) return { kind: "namespace", path: qualified };
      problem(node, `${text} is not a type of sdk/dotnet`);
      return value(EXTERNAL);
    }
    if (receiver.kind === "type") {
      const found = receiver.type.members.get(name);
      if (found?.isStatic) return value(found.type);
      const overloads = (receiver.type.methods.get(name) ?? []).filter((m) => m.isStatic);
      if (overloads.length > 0) return { kind: "methods", owner: receiver.type.name, name, overloads };
      problem(node, receiver.type.isEnum ? `${text}: enum ${receiver.type.name} has no member ${name}` : `${text}: ${receiver.type.name} has no static member ${name}`);
      return value(EXTERNAL);
    }
    if (receiver.kind === "outside") {
      if (!OUTSIDE[receiver.name].includes(name)) problem(node, `${text}: the C# check knows no ${name} of ${receiver.name}`);
      return value(EXTERNAL);
    }
    if (receiver.kind !== "value") return notFollowedValue(node);
    const type = receiver.type;
    if (type.kind === "sdk") {
      const owner = sdk.types.get(type.name);
      const found = owner?.members.get(name);
      if (found && !found.isStatic) return value(found.type);
      const overloads = (owner?.methods.get(name) ?? []).filter((m) => !m.isStatic);
      if (overloads.length > 0) return { kind: "methods", owner: type.name, name, overloads };
      problem(node, `${text}: ${type.name} has no property ${name}`);
      return value(EXTERNAL);
    }
    if (type.kind === "generic" && type.name === "Output" && name === "Apply") return { kind: "apply", of: type.args[0] };
    if (type.kind === "generic" && SEQUENCES.has(type.name) && ["Length", "Count"].includes(name)) return value(INT);
    return carriesSdk(type) || type.kind === "generic" ? notFollowedValue(node) : value(EXTERNAL);
  };
  /** A name that is neither the program's nor the SDK's: one of OUTSIDE, or a problem. */
  const outside = (node: Node, name: string): Bound => {
    if (Object.hasOwn(OUTSIDE, name)) return { kind: "outside", name };
    problem(node, `${name} is declared neither in the program nor in sdk/dotnet, and is not a name of Pulumi or System the C# check knows`);
    return value(EXTERNAL);
  };
  const notFollowedValue = (node: Node): Bound => {
    notFollowed(node);
    return value(EXTERNAL);
  };

  /** The type a type name of the program denotes: an SDK type through the alias, or one outside it. */
  const typeName = (node: Node, scope: Map<string, CsType>): CsType => {
    switch (node.type) {
      case "predefined_type":
        return { kind: "primitive", name: node.text };
      case "nullable_type":
        return typeName(field(node, "type"), scope);
      case "array_type":
        return generic("Array", typeName(field(node, "type"), scope));
      case "generic_name": {
        const args = node.namedChildren.find((c) => c.type === "type_argument_list")?.namedChildren ?? [];
        outside(node, node.namedChildren[0].text);
        return generic(node.namedChildren[0].text, ...args.map((a) => typeName(a, scope)));
      }
      case "identifier":
      case "qualified_name":
      case "alias_qualified_name": {
        const bound = expression(node, scope);
        if (bound.kind === "type") return { kind: "sdk", name: bound.type.name };
        if (bound.kind === "outside") return { kind: "external", outside: bound.name };
        if (bound.kind === "namespace" && bound.path !== undefined) problem(node, `${node.text} is a namespace of sdk/dotnet, not a type`);
        return EXTERNAL;
      }
      default:
        notFollowed(node);
        return EXTERNAL;
    }
  };

  /** Binds call arguments to the first overload they fit; the arguments are typed against the first overload (target-typed `new()`). */
  const call = (node: Node, what: string, overloads: Method[], args: Node, scope: Map<string, CsType>): CsType => {
    const list = args.namedChildren.filter((a) => a.type === "argument");
    if (list.some((a) => a.childForFieldName("name"))) {
      notFollowed(node);
      return EXTERNAL;
    }
    const arity = overloads.filter((m) => m.params.length >= list.length && m.params.filter((p) => !p.optional).length <= list.length);
    const given = list.map((a, i) => valueOf(a.namedChildren[0], scope, arity[0]?.params[i]?.type));
    const fit = arity.find((m) => given.every((g, i) => accepts(m.params[i].type, g)));
    if (!fit) {
      problem(node, `${what} takes no (${given.map(typeText).join(", ")})`);
      return EXTERNAL;
    }
    return fit.returns;
  };

  /** Checks an object initializer `{ P = ... }` against the properties of an SDK type. */
  const initializer = (node: Node, type: SdkType | undefined, scope: Map<string, CsType>, outsideName?: string): void => {
    for (const entry of node.namedChildren) {
      if (entry.type === "comment") continue;
      if (entry.type !== "assignment_expression") {
        if (type) notFollowed(entry);
        else valueOf(entry, scope);
        continue;
      }
      const left = field(entry, "left");
      const right = field(entry, "right");
      if (!type) {
        if (left.type === "element_binding_expression") for (const a of left.namedChildren) valueOf(a.namedChildren[0] ?? a, scope);
        else if (left.type !== "identifier") notFollowed(left);
        else if (outsideName && !OUTSIDE[outsideName].includes(left.text)) problem(left, `${left.text} is not a property of ${outsideName} that the C# check knows`);
        if (right.type === "initializer_expression") initializer(right, undefined, scope);
        else valueOf(right, scope);
        continue;
      }
      if (left.type !== "identifier") {
        notFollowed(left);
        continue;
      }
      const property = type.members.get(left.text);
      if (!property || property.isStatic) {
        problem(left, `${left.text} is not a property of ${type.name}`);
        continue;
      }
      if (!property.settable) problem(left, `${left.text} of ${type.name} cannot be set`);
      if (right.type === "initializer_expression") {
        // A collection initializer (`Orientations = { ... }`) adds to the list the property holds.
        const element = property.type.kind === "generic" && SEQUENCES.has(property.type.name) ? property.type.args[0] : undefined;
        if (!element) problem(right, `${left.text} of ${type.name} is not a list`);
        for (const item of right.namedChildren) check(item, element ?? EXTERNAL, valueOf(item, scope, element), `an item of ${left.text} of ${type.name}`);
        continue;
      }
      check(right, property.type, valueOf(right, scope, property.type), `${left.text} of ${type.name}`);
    }
  };
  const check = (node: Node, expected: CsType, given: CsType, what: string) => {
    if (!accepts(expected, given)) problem(node, `${what} takes ${typeText(expected)}, not ${typeText(given)}`);
  };

  /** `new X(...) { ... }`, `new() { ... }` (X from the target) and `new X[] { ... }`. */
  const creation = (node: Node, type: CsType, scope: Map<string, CsType>): CsType => {
    const sdkType = type.kind === "sdk" ? sdk.types.get(type.name) : undefined;
    const args = node.namedChildren.find((c) => c.type === "argument_list");
    if (sdkType) call(node, `new ${sdkType.name}`, sdkType.constructors, args ?? node, scope);
    else if (args) for (const a of args.namedChildren) if (a.type === "argument") valueOf(a.namedChildren[0], scope);
    const init = node.childForFieldName("initializer") ?? node.namedChildren.find((c) => c.type === "initializer_expression");
    if (init) initializer(init, sdkType, scope, type.kind === "external" ? type.outside : undefined);
    return type;
  };

  /** Items of `new[] { ... }` or `new T[] { ... }`, each against the element type the target or T gives. */
  const arrayItems = (init: Node | undefined, element: CsType | undefined, scope: Map<string, CsType>): CsType => {
    const items = init?.namedChildren.filter((c) => c.type !== "comment") ?? [];
    const types = items.map((item) => {
      const given = valueOf(item, scope, element);
      if (element) check(item, element, given, "an item of the list");
      return given;
    });
    return generic("Array", element ?? types[0] ?? EXTERNAL);
  };

  const lambda = (node: Node, params: CsType[], scope: Map<string, CsType>): CsType => {
    const inner = new Map(scope);
    const declared = field(node, "parameters");
    const names = declared.type === "implicit_parameter" ? [declared] : declared.namedChildren;
    names.forEach((p, i) => {
      if (p.type === "parameter" && p.childForFieldName("type")) notFollowed(p);
      inner.set(p.type === "parameter" ? field(p, "name").text : p.text, params[i] ?? EXTERNAL);
    });
    if (names.length !== params.length && params.length > 0) problem(node, `the lambda takes ${names.length} parameters where ${params.length} is given`);
    const body = field(node, "body");
    if (body.type === "block") {
      statements(body, inner);
      return EXTERNAL;
    }
    return valueOf(body, inner);
  };

  const valueOf = (node: Node, scope: Map<string, CsType>, expected?: CsType): CsType => {
    const bound = expression(node, scope, expected);
    if (bound.kind === "value") return bound.type;
    problem(node, `${node.text} is not a value`);
    return EXTERNAL;
  };

  const expression = (node: Node, scope: Map<string, CsType>, expected?: CsType): Bound => {
    if (LITERALS[node.type]) return value({ kind: "primitive", name: LITERALS[node.type] });
    switch (node.type) {
      case "identifier": {
        if (aliases.has(node.text)) return { kind: "namespace", path: "" };
        if (node.text === "Pulumi") return { kind: "namespace", path: undefined };
        const variable = scope.get(node.text);
        return variable ? value(variable) : outside(node, node.text);
      }
      case "predefined_type":
        return value(EXTERNAL);
      case "generic_name":
        return outside(node, node.namedChildren[0].text);
      case "member_access_expression":
      case "qualified_name": {
        const left = field(node, node.type === "qualified_name" ? "qualifier" : "expression");
        const name = field(node, "name");
        if (name.type !== "identifier") return notFollowedValue(name);
        return member(node, expression(left, scope), name.text, oneLine(node.text));
      }
      case "parenthesized_expression":
        return expression(node.namedChildren[0], scope, expected);
      case "interpolated_string_expression":
        for (const part of node.namedChildren.filter((c) => c.type === "interpolation")) for (const e of part.namedChildren) if (!e.type.startsWith("interpolation_")) valueOf(e, scope);
        return value(STRING);
      case "binary_expression": {
        const [left, right] = [valueOf(field(node, "left"), scope), valueOf(field(node, "right"), scope)];
        if ([left, right].some(carriesSdk)) return notFollowedValue(node);
        return value([left, right].some((t) => t.kind === "primitive" && t.name === "string") ? STRING : EXTERNAL);
      }
      case "prefix_unary_expression":
        return value(valueOf(node.namedChildren[0], scope));
      case "await_expression": {
        const awaited = valueOf(node.namedChildren[0], scope);
        return value(awaited.kind === "generic" && awaited.name === "Task" ? awaited.args[0] : EXTERNAL);
      }
      case "element_access_expression": {
        const receiver = valueOf(field(node, "expression"), scope);
        for (const a of field(node, "subscript").namedChildren) valueOf(a.namedChildren[0], scope);
        if (receiver.kind === "generic" && SEQUENCES.has(receiver.name)) return value(receiver.args[0]);
        if (receiver.kind === "generic" && DICTIONARIES.has(receiver.name)) return value(receiver.args[1] ?? EXTERNAL);
        return carriesSdk(receiver) || receiver.kind === "generic" ? notFollowedValue(node) : value(EXTERNAL);
      }
      case "object_creation_expression":
        return value(creation(node, typeName(field(node, "type"), scope), scope));
      case "implicit_object_creation_expression": {
        const target = expected?.kind === "generic" && expected.name === "Input" ? expected.args[0] : expected;
        return value(creation(node, target ?? EXTERNAL, scope));
      }
      case "array_creation_expression": {
        const type = typeName(field(node, "type"), scope);
        const element = type.kind === "generic" && type.name === "Array" ? type.args[0] : undefined;
        return value(arrayItems(node.namedChildren.find((c) => c.type === "initializer_expression"), element, scope));
      }
      case "implicit_array_creation_expression": {
        const element = expected?.kind === "generic" && SEQUENCES.has(expected.name) ? expected.args[0] : undefined;
        return value(arrayItems(node.namedChildren.find((c) => c.type === "initializer_expression"), element, scope));
      }
      case "lambda_expression":
        lambda(node, [], scope);
        return value(EXTERNAL);
      case "invocation_expression": {
        const function_ = field(node, "function");
        const args = field(node, "arguments");
        const callee = expression(function_, scope);
        if (callee.kind === "methods") return value(call(node, `${callee.owner}.${callee.name}`, callee.overloads, args, scope));
        if (callee.kind === "apply") {
          // Output<T>.Apply(t => ...) hands the lambda the T; an Output the lambda returns is flattened.
          const list = args.namedChildren.filter((a) => a.type === "argument");
          if (list.length !== 1 || list[0].namedChildren[0]?.type !== "lambda_expression") return notFollowedValue(node);
          const result = lambda(list[0].namedChildren[0], [callee.of], scope);
          return value(generic("Output", result.kind === "generic" && result.name === "Output" ? result.args[0] : result));
        }
        if (callee.kind !== "value" || callee.type.kind !== "external") return notFollowedValue(node);
        for (const a of args.namedChildren.filter((c) => c.type === "argument")) {
          const given = valueOf(a.namedChildren[0], scope);
          if (carriesSdk(given)) problem(a, `the C# check does not follow ${a.text} into ${function_.text}`);
        }
        return value(EXTERNAL);
      }
      default:
        return notFollowedValue(node);
    }
  };

  /** Statements in order; a `var` takes the type of its value, so later reads of it are checked. */
  const statements = (block: Node, scope: Map<string, CsType>): void => {
    for (const statement of block.namedChildren) {
      const inner = statement.type === "global_statement" ? statement.namedChildren[0] : statement;
      switch (inner.type) {
        case "comment":
          break;
        case "using_directive": {
          const alias = inner.childForFieldName("name");
          const target = inner.namedChildren[inner.namedChildren.length - 1].text;
          if (alias && target === ROOT_NAMESPACE) aliases.add(alias.text);
          else if (target.startsWith(ROOT_NAMESPACE)) notFollowed(inner);
          break;
        }
        case "local_declaration_statement": {
          const declaration = inner.namedChildren.find((c) => c.type === "variable_declaration");
          if (!declaration) {
            notFollowed(inner);
            break;
          }
          const declaredNode = field(declaration, "type");
          const declared = declaredNode.type === "implicit_type" ? undefined : typeName(declaredNode, scope);
          for (const declarator of declaration.namedChildren.filter((c) => c.type === "variable_declarator")) {
            const name = field(declarator, "name");
            const initial = declarator.namedChildren.find((c) => !c.equals(name));
            const given = initial ? valueOf(initial, scope, declared) : EXTERNAL;
            if (declared && initial) check(initial, declared, given, name.text);
            scope.set(name.text, declared ?? given);
          }
          break;
        }
        case "expression_statement":
          valueOf(inner.namedChildren[0], scope);
          break;
        case "return_statement":
          if (inner.namedChildren[0]) valueOf(inner.namedChildren[0], scope);
          break;
        default:
          notFollowed(inner);
      }
    }
  };

  statements(root, new Map());
  return problems;
}
