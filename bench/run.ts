// `npm run bench [-- --engine-size 500|2000|both] [--latency 0|100|0,100] [--face dynamic|plugin|both] [--only client,parse,engine]`: runs the
// benchmarks, prints a table and writes bench/results.json.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as client from "./client.bench";
import * as engine from "./engine.bench";
import * as streamParse from "./stream-parse.bench";

type Figures = Record<string, number | string>;

function benches(engineSizes: string[], latencies: number[], faces: readonly engine.Face[]): Record<string, () => Promise<Figures>> {
  return {
    client: () => client.run(),
    parse: () => streamParse.run(),
    engine: () => engine.run({ sizes: engineSizes, latencies, faces }),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { "engine-size": { type: "string", default: "500" }, latency: { type: "string", default: "0,100" }, face: { type: "string", default: "both" }, only: { type: "string" } } });
  const sizes = values["engine-size"] === "both" ? Object.keys(engine.SIZES) : values["engine-size"].split(",");
  const faces = values.face === "both" ? engine.FACES : values.face.split(",").map((face) => {
    if (!(engine.FACES as readonly string[]).includes(face)) throw new Error(`--face: unknown face "${face}" (known: ${engine.FACES.join(", ")}, both)`);
    return face as engine.Face;
  });
  const all = benches(sizes, values.latency.split(",").map(Number), faces);
  const chosen = values.only ? values.only.split(",") : Object.keys(all);
  // Figures of earlier runs stay unless this run measures them again (engine figures are keyed by
  // size and latency, so `--engine-size 500` then `--engine-size 2000` adds up to both).
  const file = join(__dirname, "results.json");
  const previous = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as { results?: Record<string, Figures> }).results ?? {} : {};
  const results: Record<string, Figures> = { ...previous };
  const measured: Record<string, Figures> = {};
  for (const name of chosen) {
    const bench = all[name];
    if (!bench) throw new Error(`--only: unknown benchmark "${name}" (known: ${Object.keys(all).join(", ")})`);
    process.stderr.write(`running ${name}...\n`);
    measured[name] = await bench();
    results[name] = { ...(previous[name] ?? {}), ...measured[name] };
  }
  const rows = Object.entries(measured).flatMap(([bench, figures]) => Object.entries(figures).map(([metric, value]) => ({ bench, metric, value })));
  console.table(rows);
  const meta = { node: process.version, platform: `${process.platform}-${process.arch}`, cores: (await import("node:os")).cpus().length, at: new Date().toISOString() };
  writeFileSync(file, `${JSON.stringify({ meta, results }, null, 2)}\n`);
  console.log("written bench/results.json");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
