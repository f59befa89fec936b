// A ProgramModel as a Pulumi YAML project (`Pulumi.yaml`), for the provider plugin's types.
import { commentLine, Reference, type ProgramHead, type ProgramModel, type ProgramResource, type ProgramValue } from "./model";

/** Plain scalars that YAML would read as something other than a string. */
const YAML_WORDS = /^(?:true|false|yes|no|on|off|y|n|null|~)$/i;
const PLAIN = /^[A-Za-z][A-Za-z0-9_./-]*$/;

/**
 * A string as a YAML scalar for Pulumi YAML: `$` is doubled (pulumi-yaml reads `${` as an
 * interpolation and `$$` as one `$`), and anything not plainly a word is double-quoted (JSON
 * strings are YAML double-quoted scalars).
 */
export function yamlString(text: string): string {
  const escaped = text.replace(/\$/g, "$$$$");
  return PLAIN.test(escaped) && !YAML_WORDS.test(escaped) ? escaped : JSON.stringify(escaped);
}

function scalar(value: Exclude<ProgramValue, readonly ProgramValue[] | { readonly [key: string]: ProgramValue }>): string {
  if (value instanceof Reference) return `\${${value.resource}.id}`;
  if (typeof value === "string") return yamlString(value);
  return JSON.stringify(value);
}

function isScalar(value: ProgramValue): value is Exclude<ProgramValue, readonly ProgramValue[] | { readonly [key: string]: ProgramValue }> {
  return value === null || value instanceof Reference || typeof value !== "object";
}

/** `key: value` lines at `indent`, nested maps and lists in block style, empty ones as `{}` and `[]`. */
function entries(object: { readonly [key: string]: ProgramValue }, indent: string): string[] {
  return Object.entries(object).flatMap(([key, value]) => valueLines(`${key}:`, value, indent));
}

function valueLines(head: string, value: ProgramValue, indent: string): string[] {
  if (isScalar(value)) return [`${indent}${head} ${scalar(value)}`];
  if (Array.isArray(value)) {
    if (value.length === 0) return [`${indent}${head} []`];
    return [`${indent}${head}`, ...value.flatMap((item: ProgramValue) => listItem(item, `${indent}  `))];
  }
  const object = value as { readonly [key: string]: ProgramValue };
  if (Object.keys(object).length === 0) return [`${indent}${head} {}`];
  return [`${indent}${head}`, ...entries(object, `${indent}  `)];
}

function listItem(item: ProgramValue, indent: string): string[] {
  if (isScalar(item)) return [`${indent}- ${scalar(item)}`];
  if (Array.isArray(item)) return item.length === 0 ? [`${indent}- []`] : [`${indent}-`, ...item.flatMap((i: ProgramValue) => listItem(i, `${indent}  `))];
  const object = item as { readonly [key: string]: ProgramValue };
  if (Object.keys(object).length === 0) return [`${indent}- {}`];
  const [first, ...rest] = entries(object, `${indent}  `);
  return [`${indent}- ${first!.trimStart()}`, ...rest];
}

function resourceLines(resource: ProgramResource): string[] {
  const lines = [
    ...resource.comments.map((c) => `  # ${commentLine(c)}`),
    `  ${resource.name}:`,
    `    type: ${resource.token}`,
  ];
  if (Object.keys(resource.properties).length > 0) lines.push("    properties:", ...entries(resource.properties, "      "));
  if (resource.parent !== undefined || resource.protect !== undefined) {
    lines.push("    options:");
    if (resource.parent !== undefined) lines.push(`      parent: \${${resource.parent}}`);
    if (resource.protect !== undefined) lines.push(`      protect: ${resource.protect}`);
  }
  return lines;
}

/** What Pulumi.yaml says before its resources (its last line, `resources:`, has no line break: each resource brings its own). */
export function yamlHead(head: ProgramHead): string {
  return [
    ...head.header.map((h) => `# ${commentLine(h)}`),
    `name: ${yamlString(head.project)}`,
    `description: ${yamlString(head.description)}`,
    "runtime: yaml",
    "resources:",
  ].join("\n");
}

/** One resource's part of Pulumi.yaml, written after the head or the resource before it. */
export function yamlResource(resource: ProgramResource): string {
  return `\n${resourceLines(resource).join("\n")}\n`;
}

export function yamlProgram(model: ProgramModel): string {
  return yamlHead(model) + model.resources.map(yamlResource).join("");
}
