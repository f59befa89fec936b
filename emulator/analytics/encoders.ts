// Analytics job result encodings (`GET jobs/{jobId}`): UTF-16LE tab-separated values with a byte-order mark by
// default, UTF-8 CSV (RFC 4180 quoting and CRLF line ends, no BOM) with csv_format=CSV.
import type { Table } from "./outcome";

export const TSV_CONTENT_TYPE = "text/tab-separated-values;charset=UTF-16LE";
export const CSV_CONTENT_TYPE = "text/csv;charset=utf-8";

/** Tabs and line breaks cannot be escaped in TSV: they become spaces. */
function tsvCell(value: string | number): string {
  return String(value).replace(/[\t\r\n]+/g, " ");
}

function csvCell(value: string | number): string {
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function encodeTsv(table: Table): Buffer {
  const lines = [table.columns, ...table.rows].map((row) => row.map(tsvCell).join("\t"));
  const text = lines.join("\n") + "\n";
  return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
}

export function encodeCsv(table: Table): Buffer {
  const lines = [table.columns, ...table.rows].map((row) => row.map(csvCell).join(","));
  return Buffer.from(lines.join("\r\n") + "\r\n", "utf8");
}
