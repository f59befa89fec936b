// Markdown pieces of a Pulumi package schema: type names with links to the supporting types,
// property lists, descriptions with Pulumi's doc shortcodes removed.
import type { ComplexTypeSpec, EnumTypeSpec, ObjectTypeSpec, PropertySpec, TypeSpec } from "../schema/pulumi-spec";

const TYPE_REF = /^#\/types\/adpublisher:index:(.+)$/;

/** The name of a `#/types/adpublisher:index:X` reference, or undefined. */
export function typeRefName(ref: string | undefined): string | undefined {
  return ref?.match(TYPE_REF)?.[1];
}

/** The anchor of a supporting type's heading on the same page. */
export function typeAnchor(name: string): string {
  return name.toLowerCase();
}

/** A type as a reader sees it: `string`, `CountryTargeting[]` (linked), `map(any)`. */
export function typeLabel(spec: TypeSpec): string {
  const named = typeRefName(spec.$ref);
  if (named) return `[${named}](#${typeAnchor(named)})`;
  if (spec.$ref === "pulumi.json#/Any") return "any";
  if (spec.oneOf) return spec.oneOf.map(typeLabel).join(" \\| ");
  if (spec.type === "array" && spec.items) return `${typeLabel(spec.items)}[]`;
  if (spec.type === "object" && spec.additionalProperties) return `map(${typeLabel(spec.additionalProperties)})`;
  return spec.type ?? "any";
}

/**
 * A schema description as page text: Pulumi's `{{% examples %}}`-style shortcodes (which the
 * Registry turns into tabs) dropped, their Markdown kept.
 */
export function descriptionText(description: string | undefined): string {
  if (!description) return "";
  return description
    .split("\n")
    .filter((line) => !/^\s*\{\{%.*%\}\}\s*$/.test(line))
    .join("\n")
    .replace(/\{\{%[^%]*%\}\}/g, "")
    // The Registry shows one tab per language; a page names each block instead.
    .replace(/^```(typescript|python|go|csharp|java|yaml)$/gm, (fence, language: keyof typeof LANGUAGE_NAMES) => `\n**${LANGUAGE_NAMES[language]}**\n\n${fence}`)
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const LANGUAGE_NAMES = { typescript: "TypeScript", python: "Python", go: "Go", csharp: "C#", java: "Java", yaml: "YAML" } as const;

/** Inputs say whether they are required and what replaces; outputs, only what they are. */
export type PropertySide = "input" | "output";

/** One property as a list entry: name, type, flags, then the description indented under it. */
function propertyEntry(name: string, spec: PropertySpec, required: boolean, side: PropertySide): string {
  const flags = [
    ...(side === "input" ? [required ? "required" : "optional"] : []),
    ...(side === "input" && spec.replaceOnChanges ? ["replaces on change"] : []),
    ...(spec.secret ? ["secret"] : []),
    ...(spec.default !== undefined ? [`default \`${String(spec.default)}\``] : []),
    ...(spec.deprecationMessage ? ["deprecated"] : []),
  ];
  const head = `- **\`${name}\`** ${[typeLabel(spec), ...flags].join(" · ")}`;
  const body = [descriptionText(spec.description), spec.deprecationMessage ? `Deprecated: ${spec.deprecationMessage}` : ""]
    .filter(Boolean)
    .join(" ")
    .replace(/\n+/g, " ");
  return body ? `${head}\\\n  ${body}` : head;
}

/** A property list, in schema order. */
export function propertyList(properties: Record<string, PropertySpec>, required: readonly string[] | undefined, side: PropertySide): string {
  const entries = Object.entries(properties);
  if (entries.length === 0) return "None.";
  return entries.map(([name, spec]) => propertyEntry(name, spec, (required ?? []).includes(name), side)).join("\n");
}

/** Every type name reached from `roots`, following references through the types, in first-seen order. */
export function reachableTypes(roots: unknown, types: Record<string, ComplexTypeSpec>): string[] {
  const seen: string[] = [];
  const visit = (value: unknown) => {
    for (const match of JSON.stringify(value).matchAll(/"#\/types\/adpublisher:index:([^"]+)"/g)) {
      const name = match[1];
      if (seen.includes(name)) continue;
      seen.push(name);
      visit(types[`adpublisher:index:${name}`]);
    }
  };
  visit(roots);
  return seen;
}

/** An enum's values, with the names generated SDKs give them. */
function enumTable(type: EnumTypeSpec): string {
  const rows = type.enum.map((e) => `| \`${String(e.value)}\` | ${e.name ? `\`${e.name}\`` : ""} |`);
  return [`One of these ${type.type} values:`, "", "| value | name in generated SDKs |", "| --- | --- |", ...rows].join("\n");
}

/**
 * The "Supporting types" section body: each object type's properties, each enum's values. A type
 * named `...Response` or reached only from outputs is shown as outputs.
 */
export function supportingTypes(names: readonly string[], types: Record<string, ComplexTypeSpec>, inputTypes: ReadonlySet<string>): string {
  return names
    .map((name) => {
      const type = types[`adpublisher:index:${name}`];
      const description = descriptionText(type.description);
      const body =
        "enum" in type
          ? enumTable(type)
          : propertyList((type as ObjectTypeSpec).properties, (type as ObjectTypeSpec).required, inputTypes.has(name) ? "input" : "output");
      return [`### ${name}`, description, body].filter(Boolean).join("\n\n");
    })
    .join("\n\n");
}
