// Comments say why in the code's and the API's own terms, for a reader who has the repository and
// nothing else: no issue or finding number, no document the repository does not hold (the design
// notes, the API documents by their file numbers: name the endpoint, field or rule instead), no
// pointer into a measurement log or to a page or decision record that is not there, and every
// module (TypeScript or JavaScript) opens with what it is for.
// Every source and text file of the folders the project writes is read (generated SDKs and
// installed packages are not its prose). Each rule is a predicate with a self-test that shows it
// catching a bad example; the bad examples are assembled at run time, so this file passes its own scan.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "../..");
const FOLDERS = ["provider", "scripts", "emulator", "bench", "test", "policy", "examples", ".ci", "docs"];
const SKIPPED = new Set(["node_modules", "dist", ".venv", "__pycache__"]);
const TEXT = new Set([".ts", ".mts", ".js", ".mjs", ".cjs", ".go", ".py", ".java", ".md", ".yaml", ".yml", ".sh"]);

/** A number of an issue or a review finding. */
const CITATION = /\b(issues?|findings?) (part )?#?\d+/i;

/**
 * A document the repository does not hold: the design and style notes by their file names, and the API
 * documents by their numbers, as seed documents or as the specification (the self-test below shows
 * each form). A random seed (`PROPERTY_SEED`, "replay with its seed") is not one of them.
 */
