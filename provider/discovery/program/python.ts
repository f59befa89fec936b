// A ProgramModel as a Python project over the generated SDK (`pulumi_adpublisher`, sdk/python),
// for the provider plugin's types: imported with import.json like YAML.
import { packageVersion } from "../../package-info";
import { commentLine, distinctIdentifiers, Reference, referencesIn, type ProgramModel, type ProgramValue } from "./model";
import { yamlString } from "./yaml";

const PULUMI_PYTHON_VERSION = "3.259.0";
const PYTHON_KEYWORDS = new Set(
  "False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield match case type".split(" "),
);

/**
 * A schema property name as the Python SDK spells its keyword argument (Pulumi's PyName:
 * `blockedIabCategoriesV1List` -> `blocked_iab_categories_v1_list`); test/unit pins it to sdk/python.
 */
export function pythonName(name: string): string {
  return name.replace(/([A-Z]+)([A-Z][a-z])/g, "$1_$2").replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
}

/** A resource name as a Python variable: snake_case, never a keyword or a leading digit. */
function pythonIdentifier(name: string): string {
  const snake = name.replace(/[^A-Za-z0-9_]+/g, "_").replace(/^_+|_+$/g, "").toLowerCase() || "resource";
  return /^[0-9]/.test(snake) || PYTHON_KEYWORDS.has(snake) ? `_${snake}` : snake;
}

/** File name -> content. */
export function pythonProgram(model: ProgramModel): Record<string, string> {
  return {
    "Pulumi.yaml": [
      `name: ${yamlString(model.project)}`,
      `description: ${yamlString(model.description)}`,
      "runtime:",
      "  name: python",
      "  options:",
      "    toolchain: pip",
      "    virtualenv: venv",
      "",
    ].join("\n"),
    "requirements.txt": [
      `pulumi==${PULUMI_PYTHON_VERSION}`,
      `# The generated SDK (docs/sdks.md) is not on PyPI: install it from the SDK's folder, e.g. pip install ../pulumi-adpublisher/sdk/python`,
      `# (version ${packageVersion()}), or replace this line with that path.`,
      "",
    ].join("\n"),
    "__main__.py": mainPy(model),
  };
}

function mainPy(model: ProgramModel): string {
  const used = new Set(model.resources.flatMap((r) => [...referencesIn(r.properties), ...(r.parent ? [r.parent] : [])]));
  const variables = distinctIdentifiers(model.resources.map((r) => r.name), pythonIdentifier, ["pulumi", "adpublisher"]);
  const code = (value: ProgramValue, indent: string): string => {
    if (value instanceof Reference) return `${variables.get(value.resource)}.id`;
    if (value === null) return "None";
    if (typeof value === "boolean") return value ? "True" : "False";
    if (typeof value === "number" || typeof value === "string") return JSON.stringify(value);
    const inner = `${indent}    `;
    if (Array.isArray(value)) return value.length === 0 ? "[]" : `[\n${value.map((v: ProgramValue) => `${inner}${code(v, inner)},\n`).join("")}${indent}]`;
    // Nested inputs as dicts (the SDK's ...ArgsDict), keyed by the SDK's snake_case names.
    const entries = Object.entries(value as { readonly [key: string]: ProgramValue });
    if (entries.length === 0) return "{}";
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(pythonName(k))}: ${code(v, inner)},\n`).join("")}${indent}}`;
  };
  const statements = model.resources.map((r) => {
    const args = Object.entries(r.properties).map(([k, v]) => `    ${pythonName(k)}=${code(v, "    ")},\n`);
    const options = [...(r.parent ? [`parent=${variables.get(r.parent)}`] : []), ...(r.protect !== undefined ? [`protect=${r.protect ? "True" : "False"}`] : [])];
    if (options.length > 0) args.push(`    opts=pulumi.ResourceOptions(${options.join(", ")}),\n`);
    const call = `adpublisher.${r.kind}(\n    ${JSON.stringify(r.name)},\n${args.join("")})`;
    const comments = r.comments.map((c) => `# ${commentLine(c)}\n`).join("");
    return `${comments}${used.has(r.name) ? `${variables.get(r.name)} = ${call}` : call}\n`;
  });
  return [
    ...model.header.map((h) => `# ${commentLine(h)}`),
    "import pulumi",
    "import pulumi_adpublisher as adpublisher",
    "",
    ...statements,
  ].join("\n");
}
