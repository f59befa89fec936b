// Each resource's examples in schema.json: the programs of examples/snippets/<slug>, in
// TypeScript, Python, Go, C#, Java and Pulumi YAML, appended to its description in the format the Pulumi
// Registry and the SDK generators read ({{% examples %}} / {{% example %}} with fenced code).
// test/service/sdk/snippets.test.ts type-checks every file, so an example cannot rot.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const SNIPPETS_DIR = join(__dirname, "..", "..", "examples", "snippets");

/** Fence language -> file, in the order the Registry shows them. */
export const SNIPPET_FILES = { typescript: "index.ts", python: "__main__.py", go: "main.go", csharp: "Program.cs", java: "Main.java", yaml: "Pulumi.yaml" } as const;

/**
 * The description followed by the resource's example; the title is the TypeScript file's first
 * comment. A resource with no folder keeps its description (snippets.test.ts requires one for each
 * resource the package ships); a folder must hold every language.
 */
export function withExamples(description: string, slug: string, dir: string = SNIPPETS_DIR): string {
  const folder = join(dir, slug);
  if (!existsSync(folder)) return description;
  const missing = Object.values(SNIPPET_FILES).filter((file) => !existsSync(join(folder, file)));
  if (missing.length > 0) throw new Error(`examples/snippets/${slug}: missing ${missing.join(", ")}; every resource has an example in each language`);
  const read = (file: string) => readFileSync(join(folder, file), "utf8").trim();
  const [first, ...rest] = read(SNIPPET_FILES.typescript).split("\n");
  const title = /^\/\/ (.+)$/.exec(first)?.[1];
  if (!title) throw new Error(`examples/snippets/${slug}/index.ts: the first line must be a comment with the example's title`);
  const code: Record<string, string> = { ...Object.fromEntries(Object.entries(SNIPPET_FILES).map(([language, file]) => [language, read(file)])), typescript: rest.join("\n").trim() };
  const fences = Object.keys(SNIPPET_FILES).map((language) => `\`\`\`${language}\n${code[language]}\n\`\`\``).join("\n");
  return `${description}\n\n{{% examples %}}\n## Example Usage\n{{% example %}}\n### ${title}\n\n${fences}\n{{% /example %}}\n{{% /examples %}}`;
}
