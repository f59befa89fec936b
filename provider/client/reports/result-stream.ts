// Analytics job results (`GET jobs/{jobId}`) as a stream of rows: bytes -> text -> records -> rows keyed by
// the header. Nothing holds the whole body: memory is one network chunk plus one record.
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { DelimitedParser } from "./delimited-parser";
import { type ResultEncoding, charsetOf, decodeStream } from "./text-decoding";

export type ResultFormat = "tsv" | "csv";

export interface ResultStreamOptions {
  format: ResultFormat;
  /** The response's Content-Type, whose charset (if any) overrides the format's default. */
  contentType?: string;
}

function encodingFor(options: ResultStreamOptions): ResultEncoding {
  return charsetOf(options.contentType) ?? (options.format === "tsv" ? "utf-16le" : "utf-8");
}

function delimiterFor(options: ResultStreamOptions): "," | "\t" {
  const type = options.contentType?.toLowerCase() ?? "";
  if (type.includes("text/csv")) return ",";
  if (type.includes("tab-separated")) return "\t";
  return options.format === "csv" ? "," : "\t";
}

/** Records (arrays of cells), header included, as they complete. */
export async function* parseRecords(
  body: AsyncIterable<Uint8Array>,
  options: ResultStreamOptions,
): AsyncGenerator<string[]> {
  const parser = new DelimitedParser(delimiterFor(options));
  for await (const text of decodeStream(body, encodingFor(options))) {
    yield* parser.push(text);
  }
  yield* parser.end();
}

/**
 * Rows keyed by the header's column names. A short record leaves the missing columns out, extra
 * cells beyond the header are kept under `column<N>` (1-based), so no data is dropped silently.
 */
export async function* parseRows<Row extends Record<string, string> = Record<string, string>>(
  body: AsyncIterable<Uint8Array>,
  options: ResultStreamOptions & { onColumns?: (columns: string[]) => void },
): AsyncGenerator<Row> {
  let columns: string[] | undefined;
  for await (const record of parseRecords(body, options)) {
    if (!columns) {
      columns = record.map((name) => name.trim());
      options.onColumns?.(columns);
      continue;
    }
    const row: Record<string, string> = {};
    for (let i = 0; i < record.length; i++) row[columns[i] ?? `column${i + 1}`] = record[i];
    yield row as Row;
  }
}

export interface DownloadSummary {
  /** Data rows (the header excluded). */
  rows: number;
  /** Bytes written, exactly as received. */
  bytes: number;
  path: string;
  columns: string[];
}

/**
 * Writes the raw body to `path` (original bytes and encoding) while counting rows through the
 * same streaming parser; the file write applies back-pressure to the network read.
 */
export async function streamToFile(
  body: AsyncIterable<Uint8Array>,
  path: string,
  options: ResultStreamOptions,
): Promise<DownloadSummary> {
  const file = createWriteStream(path);
  let bytes = 0;
  const tee = async function* (): AsyncGenerator<Uint8Array> {
    for await (const chunk of body) {
      bytes += chunk.length;
      if (!file.write(chunk)) await once(file, "drain");
      yield chunk;
    }
  };
  let rows = 0;
  let columns: string[] = [];
  try {
    for await (const _row of parseRows(tee(), { ...options, onColumns: (c) => (columns = c) })) rows++;
  } catch (error) {
    file.destroy();
    throw error;
  }
  file.end();
  await once(file, "finish");
  return { rows, bytes, path, columns };
}
