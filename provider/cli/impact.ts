// `adpublisher impact [--days N] [--update N | --commit SHA | --since YYYY-MM-DD] [--resource NAME]
// [--as-of YYYY-MM-DD] [--format markdown|json] [--chart DIR] [--stack NAME] [--history DIR]`, in a stack's folder: what the stack's
// applied changes did to the money. Everything it is given, and the stack's history, is checked
// before the first report call: bad input is one line and exit 2. It only reads.
import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { AdPublisherClient } from "../client";
import { appliedChanges, locationsPerApp } from "../impact/changes";
import { writeCharts } from "../impact/chart";
import { measure } from "../impact/measure";
import { renderImpactJson, renderImpactMarkdown } from "../impact/render";
import { StackHistoryError, stackUpdates } from "../impact/stack-history";
import { PulumiJsonError } from "../pulumi-json/parse";
import { addDays, dayStart, FIRST_DAY, isIsoDate, isoDay, MAX_DAYS } from "../impact/windows";
import { UsageError } from "./flags";

/** Without --update or --since: the changes of the last 30 days before the as-of day. */
export const DEFAULT_LOOKBACK_DAYS = 30;

export interface ImpactFlags {
  days: number;
  update?: number;
  /** The update that deployed this commit (a merged pull request's). */
  commit?: string;
  since?: string;
  resource?: string;
  /** Epoch ms: the moment windows are judged complete at. */
  asOf: number;
  format: "markdown" | "json";
  chart?: string;
  stack?: string;
  /** A copy of a DIY bucket backend's history folder for the stack. */
  history?: string;
  cwd: string;
}

function date(flag: string, value: string): string {
  if (!isIsoDate(value)) throw new UsageError(`${flag} must be a date YYYY-MM-DD (got "${value}")`);
  return value;
}

export function parseImpactFlags(argv: string[], cwd = process.cwd()): ImpactFlags | "help" {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv, strict: true, allowPositionals: false,
      options: {
        days: { type: "string" }, update: { type: "string" }, commit: { type: "string" }, history: { type: "string" }, since: { type: "string" }, resource: { type: "string" }, "as-of": { type: "string" },
        format: { type: "string" }, chart: { type: "string" }, stack: { type: "string" }, cwd: { type: "string" }, help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message.split("\n")[0]);
  }
  if (values.help) return "help";
  const text = (name: string) => values[name] as string | undefined;
  const days = text("days") ?? "7";
  if (!/^\d+$/.test(days) || Number(days) < 1 || Number(days) > MAX_DAYS) throw new UsageError(`--days must be a whole number of days from 1 to ${MAX_DAYS} (got "${days}")`);
  const update = text("update");
  if (update !== undefined && !/^[1-9]\d*$/.test(update)) throw new UsageError(`--update must be an update number as \`pulumi stack history\` counts them, 1 or more (got "${update}")`);
  const commit = text("commit");
  if (commit !== undefined && !/^[0-9a-f]{7,40}$/i.test(commit)) throw new UsageError(`--commit must be a commit id, 7 to 40 hex digits (got "${commit}")`);
  if ([update, commit, text("since")].filter((v) => v !== undefined).length > 1) throw new UsageError("--update, --commit and --since each choose the updates: give one");
  const history = text("history");
  if (history !== undefined && !(existsSync(history) && statSync(history).isDirectory())) throw new UsageError(`--history must be a folder holding the stack's <stack>-<time>.history.json files (${history} is not a folder)`);
  const format = text("format") ?? "markdown";
  if (format !== "markdown" && format !== "json") throw new UsageError(`--format must be markdown or json (got "${format}")`);
  const asOf = text("as-of");
  const chart = text("chart");
  if (chart !== undefined && existsSync(chart) && !statSync(chart).isDirectory()) throw new UsageError(`--chart must name a folder (${chart} is a file)`);
  const folder = resolve(text("cwd") ?? cwd);
  return {
    days: Number(days), update: update === undefined ? undefined : Number(update), since: text("since") === undefined ? undefined : date("--since", text("since")!),
    resource: text("resource"), asOf: asOf === undefined ? Date.now() : dayStart(date("--as-of", asOf)), format: format as "markdown" | "json",
    chart, stack: text("stack"), cwd: folder, commit: commit?.toLowerCase(), history,
  };
}

