// `--chart DIR`: one SVG per changed object, daily earnings and eCPM across both windows with the
// change marked, drawn by ECharts' server-side renderer (no browser). ECharts is loaded only when
// a chart is asked for.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { MeasuredChange } from "./measure";

type ECharts = typeof import("echarts");

/** A file name from a resource name and the first day of its change: letters, digits, - and _ only. */
function fileName(change: MeasuredChange): string {
  return `${change.resource.replace(/[^A-Za-z0-9_-]+/g, "_")}-${change.appliedAt[0].slice(0, 10)}.svg`;
}

/** The chart of one change as SVG text; undefined when no day of either window is whole yet. */
export function chartSvg(change: MeasuredChange, echarts: ECharts = require("echarts") as ECharts): string | undefined {
  if (change.daily.length === 0) return undefined;
  const first = change.appliedAt[0].slice(0, 10);
  const last = change.appliedAt[change.appliedAt.length - 1].slice(0, 10);
  // The days between the windows (the day of the change, and those between changes reported together) show as a gap.
  const days: string[] = [];
  for (let at = Date.parse(change.before.from); at <= Date.parse(change.after.to); at += 86_400_000) days.push(new Date(at).toISOString().slice(0, 10));
  const byDay = new Map(change.daily.map((p) => [p.date, p]));
  const series = (pick: (p: (typeof change.daily)[number]) => number) => days.map((d) => (byDay.has(d) ? pick(byDay.get(d)!) : null));
  const changed = first === last ? first : `${first} to ${last}`;
  const chart = echarts.init(null, null, { renderer: "svg", ssr: true, width: 900, height: 420 });
  try {
    chart.setOption({
      animation: false,
      title: {
        text: `${change.name} - ${change.resource}`,
        subtext: `before ${change.before.from} to ${change.before.to} | changed ${changed} | after ${change.after.from} to ${change.after.to} (UTC)`,
        left: "center",
      },
      legend: { top: 52, data: ["Earnings (USD)", "eCPM (USD)"] },
      grid: { top: 90, left: 70, right: 70, bottom: 50 },
      xAxis: { type: "category", data: days, axisLabel: { rotate: 45 } },
      yAxis: [{ type: "value", name: "Earnings (USD)" }, { type: "value", name: "eCPM (USD)" }],
      series: [
        {
          name: "Earnings (USD)", type: "line", data: series((p) => p.earnings), showSymbol: true, symbol: "circle", connectNulls: false,
          label: { show: true, position: "top", fontSize: 9, formatter: ({ value }: { value: unknown }) => (typeof value === "number" ? value.toFixed(2) : "") },
          markLine: {
            symbol: "none", silent: true, lineStyle: { type: "dashed", color: "#c23531" },
            data: [first, ...(last === first ? [] : [last])].map((day) => ({ xAxis: day, label: { formatter: `change ${day}` } })),
          },
        },
        { name: "eCPM (USD)", type: "line", yAxisIndex: 1, data: series((p) => p.ecpm), showSymbol: true, symbol: "diamond", connectNulls: false },
      ],
    });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

/** Writes one SVG per change that has a whole day; the paths, in the order of `changes`. */
export function writeCharts(changes: readonly MeasuredChange[], dir: string): (string | undefined)[] {
  mkdirSync(dir, { recursive: true });
  const echarts = require("echarts") as ECharts;
  return changes.map((change) => {
    const svg = chartSvg(change, echarts);
    if (svg === undefined) return undefined;
    const path = join(dir, fileName(change));
    writeFileSync(path, svg);
    return path;
  });
}
