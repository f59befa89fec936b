// Relative links in Markdown that point nowhere: a file that does not exist, or a `#heading` that
// the target Markdown file does not have (GitHub's anchors). The README is a door into docs/, so a
// moved page must not leave a dead link behind.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** Markdown without its fenced code blocks and inline code spans, where `[x](y)` is not a link. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "");
}

/** The anchors of a Markdown file's headings, with GitHub's `-1`, `-2` suffixes for repeats. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const noFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
  for (const match of noFences.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = headingAnchor(match[1]);
    const count = seen.get(base) ?? 0;
    anchors.add(count === 0 ? base : `${base}-${count}`);
    seen.set(base, count + 1);
  }
  return anchors;
}

/** The relative link targets of a Markdown text (external and mail links left out). */
export function relativeLinks(markdown: string): string[] {
  const links = withoutCode(markdown).matchAll(/\]\(\s*(?:<([^>\n]+)>|([^)\s]+))(?:\s+"[^"]*")?\s*\)/g);
  const targets = [...links].map((m) => m[1] ?? m[2]);
  return targets.filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t));
}

/** Every broken relative link of the given Markdown files (paths relative to `root`), as `file: target (why)`. */
export function brokenLinks(root: string, files: readonly string[]): string[] {
  const broken: string[] = [];
  for (const file of files) {
    const source = readFileSync(join(root, file), "utf8");
    for (const target of relativeLinks(source)) {
      const [pathPart, anchor] = target.split("#", 2) as [string, string | undefined];
      const path = pathPart === "" ? join(root, file) : resolve(dirname(join(root, file)), decodeURI(pathPart));
      if (!existsSync(path)) {
        broken.push(`${file}: ${target} (no such file ${relative(root, path)})`);
        continue;
      }
      if (anchor === undefined || !path.endsWith(".md") || statSync(path).isDirectory()) continue;
      if (!anchorsOf(readFileSync(path, "utf8")).has(anchor)) broken.push(`${file}: ${target} (no heading #${anchor})`);
    }
  }
  return broken;
}

/** README.md and every Markdown file under docs/ and examples/, relative to `root`. */
export function documentationFiles(root: string): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) return entry.name === "node_modules" ? [] : walk(path);
      return entry.name.endsWith(".md") ? [path] : [];
    });
  return ["README.md", ...walk("docs"), ...walk("examples")];
}
