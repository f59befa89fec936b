// What an emulated report request turns into (JSON rows now, a queued job, or a 400), and the
// table a job result is encoded from.
import type { FieldErrors } from "./params";

export type Row = Record<string, string | number>;

/** A job result before encoding: header line and rows of cells. */
export interface Table {
  columns: string[];
  rows: (string | number)[][];
}

/** What a report request turns into: JSON rows now, a queued job, or a 400. */
export type ReportOutcome =
  | { kind: "rows"; rows: Row[] }
  | { kind: "job"; table: Table; csvOnly?: boolean }
  | { kind: "invalid"; errors: FieldErrors };

/** Columns in the first row's field order (every row of a report has the same fields). */
export function rowsToTable(rows: Row[], columnsIfEmpty: string[]): Table {
  const columns = rows.length > 0 ? Object.keys(rows[0]) : columnsIfEmpty;
  return { columns, rows: rows.map((row) => columns.map((c) => row[c] ?? "")) };
}

/** Stable sort by the `dt` field: rows of one day stay in app order. */
export function sortByDate(rows: Row[]): void {
  rows.sort((a, b) => (a.dt === b.dt ? 0 : String(a.dt) < String(b.dt) ? -1 : 1));
}
