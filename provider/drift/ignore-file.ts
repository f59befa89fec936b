// The drift ignore file in the stack's folder: objects left out of the verdict on purpose, each with
// the reason a person wrote. One entry a line, an id or a name, then `#` and why:
//
//   5f0c1e2a-...            # the launch team's sandbox app, not ours
//   Victory Screen          # A/B test run by the growth team until December
//
// Blank lines and lines that start with `#` are comments. An entry without a reason is refused, so
// that every object left out says why in every report.
export const IGNORE_FILE = ".adpublisher-drift-ignore";

export interface IgnoreEntry {
  /** An id (an app id, `<appId>/<uuid>` or a location's uuid, a list id) or a name (dashboard or resource). */
  match: string;
  reason: string;
  line: number;
}

export class IgnoreFileError extends Error {}

export function parseIgnoreFile(text: string, file = IGNORE_FILE): IgnoreEntry[] {
  const entries: IgnoreEntry[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) return;
    const hash = line.indexOf("#");
    const match = unquote((hash < 0 ? line : line.slice(0, hash)).trim());
    const reason = hash < 0 ? "" : line.slice(hash + 1).trim();
    if (match === "" || reason === "") {
      throw new IgnoreFileError(`${file} line ${index + 1} ("${line}"): write an id or a name, then # and why it is left out (e.g. \`Victory Screen  # the growth team's test\`)`);
    }
    entries.push({ match, reason, line: index + 1 });
  });
  return entries;
}

const unquote = (text: string) => (/^"(.*)"$/.exec(text)?.[1] ?? text);

/** The words an object can be named by in the file: its id, its id's last part, its names with and without quotes. */
export function namesOf(id: string | undefined, ...names: (string | undefined)[]): string[] {
  const found = new Set<string>();
  if (id) {
    found.add(id);
    found.add(id.split("/").pop()!);
  }
  for (const name of names) {
    if (!name) continue;
    found.add(name);
    const quoted = /^"([^"]*)"/.exec(name)?.[1];
    if (quoted) found.add(quoted);
  }
  return [...found];
}

/** The entry that leaves out an object known by `names`, if any. */
export function ignoredBy(entries: readonly IgnoreEntry[], names: readonly string[]): IgnoreEntry | undefined {
  return entries.find((entry) => names.includes(entry.match));
}
