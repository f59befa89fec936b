// The Pulumi Registry's API docs of the package: Pulumi's docs generator (the one the Registry's
// resourcedocsgen carries, built from scripts/toolchain/docsgen) runs over schema.json without an
// error into a scratch folder, writes a page for every resource and function, and each page shows
// its example in each of the Registry's six languages, none of them the generator's placeholder for
// a missing one.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { PackageSpec } from "../../../scripts/schema/pulumi-spec";
import { generateRegistryDocs } from "../../../scripts/toolchain/docsgen";
import { scratchDir } from "../../support/scratch-dir";

const ROOT = resolve(__dirname, "../../..");
/** The languages of the Registry's chooser, by the names its pages use. */
const LANGUAGES = ["typescript", "python", "go", "csharp", "java", "yaml"] as const;
/** What the generator writes for a language an example lacks. */
const PLACEHOLDER = "Coming soon!";

const pageOf = (dir: string, token: string) => join(dir, token.split(":").at(-1)?.toLowerCase() ?? token, "_index.md");

/** The body of each language's tab in a page's "Example Usage" section. */
function exampleTabs(page: string): Map<string, string[]> {
  const start = page.indexOf("## Example Usage");
  const end = page.indexOf("\n## ", start + 1);
  const section = start < 0 ? "" : page.slice(start, end < 0 ? undefined : end);
  const tabs = new Map<string, string[]>();
  for (const match of section.matchAll(/<pulumi-choosable type="language" values="([a-z,]+)">([\s\S]*?)<\/pulumi-choosable>/g)) {
    tabs.set(match[1], [...(tabs.get(match[1]) ?? []), match[2]]);
  }
  return tabs;
}

describe("the Registry's docs generator over schema.json", { timeout: 900_000 }, () => {
  it("writes every resource's and function's page, and each shows its example in all six languages", () => {
    const out = scratchDir("registry-docs");
    const schema = JSON.parse(readFileSync(join(ROOT, "schema.json"), "utf8")) as PackageSpec;
    expect(generateRegistryDocs(join(ROOT, "schema.json"), out)).toMatch(/^\d+ pages$/);

    const tokens = [...Object.keys(schema.resources), ...Object.keys(schema.functions ?? {})];
    expect(tokens.length).toBeGreaterThan(Object.keys(schema.resources).length);
    for (const token of tokens) {
      expect(existsSync(pageOf(out, token)), `${token}'s page`).toBe(true);
      const tabs = exampleTabs(readFileSync(pageOf(out, token), "utf8"));
      for (const language of LANGUAGES) {
        const bodies = tabs.get(language) ?? [];
        expect(bodies.length, `${token}: an example in ${language}`).toBeGreaterThan(0);
        for (const body of bodies) {
          expect(body, `${token}: the ${language} example`).not.toContain(PLACEHOLDER);
          expect(body, `${token}: the ${language} example`).toContain("```");
        }
      }
    }
  });
});
