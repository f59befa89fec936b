// Comments say why in the code's own terms: a number of an issue or a review finding means nothing
// to a reader of the repository, who cannot look it up. Every source and text file of the folders
// the project writes is read (generated SDKs and installed packages are not its prose).
import { readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "../..");
const FOLDERS = ["provider", "scripts", "emulator", "bench", "test", "policy", "examples", ".ci"];
const SKIPPED = new Set(["node_modules", "dist", ".venv", "__pycache__"]);
const TEXT = new Set([".ts", ".mts", ".js", ".mjs", ".cjs", ".go", ".py", ".java", ".md", ".yaml", ".yml", ".sh"]);
const CITATION = /\b(issues?|findings?) (part )?#?\d+/i;

function textFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : textFiles(path);
    return entry.isFile() && TEXT.has(extname(entry.name)) ? [path] : [];
  });
}

describe("the project's comments", () => {
  it("cite no issue or finding number", () => {
    const files = FOLDERS.flatMap(textFiles);
    expect(files.length).toBeGreaterThan(300);
    const cited = files.flatMap((file) =>
      readFileSync(join(ROOT, file), "utf8").split("\n").flatMap((line, i) => (CITATION.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(cited).toEqual([]);
  });
});
