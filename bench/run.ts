// `npm run bench [-- --engine-size 500|2000|500,2000] [--only client|parse|engine]`: runs the
// benchmarks, prints a table and writes bench/results.json.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as client from "./client.bench";
import * as engine from "./engine.bench";
import * as streamParse from "./stream-parse.bench";

type Figures = Record<string, number | string>;

function benches(engineSizes: string[]): Record<string, () => Promise<Figures>> {
  return {
    client: () => client.run(),
    parse: () => streamParse.run(),
    engine: () => engine.run({ sizes: engineSizes }),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { "engine-size": { type: "string", default: "500" }, only: { type: "string" } } });
  const sizes = values["engine-size"] === "both" ? Object.keys(engine.SIZES) : values["engine-size"].split(",");
  const all = benches(sizes);
  const chosen = values.only ? values.only.split(",") : Object.keys(all);
  const results: Record<string, Figures> = {};
  for (const name of chosen) {
    const bench = all[name];
    if (!bench) throw new Error(`--only: unknown benchmark "${name}" (known: ${Object.keys(all).join(", ")})`);
    process.stderr.write(`running ${name}...\n`);
    results[name] = await bench();
  }
  const rows = Object.entries(results).flatMap(([bench, figures]) => Object.entries(figures).map(([metric, value]) => ({ bench, metric, value })));
  console.table(rows);
  const meta = { node: process.version, platform: `${process.platform}-${process.arch}`, cores: (await import("node:os")).cpus().length, at: new Date().toISOString() };
  writeFileSync(join(__dirname, "results.json"), `${JSON.stringify({ meta, results }, null, 2)}\n`);
  console.log("written bench/results.json");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
