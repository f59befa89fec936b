// The docs: generated reference pages up to date, descriptions, links that lead somewhere, and
// the shape of the README and the decision records.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readDecisionRecords } from "../../scripts/docs/decisions";
import { generateDocs, REFERENCE_FOLDER } from "../../scripts/docs/generate";
import { descriptionText } from "../../scripts/docs/schema-markdown";
import { anchorsOf, brokenLinks, documentationFiles, headingAnchor, relativeLinks } from "../../scripts/docs/links";

const root = join(__dirname, "../..");
const generated = generateDocs(root);
const STALE = "is stale: run `npm run docs` (or `npm run schema` after a model change) and commit the result";

describe("generated docs (reference pages, decision indexes)", () => {
  it.each([...generated.keys()])("%s is what `npm run docs` writes", (path) => {
    const committed = existsSync(join(root, path)) ? readFileSync(join(root, path), "utf8") : "(missing)";
    expect(committed, `${path} ${STALE}`).toBe(generated.get(path));
  });

  it("has no page in docs/reference that the generator does not write (a removed resource or function)", () => {
    const onDisk = (readdirSync(join(root, REFERENCE_FOLDER), { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath.slice(root.length + 1)}/${entry.name}`);
    expect(onDisk.filter((path) => !generated.has(path)), `docs/reference ${STALE}`).toEqual([]);
  });

  // That each TypeScript name the pages give is exported is test/unit/public-surface.test.ts's part.
  it("documents every resource and function of schema.json", () => {
    const schema = JSON.parse(readFileSync(join(root, "schema.json"), "utf8")) as { resources: object; functions: object };
    const pages = [...generated.keys()].filter((p) => p.startsWith(`${REFERENCE_FOLDER}/`));
    expect(pages.filter((p) => p.includes("/resources/"))).toHaveLength(Object.keys(schema.resources).length);
    expect(pages.filter((p) => p.includes("/functions/"))).toHaveLength(Object.keys(schema.functions).length);
  });
});

describe("descriptions on the reference pages", () => {
  it("keep the Markdown of Pulumi's example shortcodes and code choosers, without the shortcodes", () => {
    const shortcodes = "An app.\n\n{{% examples %}}\n## Example Usage\n{{% example %}}\n### Basic\n\n```typescript\nnew App(\"a\", {});\n```\n{{% /example %}}\n{{% /examples %}}";
    expect(descriptionText(shortcodes)).toBe("An app.\n\n## Example Usage\n### Basic\n\n**TypeScript**\n\n```typescript\nnew App(\"a\", {});\n```");
    const chooser = "A list.\n\n## Example Usage\n\n<!--Start PulumiCodeChooser -->\n```python\nBlockList(\"l\")\n```\n<!--End PulumiCodeChooser -->";
    expect(descriptionText(chooser)).toContain("**Python**\n\n```python\nBlockList(\"l\")\n```");
  });
});

describe("decision records", () => {
  const folder = join(root, "docs/decisions");
  const records = readDecisionRecords(folder);

  it("have unique numbers, a title, and the Context, Decision and Consequence sections", () => {
    const numbers = records.map((r) => r.number);
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i), "two records share a number").toEqual([]);
    for (const record of records) {
      const text = readFileSync(join(folder, record.file), "utf8");
      expect(text.startsWith(`# ${record.number}. `), `${record.file} starts with "# ${record.number}. Title"`).toBe(true);
      for (const heading of ["## Context", "## Decision", "## Consequence"]) expect(text, `${record.file}: ${heading}`).toContain(`\n${heading}\n`);
    }
  });

  // How the benchmark measures is bench/README.md's; a record names no file of bench/ and no
  // measurement log, and its title is not about the benchmark.
  it("are about the product, not the benchmark's internals", () => {
    const aboutTheBench = records.filter((record) => {
      const text = readFileSync(join(folder, record.file), "utf8");
      return /bench/i.test(record.file) || /bench/i.test(record.title) || /\bbench\/[\w.-]/.test(text) || /performance-log/.test(text);
    });
    expect(aboutTheBench.map((record) => record.file), "move it into bench/README.md").toEqual([]);
  });

  it("are all listed in their index, docs/decisions/README.md, and the README keeps no copy of it", () => {
    const index = readFileSync(join(folder, "README.md"), "utf8");
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) expect(index).toContain(`](${record.file}) ${record.title}`);
    expect(readFileSync(join(root, "README.md"), "utf8")).not.toMatch(/\]\(docs\/decisions\/\d{4}-/);
  });
});

