// Each resource's and function's examples in schema.json: the programs of examples/snippets/<slug>, in
// TypeScript, Python, Go, C#, Java and Pulumi YAML, appended to its description in the format the Pulumi
// Registry and the SDK generators read ({{% examples %}} / {{% example %}} with fenced code).
// test/service/sdk/snippets.test.ts type-checks every file, so an example cannot rot.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { functionName } from "../../provider/functions/data-source";
import { kebab } from "./type-names";

export const SNIPPETS_DIR = join(__dirname, "..", "..", "examples", "snippets");

/** Fence language -> file, in the order the Registry shows them. */
export const SNIPPET_FILES = { typescript: "index.ts", python: "__main__.py", go: "main.go", csharp: "Program.cs", java: "Main.java", yaml: "Pulumi.yaml" } as const;

export type SnippetLanguage = keyof typeof SNIPPET_FILES;

/** A function's folder: its name in kebab case (`adpublisher:index:getAppReport` -> `get-app-report`). */
export const functionSlug = (token: string): string => kebab(functionName(token));

export interface Example {
  /** The TypeScript file's first comment. */
  readonly title: string;
  /** Each language's program, trimmed; TypeScript without its title comment. */
  readonly code: Readonly<Record<SnippetLanguage, string>>;
}

/** The example of examples/snippets/<slug>, or undefined when there is no folder; a folder must hold every language. */
export function readExample(slug: string, dir: string = SNIPPETS_DIR): Example | undefined {
  const folder = join(dir, slug);
  if (!existsSync(folder)) return undefined;
  const missing = Object.values(SNIPPET_FILES).filter((file) => !existsSync(join(folder, file)));
  if (missing.length > 0) throw new Error(`examples/snippets/${slug}: missing ${missing.join(", ")}; every example is in each language`);
  const read = (file: string) => readFileSync(join(folder, file), "utf8").trim();
  const [first, ...rest] = read(SNIPPET_FILES.typescript).split("\n");
  const title = /^\/\/ (.+)$/.exec(first)?.[1];
  if (!title) throw new Error(`examples/snippets/${slug}/index.ts: the first line must be a comment with the example's title`);
  const code = Object.fromEntries(Object.entries(SNIPPET_FILES).map(([language, file]) => [language, read(file)])) as Record<SnippetLanguage, string>;
  return { title, code: { ...code, typescript: rest.join("\n").trim() } };
}

/** One language's program as a fenced block, the form the Registry's pages and the SDK generators read. */
export const fence = (language: string, code: string): string => `\`\`\`${language}\n${code}\n\`\`\``;

/**
 * The description followed by the example of examples/snippets/<slug>. Without a folder the
 * description stays as it is (snippets.test.ts requires one for each resource and current function).
 */
export function withExamples(description: string, slug: string, dir: string = SNIPPETS_DIR): string {
  const example = readExample(slug, dir);
  if (!example) return description;
  return `${description}\n\n{{% examples %}}\n## Example Usage\n{{% example %}}\n### ${example.title}\n\n${Object.entries(example.code).map(([language, code]) => fence(language, code)).join("\n")}\n{{% /example %}}\n{{% /examples %}}`;
}
