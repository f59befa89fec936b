// The index of the decision records (docs/decisions/NNNN-title.md), docs/decisions/README.md: every
// record found there, whoever wrote it, so a new record needs no edit here.
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

/** docs/decisions/README.md: the whole list, with how to add one. */
export function decisionsReadme(records: readonly DecisionRecord[]): string {
  return `# Decision records

Where the service's API documents (or the tools we build on) leave behaviour open, what this project
chose, and why: one short record per choice (context, decision, consequence). A record is never
rewritten to say something else: a new record replaces it and says which. A record is about what
the product does; how the benchmark measures belongs in [bench/README.md](../../bench/README.md).

To add one: \`docs/decisions/NNNN-short-title.md\` with a \`# NNNN. Title\` heading and the sections
\`## Context\`, \`## Decision\` and \`## Consequence\`, then \`npm run docs\` to update this list.

${decisionIndex(records, "")}
`;
}