const UNHELD_DOCUMENT = [
  /\bdesign\.md\b/i,
  /\bstyle\.md\b/i,
  /\bseeds? ?0\d\d\b/i,
  /\bseeds? [1-3]\b/i,
  /\bthe seeds?\b/i,
  /\bseed's\b/i,
  /\bseed section\b/i,
  /(?<=^|[\s("'`])00[0-2](?=$|[\s,):;'"`]|\/00)/,
  /\bthe spec\b/i,
];

/**
 * A pointer into the measurement log, whose figures belong in commit messages and bench/results.json:
 * in a comment, or anywhere in a Markdown page (code may still name the file, e.g. to check it is gone).
 */
const LOG_POINTER = /performance[-_]log/i;
const COMMENT = /^\s*(\/\/|\/?\*|#)|\s\/\/\s|<!--/;

/**
 * What a comment or a page points a reader to must be there: a page under docs/ by its path, a
 * section of it quoted after the path (`docs/reports.md, "The old report names"`: a heading, or a
 * bold paragraph title), a decision record by its number ("decision record 0184", "records
 * 0041-0049"). A pattern (NNNN) is not a pointer.
 */
const DOC_PATH = /\bdocs\/[\w./-]+\.md\b/g;
const DOC_SECTION = /\b(docs\/[\w./-]+\.md), "([^"]+)"/g;
const RECORD = /\b(?:decision(?: records?)?|records?) (\d{4})(?:-(\d{4}))?\b/gi;

/** A module (TypeScript or JavaScript), which must open with a comment saying what it is for. */
const MODULE = /\.(ts|mts|js|mjs|cjs)$/;

function textFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : textFiles(path);
    return entry.isFile() && TEXT.has(extname(entry.name)) ? [path] : [];
  });
}

/** `file:line: text` of every line of `text` that `bad` matches. */
function offending(file: string, text: string, bad: (line: string) => boolean): string[] {
  return text.split("\n").flatMap((line, i) => (bad(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

const citesNumber = (line: string) => CITATION.test(line);
const namesUnheldDocument = (line: string) => UNHELD_DOCUMENT.some((pattern) => pattern.test(line));
const pointsIntoLog = (line: string, prose = false) => LOG_POINTER.test(line) && (prose || COMMENT.test(line));

/** Whether a page has a section of that title: a heading that starts with it, or a bold paragraph title. */
function hasSection(page: string, title: string): boolean {
  return page.split("\n").some((line) => /^#+ /.test(line) && line.replace(/^#+ /, "").startsWith(title)) || page.includes(`**${title}**`);
}

/**
 * The pointers of a line that lead nowhere: docs/ paths whose page `pageAt` does not find, sections
 * the page does not have, record numbers not in `records`.
 */
function deadPointers(line: string, pageAt: (path: string) => string | undefined, records: ReadonlySet<string>): string[] {
  const paths = [...line.matchAll(DOC_PATH)].map((m) => m[0]).filter((path) => !path.includes("NNNN") && pageAt(path) === undefined);
  const sections = [...line.matchAll(DOC_SECTION)].flatMap(([, path, title]) => {
    const page = pageAt(path!);
    return page !== undefined && !hasSection(page, title!) ? [`${path}, "${title}"`] : [];
  });
  const numbers = [...line.matchAll(RECORD)].flatMap((m) => [m[1]!, ...(m[2] ? [m[2]] : [])]).filter((n) => !records.has(n));
  return [...paths, ...sections, ...numbers.map((n) => `decision record ${n}`)];
}

/** Whether a module's first line (after a `#!` line and blank lines) is a `//` or `/**` comment. */
function opensWithComment(text: string): boolean {
  const lines = text.split("\n");
  const first = lines.slice(lines[0]?.startsWith("#!") ? 1 : 0).find((line) => line.trim() !== "");
  return first !== undefined && /^(\/\/|\/\*)/.test(first);
}

const files = FOLDERS.flatMap(textFiles);
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

describe("the project's comments", () => {
  it("read every file of the project's folders", () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it("cite no issue or finding number", () => {
    expect(files.flatMap((file) => offending(file, read(file), citesNumber))).toEqual([]);
  });

  it("name no document the repository does not hold: the endpoint, field or rule instead", () => {
    expect(files.flatMap((file) => offending(file, read(file), namesUnheldDocument))).toEqual([]);
  });

  it("point into no measurement log", () => {
    expect(files.flatMap((file) => offending(file, read(file), (line) => pointsIntoLog(line, file.endsWith(".md"))))).toEqual([]);
  });

  it("point only to pages, sections and decision records that exist", () => {
    const records = new Set(readdirSync(join(ROOT, "docs/decisions")).flatMap((name) => /^(\d{4})-/.exec(name)?.[1] ?? []));
    expect(records.size).toBeGreaterThan(10);
    const pageAt = (path: string) => (existsSync(join(ROOT, path)) ? read(path) : undefined);
    const dead = files.flatMap((file) => {
      const prose = file.endsWith(".md");
      return read(file).split("\n").flatMap((line, i) =>
        prose || COMMENT.test(line) ? deadPointers(line, pageAt, records).map((to) => `${file}:${i + 1}: ${to}`) : []);
    });
    expect(dead).toEqual([]);
  });

  it("open every module of the project's folders with what it is for", () => {
    const modules = files.filter((file) => MODULE.test(file));
    expect(modules.filter((file) => file.startsWith("provider/")).length).toBeGreaterThan(200);
    expect(modules.filter((file) => file.startsWith("emulator/")).length).toBeGreaterThan(50);
    expect(modules.filter((file) => !opensWithComment(read(file)))).toEqual([]);
  });
});

describe("the comment rules catch what they are for", () => {
  // Assembled here, so that this file's own lines hold none of them.
  const seed = "se" + "ed";
  const zero = "0" + "0";

  it("a cited issue or finding number", () => {
    expect(citesNumber(`// see ${"iss" + "ue"} 64`)).toBe(true);
    expect(citesNumber(`// ${"find" + "ing"} #3`)).toBe(true);
    expect(citesNumber("// the issues a retry settles")).toBe(false);
  });

  it("a document the repository does not hold", () => {
    const bad = [
      `// (${"design"}.md, Contracts)`,
      `// the models stay the one source (${"style"}.md, point 2)`,
      `// the uniqueness rule (${seed} ${zero}0, Ad locations restriction 1)`,
      `/** ${seed[0]!.toUpperCase() + seed.slice(1)} ${zero}1 "App report". */`,
      `// ${seed}s ${zero}0-${zero}2`,
      `// as ${seed} 1 says`,
      `// the ${seed} does not show the date format`,
      `// in the ${seed}'s spelling`,
      `// apps (${zero}0 Resources: App)`,
      `// every record per app, ${zero}0)`,
      `// as ${"the"} ${"spec"} says`,
    ];
    expect(bad.filter((line) => !namesUnheldDocument(line))).toEqual([]);
    const good = [
      "// (name, ad_type) is unique per app (the uniqueness rule of ad locations)",
      "// `PATCH /v5/apps/{app_id}` accepts every field but name and platform",
      "// the analytics API's App report, grouped by ad_location",
      "// Replay with PROPERTY_SEED=<n>; the same seed gives the same ids",
      "const MAX_APPS = 10_000; // 1,000 apps, 0.001 USD, HTTP 2.0.0, BLE001",
    ];
    expect(good.filter(namesUnheldDocument)).toEqual([]);
  });

  it("a pointer into the measurement log", () => {
    const log = `docs/${"performance"}-log.md`;
    expect(pointsIntoLog(`// a few kilobytes, read at once (${log}, "The client's answers")`)).toBe(true);
    expect(pointsIntoLog(` * the goal, as measured (${log})`)).toBe(true);
    expect(pointsIntoLog(`const cost = 1; // ${log}`)).toBe(true);
    expect(pointsIntoLog(`See ${log} for the figures.`, true)).toBe(true);
    expect(pointsIntoLog(`expect(existsSync("${log}")).toBe(false);`)).toBe(false);
    expect(pointsIntoLog("// docs/performance.md says what a run costs")).toBe(false);
  });

  it("a pointer that leads nowhere", () => {
    const pages: Record<string, string> = {
      "docs/reference/resources/app.md": "# App\n\n## Inputs\n\n**Names** are stable.\n",
    };
    const pageAt = (path: string) => pages[path];
    const records = new Set(["0041", "0049", "0184"]);
    expect(deadPointers("// adoptId (docs/reference/app.md)", pageAt, records)).toEqual(["docs/reference/app.md"]);
    expect(deadPointers('// (docs/reference/resources/app.md, "Outputs")', pageAt, records)).toEqual(['docs/reference/resources/app.md, "Outputs"']);
    expect(deadPointers("// why: decision record 0140", pageAt, records)).toEqual(["decision record 0140"]);
    expect(deadPointers("// where the API is silent (decision records 0041-0048)", pageAt, records)).toEqual(["decision record 0048"]);
    expect(deadPointers("// adoptId (docs/reference/resources/app.md; decision record 0184)", pageAt, records)).toEqual([]);
    expect(deadPointers('// (docs/reference/resources/app.md, "Inputs"; its "Names")', pageAt, records)).toEqual([]);
    expect(deadPointers('// (docs/reference/resources/app.md, "Names": the rule)', pageAt, records)).toEqual([]);
    expect(deadPointers("// each record (docs/decisions/NNNN-title.md)", pageAt, records)).toEqual([]);
  });

  it("a module that opens with an import", () => {
    expect(opensWithComment('import { z } from "zod";\n// a comment after the imports\n')).toBe(false);
    expect(opensWithComment("\n\nexport const A = 1;\n")).toBe(false);
    expect(opensWithComment("")).toBe(false);
    expect(opensWithComment('// What this module is for.\nimport { z } from "zod";\n')).toBe(true);
    expect(opensWithComment('/**\n * What this module is for.\n */\nimport { z } from "zod";\n')).toBe(true);
    expect(opensWithComment('#!/usr/bin/env node\n// A command.\nimport "./main";\n')).toBe(true);
    expect(opensWithComment('#!/usr/bin/env node\nimport "./main";\n')).toBe(false);
  });
});
