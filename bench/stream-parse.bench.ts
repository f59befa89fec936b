// Install-export parsing (an analytics job result: UTF-16LE TSV with a BOM) against csv-parse: rows per
// second and peak RSS at 100k and 1M rows. The body is generated on the fly in odd-sized chunks (so
// UTF-16 code units split across chunks), never held whole, as a network body would be. Each
// (parser, rows) pair runs in a child process of its own, so its peak RSS is its own.
import { execFileSync } from "node:child_process";
import { parse } from "csv-parse";
import { parseRows } from "../provider/client/reports/result-stream";
import { parseBenchJson, parseRunLine } from "./json-inputs";

const COLUMNS = ["dt", "appId", "app", "campaignId", "country", "impressionsDelivered", "clicksDelivered", "moneyEarned", "creative"];
const CHUNK_BYTES = 65_537;
const PARSERS = ["adpublisher", "csv-parse"] as const;
type Parser = (typeof PARSERS)[number];

function line(i: number): string {
  const day = String(1 + (i % 28)).padStart(2, "0");
  return [`2024-06-${day}`, `app${i % 50}`, `Demo "App" ${i % 50}`, `c${i % 997}`, ["US", "DE", "JP", "BR"][i % 4], 1000 + (i % 9000), i % 300, ((i % 10000) / 7).toFixed(2), `Créa ✓ ${i % 13}`].join("\t");
}

async function* generatedBody(rows: number): AsyncGenerator<Uint8Array> {
  let pending = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(COLUMNS.join("\t") + "\r\n", "utf16le")]);
  for (let i = 0; i < rows; i += 1000) {
    const batch: string[] = [];
    for (let j = i; j < Math.min(rows, i + 1000); j++) batch.push(line(j));
    pending = Buffer.concat([pending, Buffer.from(batch.join("\r\n") + "\r\n", "utf16le")]);
    while (pending.length >= CHUNK_BYTES) {
      yield pending.subarray(0, CHUNK_BYTES);
      pending = pending.subarray(CHUNK_BYTES);
    }
  }
  if (pending.length > 0) yield pending;
}

/** csv-parse as a user would wire it for this body: a streaming UTF-16LE decoder, tabs, no quoting. */
async function* csvParseRows(body: AsyncIterable<Uint8Array>): AsyncGenerator<Record<string, string>> {
  const parser = parse({ delimiter: "\t", columns: true, quote: false, record_delimiter: "\r\n" });
  const decoder = new TextDecoder("utf-16le");
  (async () => {
    for await (const chunk of body) if (!parser.write(decoder.decode(chunk, { stream: true }))) await new Promise((r) => parser.once("drain", r));
    parser.end(decoder.decode());
  })().catch((error: Error) => parser.destroy(error));
  for await (const row of parser) yield row as Record<string, string>;
}

/** One measured parse, in this process. */
async function parseOnce(parser: Parser, rows: number): Promise<{ rows: number; seconds: number; peakRssMb: number }> {
  const body = generatedBody(rows);
  const stream = parser === "adpublisher" ? parseRows(body, { format: "tsv" }) : csvParseRows(body);
  let count = 0;
  let checksum = 0;
  const started = process.hrtime.bigint();
  for await (const row of stream) {
    count++;
    checksum += String(row.impressionsDelivered).length;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (count !== rows || checksum < rows) throw new Error(`${parser} parsed ${count} rows, expected ${rows}`);
  return { rows: count, seconds, peakRssMb: Math.round(process.resourceUsage().maxRSS / 102.4) / 10 };
}

export async function run(options: { rowCounts?: number[] } = {}): Promise<Record<string, number | string>> {
  const figures: Record<string, number | string> = {};
  for (const rows of options.rowCounts ?? [100_000, 1_000_000]) {
    const perSecond: Record<string, number> = {};
    for (const parser of PARSERS) {
      const out = execFileSync(process.execPath, [...process.execArgv, __filename, parser, String(rows)], { encoding: "utf8" });
      const result = parseBenchJson(parseRunLine, out, `${parser}'s run over ${rows} rows`);
      perSecond[parser] = Math.round(rows / result.seconds);
      figures[`${rows} rows, ${parser}: rows/s`] = perSecond[parser];
      figures[`${rows} rows, ${parser}: peak RSS MB`] = result.peakRssMb;
    }
    figures[`${rows} rows: adpublisher / csv-parse throughput`] = Math.round((perSecond.adpublisher! / perSecond["csv-parse"]!) * 100) / 100;
  }
  return figures;
}

if (require.main === module && process.argv.length === 4) {
  const [parser, rows] = process.argv.slice(2) as [Parser, string];
  parseOnce(parser, Number(rows)).then((result) => process.stdout.write(JSON.stringify(result)));
}
