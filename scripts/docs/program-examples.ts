// Examples for the reference pages, cut from the example programs the e2e tests run
// (examples/quickstart through `npm start`, examples/yaml through test/e2e/yaml.test.ts), so
// that a page never shows code that was not tried.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export interface ProgramExample {
  readonly language: "typescript" | "yaml";
  /** The example program it comes from, relative to the repository root. */
  readonly source: string;
  readonly code: string;
}

/** The top-level YAML blocks (`  name:` and what is indented under it) of a section such as `resources:`. */
function yamlBlocks(text: string, section: string): string[] {
  const lines = text.split("\n");
  const start = lines.indexOf(`${section}:`);
  if (start < 0) return [];
  const blocks: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    if (/^ {2}[^\s#]/.test(line)) blocks.push([line]);
    else if (blocks.length > 0 && (line.startsWith("    ") || line.trim() === "")) blocks[blocks.length - 1].push(line);
  }
  return blocks.map((b) => b.join("\n").trimEnd());
}

/** The YAML program's resources of type `token` and its variables that invoke function `token`. */
export function yamlExamples(root: string, token: string): ProgramExample[] {
  const source = "examples/yaml/Pulumi.yaml";
  const text = readFileSync(join(root, source), "utf8");
  const resources = yamlBlocks(text, "resources").filter((b) => b.includes(`type: ${token}\n`) || b.endsWith(`type: ${token}`));
  const invokes = yamlBlocks(text, "variables").filter((b) => new RegExp(`function: ${token}$`, "m").test(b));
  const sections = [
    ...(resources.length ? [`resources:\n${resources.join("\n\n")}`] : []),
    ...(invokes.length ? [`variables:\n${invokes.join("\n\n")}`] : []),
  ];
  return sections.length ? [{ language: "yaml", source, code: sections.join("\n\n") }] : [];
}

/** The statements of the TypeScript quickstart that construct `className` (`new App(...)`). */
export function typescriptExamples(root: string, className: string): ProgramExample[] {
  const source = "examples/quickstart/index.ts";
  const text = readFileSync(join(root, source), "utf8");
  const statements: string[] = [];
  for (const match of text.matchAll(new RegExp(`new ${className}\\(`, "g"))) {
    const lineStart = text.lastIndexOf("\n", match.index) + 1;
    let depth = 0;
    let end = match.index + match[0].length - 1;
    for (; end < text.length; end++) {
      if (text[end] === "(") depth++;
      if (text[end] === ")" && --depth === 0) break;
    }
    const semicolon = text.indexOf(";", end);
    statements.push(text.slice(lineStart, semicolon + 1));
  }
  if (statements.length === 0) return [];
  const code = `import { ${className} } from "pulumi-adpublisher";\n\n${statements.join("\n\n")}`;
  return [{ language: "typescript", source, code }];
}
