// Streaming parse of a large job result (seed 001 "Jobs": UTF-16LE TSV with a BOM): rows per
// second and how much memory grows while parsing. The body is generated on the fly in odd-sized
// chunks (so UTF-16 code units split across chunks), never held whole, as a network body would be.
import { parseRows } from "../provider/client/reports/result-stream";

const COLUMNS = ["dt", "appId", "app", "campaignId", "country", "impressionsDelivered", "clicksDelivered", "moneyEarned", "creative"];
const CHUNK_BYTES = 65_537;

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

export async function run(options: { rows?: number } = {}): Promise<Record<string, number | string>> {
  const rows = options.rows ?? 200_000;
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  let count = 0;
  let checksum = 0;
  const started = process.hrtime.bigint();
  for await (const row of parseRows(generatedBody(rows), { format: "tsv" })) {
    count++;
    checksum += row.impressionsDelivered.length;
    if (count % 5000 === 0) {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (count !== rows) throw new Error(`parsed ${count} rows, expected ${rows}`);
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  return {
    name: "stream-parse (UTF-16LE TSV)",
    rows: count,
    seconds: Math.round(seconds * 1000) / 1000,
    rowsPerSecond: Math.round(count / seconds),
    peakRssGrowthMB: mb(peakRss - before.rss),
    peakHeapGrowthMB: mb(peakHeap - before.heapUsed),
    checksum,
  };
}

if (require.main === module) {
  run().then((result) => console.log(JSON.stringify(result, null, 2)));
}