describe("links in README.md, docs/ and examples/", () => {
  it("every relative link points to an existing file, and an anchor to an existing heading", () => {
    const files = documentationFiles(root);
    expect(files.length).toBeGreaterThan(10);
    expect(brokenLinks(root, files)).toEqual([]);
  });

  it("every guide page in docs/ is linked from the docs index, docs/README.md", () => {
    const index = relativeLinks(readFileSync(join(root, "docs/README.md"), "utf8")).map((link) => link.split("#")[0]);
    const guides = readdirSync(join(root, "docs")).filter((file) => file.endsWith(".md") && file !== "README.md");
    expect(guides.filter((guide) => !index.includes(guide)), "add a line for each new page to docs/README.md").toEqual([]);
  });

  it("docs/configuration.md's table has every setting of schema.json with its variable", () => {
    const page = readFileSync(join(root, "docs/configuration.md"), "utf8");
    const table = page.slice(page.indexOf("## Settings"), page.indexOf("\n## ", page.indexOf("## Settings") + 3));
    const schema = JSON.parse(readFileSync(join(root, "schema.json"), "utf8")) as { config: { variables: Record<string, unknown> } };
    for (const key of Object.keys(schema.config.variables)) {
      const variable = `ADPUBLISHER_${key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase()}`;
      expect(table, `docs/configuration.md, Settings: a row for adpublisher:${key}`).toMatch(new RegExp(`\\| \`adpublisher:${key}\`[^\\n]*\\| \`${variable}\` \\|`));
    }
  });

  it("the README stays a door: at most 120 lines, details in docs/", () => {
    const lines = readFileSync(join(root, "README.md"), "utf8").trimEnd().split("\n").length;
    expect(lines, "README.md: move details into a docs/ page and link it").toBeLessThanOrEqual(120);
  });

  it("docs/performance.md is for users: at most 120 lines, and no measurement log beside it in docs/", () => {
    const lines = readFileSync(join(root, "docs/performance.md"), "utf8").trimEnd().split("\n").length;
    expect(lines, "docs/performance.md: one table of the latest run; measurements go in commit messages").toBeLessThanOrEqual(120);
    // A measurement log is a page of dated sections; its figures belong in commit messages and bench/results.json.
    const pages = (readdirSync(join(root, "docs"), { recursive: true }) as string[]).filter((path) => path.endsWith(".md"));
    const dated = pages.filter((path) => /^#+ .*\b\d{4}-\d{2}-\d{2}\b/m.test(readFileSync(join(root, "docs", path), "utf8")));
    expect(existsSync(join(root, "docs/performance-log.md")), "docs/performance-log.md").toBe(false);
    expect(dated, "a measurement log (sections headed by a date) does not belong under docs/").toEqual([]);
  });

  it("the README keeps its test command, the one .ci/run runs", () => {
    expect(readFileSync(join(root, ".ci/run"), "utf8")).toMatch(/^npm test$/m);
    expect(readFileSync(join(root, "README.md"), "utf8")).toContain("npm ci && npm test");
  });
});

describe("the link checker", () => {
  it("makes GitHub's anchors, numbering repeated headings", () => {
    expect(headingAnchor("`failed to load checkpoint: EOF` (file backend)")).toBe("failed-to-load-checkpoint-eof-file-backend");
    expect(headingAnchor("Provider plugin: YAML, other languages, import")).toBe("provider-plugin-yaml-other-languages-import");
    expect([...anchorsOf("# A\n## Usage\n```sh\n# not a heading\n```\n## Usage\n")]).toEqual(["a", "usage", "usage-1"]);
  });

  it("reads relative links outside code only", () => {
    const text = "[a](docs/a.md) [b](https://x.y) [c](#top) `[d](no.md)`\n```md\n[e](no.md)\n```\n[f](<g h.md>)";
    expect(relativeLinks(text)).toEqual(["docs/a.md", "#top", "g h.md"]);
  });

  it("reports a missing file and a missing heading", () => {
    const fixture = join(root, "test/unit/fixtures/docs-links");
    expect(brokenLinks(fixture, ["page.md"])).toEqual([
      "page.md: missing.md (no such file missing.md)",
      "page.md: other.md#nowhere (no heading #nowhere)",
      "page.md: #absent (no heading #absent)",
    ]);
  });
});
