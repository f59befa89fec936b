// Row writers for the command line: table (for a person), csv (RFC 4180), json (an array).
// Each writes as rows arrive, so an install export is never held whole; the table holds only its
// first rows, to size its columns.
import type { Writable } from "node:stream";
import { put } from "./closed-output";
import type { OutputFormat } from "./flags";

export interface RowWriter {
  write(row: object): Promise<void>;
  end(): Promise<void>;
}

const TABLE_SAMPLE = 200;

function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

function csvCell(value: unknown): string {
  const text = cell(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const field = (row: object, name: string): unknown => Reflect.get(row, name);

export function rowWriter(format: OutputFormat, out: Writable): RowWriter {
  if (format === "csv") return csvWriter(out);
  if (format === "json") {
    let count = 0;
    return {
      write: async (row) => put(out, `${count++ === 0 ? "[\n" : ",\n"}  ${JSON.stringify(row)}`),
      end: async () => put(out, count === 0 ? "[]\n" : "\n]\n"),
    };
  }
  return tableWriter(out);
}

function csvWriter(out: Writable): RowWriter {
  let columns: string[] | undefined;
  return {
    write: async (row) => {
      if (!columns) {
        columns = Object.keys(row);
        await put(out, `${columns.map(csvCell).join(",")}\r\n`);
      }
      await put(out, `${columns.map((c) => csvCell(field(row, c))).join(",")}\r\n`);
    },
    end: async () => undefined,
  };
}

function tableWriter(out: Writable): RowWriter {
  const sample: object[] = [];
  let columns: string[] = [];
  let widths: number[] | undefined;
  const line = (cells: string[]) => `${cells.map((text, i) => text.padEnd(widths![i])).join("  ").trimEnd()}\n`;
  const flush = async () => {
    columns = [...new Set(sample.flatMap((row) => Object.keys(row)))];
    widths = columns.map((c) => Math.max(c.length, ...sample.map((row) => cell(field(row, c)).length)));
    await put(out, line(columns));
    await put(out, line(widths.map((w) => "-".repeat(w))));
    for (const row of sample) await put(out, line(columns.map((c) => cell(field(row, c)))));
    sample.length = 0;
  };
  return {
    write: async (row) => {
      if (widths) return put(out, line(columns.map((c) => cell(field(row, c)))));
      sample.push(row);
      if (sample.length >= TABLE_SAMPLE) await flush();
    },
    end: async () => {
      if (!widths && sample.length > 0) await flush();
      else if (!widths) await put(out, "(no rows)\n");
    },
  };
}