/** A history the command cannot read is bad input (exit 2), named. */
function historyError(error: unknown): unknown {
  return error instanceof StackHistoryError || error instanceof PulumiJsonError ? new UsageError(`the stack's history: ${error.message}`) : error;
}

export async function runImpact(flags: ImpactFlags, client: () => AdPublisherClient, io: { stdout: NodeJS.WritableStream; env: NodeJS.ProcessEnv }): Promise<number> {
  if (!["Pulumi.yaml", "Pulumi.yml"].some((f) => existsSync(join(flags.cwd, f)))) {
    throw new UsageError(`${flags.cwd} is not a stack folder: it has no Pulumi.yaml (run \`adpublisher impact\` where you run \`pulumi up\`)`);
  }
  let history;
  try {
    history = await stackUpdates({ cwd: flags.cwd, env: io.env, stack: flags.stack, historyDir: flags.history });
  } catch (error) {
    throw historyError(error);
  }
  const { stack, updates } = history;
  const since = flags.since ?? addDays(isoDay(flags.asOf), -DEFAULT_LOOKBACK_DAYS);
  const applying = updates.filter((u) => u.kind === "update");
  if (flags.update !== undefined && !applying.some((u) => u.version === flags.update)) {
    const numbers = applying.map((u) => u.version);
    throw new UsageError(`--update ${flags.update}: stack ${stack} has no such update${numbers.length > 0 ? ` (its updates: ${numbers.join(", ")})` : " (it has no update yet)"}`);
  }
  if (flags.commit !== undefined && !applying.some((u) => u.commit?.startsWith(flags.commit!))) {
    throw new UsageError(`--commit ${flags.commit}: no update of stack ${stack} deployed that commit (the CLI records it when \`pulumi up\` runs in a Git clone)`);
  }
  const range = flags.update !== undefined ? `update ${flags.update}` : flags.commit !== undefined ? `update of commit ${flags.commit}` : `updates since ${since}`;
  const selected = (u: { version: number; endTime: number; commit?: string }) =>
    flags.update !== undefined ? u.version === flags.update : flags.commit !== undefined ? u.commit?.startsWith(flags.commit) === true : u.endTime >= dayStart(since);
  let changes;
  try {
    changes = await appliedChanges(updates, selected);
  } catch (error) {
    throw historyError(error);
  }
  if (changes.length === 0) throw new UsageError(`no applied change to an existing object in stack ${stack}'s ${range}${flags.update === undefined && flags.commit === undefined ? " (--since, --update or --commit chooses others)" : ""}`);
  if (flags.resource !== undefined) {
    const names = [...new Set(changes.map((c) => c.resource))];
    changes = changes.filter((c) => c.resource === flags.resource);
    if (changes.length === 0) throw new UsageError(`--resource ${flags.resource}: no change to a resource of that name in stack ${stack}'s ${range} (changed: ${names.join(", ")})`);
  }
  const earliest = changes.map((c) => isoDay(c.at)).sort()[0];
  if (addDays(earliest, -flags.days) < FIRST_DAY.app) throw new UsageError(`--days ${flags.days}: the window before a change of ${earliest} would start before ${FIRST_DAY.app}, the analytics API's first day of data`);
  const latest = updates.filter((u) => u.resources).pop();
  const impact = await measure({ stack, changes, days: flags.days, asOf: flags.asOf, locationsPerApp: locationsPerApp(latest?.resources ? await latest.resources() : []) }, client());
  const charts = flags.chart !== undefined ? writeCharts(impact.changes, flags.chart) : [];
  io.stdout.write(flags.format === "json" ? renderImpactJson(impact, charts) : renderImpactMarkdown(impact, charts));
  return 0;
}
