// A binder for the C# examples (examples/snippets/<slug>/Program.cs) against the generated .NET SDK
// as csharp-sdk.ts reads it, both with tree-sitter's C# grammar: every name a program takes from the
// SDK must be there with a fitting type. It stands in for the
// C# compiler, which cannot run here; what it does not understand is a problem, never a pass.
import type { Node, Parser } from "web-tree-sitter";
import { accepts, carriesSdk, type CsType, DICTIONARIES, EXTERNAL, field, generic, OUTSIDE, INT, type Method, ROOT_NAMESPACE, type Sdk, type SdkType, SEQUENCES, STRING, syntaxProblems, typeText } from "./csharp-sdk";

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
