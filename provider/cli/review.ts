// `adpublisher review --preview FILE|- [--events FILE] [--format markdown|json] [--as-of YYYY-MM-DD]
// [--approval-over AMOUNT|PERCENT% [--percent-of app|account]]`: the PR comment of a
// `pulumi preview --json`. It only reads: the app report and app lookups, no write. Exit 3 when
// the change puts more than the approval threshold at stake (the comment's first line says so).
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { AdPublisherClient } from "../client";
import { accountEarnings, lastSevenDays } from "../review/earnings";
import { judge, parseThreshold, type Threshold, ThresholdError } from "../review/guardrail";
import { policyResultsFromEventLog } from "../review/policy-results";
import { PulumiJsonError } from "../pulumi-json/parse";
import { parsePreview } from "../review/preview";
import { buildReview, renderJson, renderMarkdown, type PolicyResult } from "../review/report";
import { UsageError } from "./flags";

/** The exit code of a change that needs a named reviewer's approval: apart from 1 (a failed call) and 2 (bad input). */
export const APPROVAL_REQUIRED_EXIT = 3;

export interface ReviewFlags {
  preview: string;
  /** `pulumi preview --event-log FILE`: the policy results, which --json leaves out. */
  events?: string;
  format: "markdown" | "json";
  asOf: string;
  approvalOver?: Threshold;
}

export function parseReviewFlags(argv: string[]): ReviewFlags | "help" {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv, strict: true, allowPositionals: false,
      options: {
        preview: { type: "string" }, events: { type: "string" }, format: { type: "string" }, "as-of": { type: "string" },
        "approval-over": { type: "string" }, "percent-of": { type: "string" }, help: { type: "boolean", short: "h" },
      },
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
  const of = (values["percent-of"] as string | undefined) ?? "app";
  if (of !== "app" && of !== "account") throw new UsageError(`--percent-of must be app or account (got "${of}")`);
  const over = values["approval-over"] as string | undefined;
  if (values["percent-of"] !== undefined && !over?.trim().endsWith("%")) throw new UsageError("--percent-of goes with a percent --approval-over (e.g. --approval-over 10% --percent-of account)");
  let approvalOver: Threshold | undefined;
  try {
    approvalOver = over === undefined ? undefined : parseThreshold(over, of);
  } catch (error) {
    if (error instanceof ThresholdError) throw new UsageError(error.message);
    throw error;
  }
  return { preview, format, asOf, events: values.events as string | undefined, approvalOver };
}

export async function runReview(flags: ReviewFlags, client: AdPublisherClient, io: { stdout: NodeJS.WritableStream; stdin?: NodeJS.ReadableStream }): Promise<number> {
  // The files are read and parsed before any call: a missing or wrong one is bad input (exit 2).
  const text = flags.preview === "-" ? await readAll(io.stdin ?? process.stdin) : readInput("--preview", flags.preview);
  let changes;
  let policies: PolicyResult[];
  try {
    ({ changes } = parsePreview(text, flags.preview === "-" ? "stdin" : flags.preview));
    policies = flags.events ? policyResultsFromEventLog(readInput("--events", flags.events), flags.events) : [];
  } catch (error) {
    if (error instanceof PulumiJsonError) throw new UsageError(error.message);
    throw error;
  }
  const period = lastSevenDays(flags.asOf);
  const review = await buildReview(changes, client, period, policies);
  const threshold = flags.approvalOver;
  if (threshold) {
    const account = threshold.kind === "percent" && threshold.of === "account" ? await accountEarnings(client, period) : undefined;
    review.guardrail = judge(review.apps, threshold, account);
  }
  io.stdout.write(flags.format === "json" ? renderJson(review) : renderMarkdown(review));
  return review.guardrail?.approvalRequired ? APPROVAL_REQUIRED_EXIT : 0;
}

function readInput(flag: string, file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    throw new UsageError(`${flag} ${file}: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message}`);
  }
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString("utf8");
}
