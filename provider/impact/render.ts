// The impact as a pull request comment (Markdown, with a Mermaid chart GitHub draws) or as JSON.
import { showKnownName } from "../review/names";
import type { Metrics } from "./figures";
import { MIN_IMPRESSIONS, type Comparison, type DayPoint, type Impact, type MeasuredChange, type WindowFigures } from "./measure";

/** The comment's last line, unseen when rendered: how a pipeline finds the one comment to update. */
export const IMPACT_MARKER = "<!-- adpublisher impact -->";

const usd = (value: number) => `$${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const count = (value: number) => Math.round(value).toLocaleString("en-US");
const ROWS: { key: keyof Metrics; label: string; show: (value: number) => string }[] = [
  { key: "impressions", label: "Impressions", show: count },
  { key: "ecpm", label: "eCPM", show: usd },
  { key: "earnings", label: "Earnings", show: usd },
  { key: "clicks", label: "Clicks", show: count },
  { key: "ctr", label: "CTR", show: (v) => `${v.toFixed(2)}%` },
  { key: "installs", label: "Installs", show: count },
  { key: "videoCompleted", label: "Completed videos", show: count },
];

const windowTitle = (label: string, w: WindowFigures) => `${label} ${w.from} to ${w.to}${w.completeDays < w.days ? ` (${w.completeDays} of ${w.days} days so far)` : ""}`;

function signed(value: number, show: (v: number) => string): string {
  return value < 0 ? `-${show(-value)}` : `+${show(value)}`;
}

function differenceCell(comparison: Comparison | null, key: keyof Metrics, show: (v: number) => string): string {
  if (!comparison) return "n/a";
  const percent = comparison.percent[key];
  return `${signed(comparison.difference[key], show)}${percent === undefined ? "" : ` (${percent > 0 ? "+" : ""}${percent}%)`}`;
}

function table(before: WindowFigures, after: WindowFigures, comparison: Comparison | null): string[] {
  const out = [`| | ${windowTitle("Before", before)} | ${windowTitle("After", after)} | Difference${comparison?.basis === "per day" ? " (per day)" : ""} |`, "|---|---:|---:|---:|"];
  for (const { key, label, show } of ROWS) {
    out.push(`| ${label} | ${before.figures ? show(before.figures[key]) : "no data"} | ${after.figures ? show(after.figures[key]) : "no data"} | ${differenceCell(comparison, key, show)} |`);
  }
  return out;
}

/** Mermaid labels are quoted text: no double quotes inside. */
const label = (text: string) => text.replace(/"/g, "'");

/** Two Mermaid xycharts (daily earnings, daily eCPM) over both windows; the x axis counts days from the change. */
export function mermaidCharts(change: MeasuredChange): string[] {
  if (change.daily.length === 0) return [];
  const changeDay = change.appliedAt[0].slice(0, 10);
  const lastChangeDay = change.appliedAt[change.appliedAt.length - 1].slice(0, 10);
  const axis = change.daily.map((p: DayPoint) => {
    const from = p.window === "before" ? changeDay : lastChangeDay;
    const offset = Math.round((Date.parse(p.date) - Date.parse(from)) / 86_400_000);
    return `"${offset > 0 ? "+" : ""}${offset}"`;
  });
  const dates = `before ${change.before.from}..${change.before.to}, changed ${changeDay === lastChangeDay ? changeDay : `${changeDay}..${lastChangeDay}`}, after ${change.after.from}..${change.after.to}`;
  const chart = (what: string, unit: string, values: number[]) => [
    "```mermaid", "xychart-beta",
    `  title "${label(`${change.name}: daily ${what} (${dates})`)}"`,
    `  x-axis "days from the change" [${axis.join(", ")}]`,
    `  y-axis "${unit}"`,
    `  line [${values.map((v) => String(v)).join(", ")}]`,
    "```",
  ];
  return [...chart("earnings", "USD", change.daily.map((p) => p.earnings)), "", ...chart("eCPM", "USD per 1,000 impressions", change.daily.map((p) => p.ecpm))];
}

function section(change: MeasuredChange, svg: string | undefined): string[] {
  const updates = change.updates.length > 1 ? `Updates ${change.updates.join(", ")}` : `Update ${change.updates[0]}`;
  const when = change.appliedAt.map((at) => `${at.slice(0, 16).replace("T", " ")} UTC`).join(", ");
  const out = [`### ${showKnownName(change)} \`${change.resource}\``, "", `${updates}, applied ${when}:`, ""];
  for (const line of change.lines) out.push(`- ${line}`);
  out.push("");
  if (change.before.figures || change.after.figures || change.daily.length > 0) out.push(...table(change.before, change.after, change.comparison), "");
  if (change.countries && change.countries.length > 0) {
    out.push("By country (the app-by-country report, UTC days):", "");
    out.push("| Country | Impressions before | after | eCPM before | after | Earnings before | after |", "|---|---:|---:|---:|---:|---:|---:|");
    for (const c of change.countries) {
      const f = (w: WindowFigures, key: keyof Metrics, show: (v: number) => string) => (w.figures ? show(w.figures[key]) : "no data");
      const name = c.country === "default" ? "default (every other country)" : c.country;
      out.push(`| ${name} | ${f(c.before, "impressions", count)} | ${f(c.after, "impressions", count)} | ${f(c.before, "ecpm", usd)} | ${f(c.after, "ecpm", usd)} | ${f(c.before, "earnings", usd)} | ${f(c.after, "earnings", usd)} |`);
    }
    out.push("");
  }
  for (const note of change.notes) out.push(`> ${note}`);
  if (change.notes.length > 0) out.push("");
  const charts_ = mermaidCharts(change);
  if (charts_.length > 0) out.push(...charts_, "");
  if (svg) out.push(`Chart: \`${svg}\``, "");
  return out;
}

/** `charts`: the SVG file written for each change, in the order of `impact.changes`. */
export function renderImpactMarkdown(impact: Impact, charts: readonly (string | undefined)[] = []): string {
  const out = [`## adpublisher impact: ${impact.stack}`, ""];
  out.push(
    `What the stack's applied changes did: the ${impact.days} whole UTC days before each change and the ${impact.days} after (the day of the change is in neither), from the analytics API's app report by ad location, as of ${impact.asOf.slice(0, 16).replace("T", " ")} UTC. ` +
    `A difference with fewer than ${MIN_IMPRESSIONS.toLocaleString("en-US")} impressions in a window is said to mean nothing.`,
    "",
  );
  if (impact.changes.length === 0) out.push("No applied change to apps, ad locations or monetization settings in the chosen updates.", "");
  for (const [index, change] of impact.changes.entries()) out.push(...section(change, charts[index]));
  out.push(IMPACT_MARKER);
  return `${out.join("\n").trimEnd()}\n`;
}

export function renderImpactJson(impact: Impact, charts: readonly (string | undefined)[] = []): string {
  const changes = impact.changes.map((change, index) => (charts[index] ? { ...change, chart: charts[index] } : change));
  return `${JSON.stringify({ ...impact, changes }, null, 2)}\n`;
}
