// A report's summary: the row count and the totals of its additive metrics. This is what a
// program should export or compare, not the rows (see docs/reports.md).

export interface ReportSummary {
  /** Rows returned. */
  rows: number;
  /**
   * Sum per additive metric (impressions, money, installs...). Ratios and per-mille figures (ecpm,
   * ctr, cpcv, rates) are left out: their sum means nothing. Money is rounded to cents.
   */
  totals: Record<string, number>;
}

const RATIO = /(ecpm|ctr|cpcv|rate)/i;

/** Totals of `metrics` (or of every numeric field when none is given). */
export function summarise(rows: readonly object[], metrics?: readonly string[]): ReportSummary {
  const totals: Record<string, number> = {};
  for (const row of rows) {
    for (const [name, raw] of Object.entries(row)) {
      if (metrics ? !metrics.includes(name) : typeof raw !== "number") continue;
      if (RATIO.test(name)) continue;
      const value = typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : Number.NaN;
      if (!Number.isFinite(value)) continue;
      totals[name] = (totals[name] ?? 0) + value;
    }
  }
  for (const name of Object.keys(totals)) totals[name] = Math.round(totals[name] * 100) / 100;
  return { rows: rows.length, totals };
}
