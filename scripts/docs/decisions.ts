// The index of the decision records (docs/decisions/NNNN-title.md): every record found there,
// whoever wrote it, so a new record needs no edit here (the README's "Behaviour where the
// API docs are silent" section is a short index of them).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface DecisionRecord {
  /** `0001`, as in the file name. */
  readonly number: string;
  /** The file name inside docs/decisions/. */
  readonly file: string;
  /** The record's `# NNNN. Title` heading without the number. */
  readonly title: string;
}

const RECORD_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;

/** Every record in `folder`, in number order; a record without a `# ` heading is an error naming it. */
export function readDecisionRecords(folder: string): DecisionRecord[] {
  return readdirSync(folder)
    .filter((file) => RECORD_FILE.test(file))
    .sort()
    .map((file) => {
      const heading = readFileSync(join(folder, file), "utf8").match(/^# (.+)$/m);
      if (!heading) throw new Error(`docs/decisions/${file}: a decision record starts with a "# NNNN. Title" heading`);
      const number = file.slice(0, 4);
      return { number, file, title: heading[1].replace(/^\d{4}\.?\s*/, "").trim() };
    });
}

/** One Markdown list line per record, links relative to `linkBase` (e.g. `docs/decisions/`). */
export function decisionIndex(records: readonly DecisionRecord[], linkBase: string): string {
  return records.map((r) => `- [${r.number}](${linkBase}${r.file}) ${r.title}`).join("\n");
}

/** Two records per row: the README's index stays short however many records there are. */
export function decisionTable(records: readonly DecisionRecord[], linkBase: string): string {
  const cell = (r: DecisionRecord | undefined) => (r ? `[${r.number}](${linkBase}${r.file}) ${r.title.replace(/\|/g, "\\|")}` : "");
  const rows: string[] = [];
  for (let i = 0; i < records.length; i += 2) rows.push(`| ${cell(records[i])} | ${cell(records[i + 1])} |`);
  return ["| | |", "| --- | --- |", ...rows].join("\n");
}

/** docs/decisions/README.md: the whole list, with how to add one. */
export function decisionsReadme(records: readonly DecisionRecord[]): string {
  return `# Decision records

Where the service's API documents (or the tools we build on) leave behaviour open, what this project
chose, and why: one short record per choice (context, decision, consequence). A record is never
rewritten to say something else: a new record replaces it and says which.

To add one: \`docs/decisions/NNNN-short-title.md\` with a \`# NNNN. Title\` heading and the sections
\`## Context\`, \`## Decision\` and \`## Consequence\`, then \`npm run docs\` to update this list and the
README's.

${decisionIndex(records, "")}
`;
}

const START = /<!-- decisions:start[^>]*-->/;
const END = "<!-- decisions:end -->";

/** `readme` with the list between its decisions markers replaced by the index of `records`. */
export function withDecisionIndex(readme: string, records: readonly DecisionRecord[]): string {
  const start = readme.match(START);
  const end = readme.indexOf(END);
  if (!start || start.index === undefined || end < start.index) {
    throw new Error(`README.md: the decisions markers are missing (<!-- decisions:start --> ... ${END})`);
  }
  const head = readme.slice(0, start.index + start[0].length);
  return `${head}\n${decisionTable(records, "docs/decisions/")}\n${readme.slice(end)}`;
}
