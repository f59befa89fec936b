// `adpublisher review --preview FILE|- [--events FILE] [--format markdown|json] [--as-of YYYY-MM-DD]`: the PR comment
// of a `pulumi preview --json`. It only reads: the app report and app lookups, no write.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { AdPublisherClient } from "../client";
import { lastSevenDays } from "../review/earnings";
import { policyResultsFromEventLog } from "../review/policy-results";
import { parsePreview } from "../review/preview";
import { buildReview, renderJson, renderMarkdown } from "../review/report";
import { UsageError } from "./flags";

export interface ReviewFlags {
  preview: string;
  /** `pulumi preview --event-log FILE`: the policy results, which --json leaves out. */
  events?: string;
  format: "markdown" | "json";
  asOf: string;
}

export function parseReviewFlags(argv: string[]): ReviewFlags | "help" {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv, strict: true, allowPositionals: false,
      options: { preview: { type: "string" }, events: { type: "string" }, format: { type: "string" }, "as-of": { type: "string" }, help: { type: "boolean", short: "h" } },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message.split("\n")[0]);
  }
  if (values.help) return "help";
  const preview = values.preview as string | undefined;
  if (!preview) throw new UsageError("--preview is required: the output of `pulumi preview --json`, a file or - for stdin");
  const format = (values.format as string | undefined) ?? "markdown";
  if (format !== "markdown" && format !== "json") throw new UsageError(`--format must be markdown or json (got "${format}")`);
  const asOf = (values["as-of"] as string | undefined) ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(asOf))) throw new UsageError(`--as-of must be a date YYYY-MM-DD (got "${asOf}")`);
  return { preview, format, asOf, events: values.events as string | undefined };
}

export async function runReview(flags: ReviewFlags, client: AdPublisherClient, io: { stdout: NodeJS.WritableStream; stdin?: NodeJS.ReadableStream }): Promise<number> {
  const text = flags.preview === "-" ? await readAll(io.stdin ?? process.stdin) : readFileSync(flags.preview, "utf8");
  const { changes } = parsePreview(text, flags.preview === "-" ? "stdin" : flags.preview);
  const policies = flags.events ? policyResultsFromEventLog(readFileSync(flags.events, "utf8")) : [];
  const review = await buildReview(changes, client, lastSevenDays(flags.asOf), policies);
  io.stdout.write(flags.format === "json" ? renderJson(review) : renderMarkdown(review));
  return 0;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString("utf8");
}
