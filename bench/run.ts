// `npm run bench`: runs every benchmark, prints a table and writes bench/results.json.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import * as client from "./client.bench";
import * as streamParse from "./stream-parse.bench";

const BENCHES: Record<string, { run: () => Promise<Record<string, number | string>> }> = {
  "client vs emulator": client,
  "stream parse (UTF-16LE TSV)": streamParse,
};

async function main(): Promise<void> {
  const results: Record<string, Record<string, number | string>> = {};
  for (const [name, bench] of Object.entries(BENCHES)) {
    process.stderr.write(`running ${name}...\n`);
    results[name] = await bench.run();
  }
  const rows = Object.entries(results).flatMap(([bench, figures]) => Object.entries(figures).map(([metric, value]) => ({ bench, metric, value })));
  console.table(rows);
  const meta = { node: process.version, platform: `${process.platform}-${process.arch}`, at: new Date().toISOString() };
  writeFileSync(join(__dirname, "results.json"), `${JSON.stringify({ meta, results }, null, 2)}\n`);
  console.log("written bench/results.json");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
