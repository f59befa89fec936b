// `npm run bench [-- --engine-size 500|2000|5000|both] [--latency 0|100|0,100] [--face dynamic,plugin,archive|both] [--phases up,no-op-preview,no-op-up,refresh,destroy (without up: the stack made by an untimed up without checkpoints)] [--rounds N] [--repeats N]
// [--backend file,skip-checkpoints,postgres,postgres-skip-checkpoints,file-zstd,postgres-zstd (the engine phases' and the import's)] [--discovery-apps 100,1000] [--import-apps 100 (0: none)] [--profile DIR] [--without-no-op] [--service process|in-process (where the emulator runs)] [--engine-log on|off (off: both sides without the CLI's automatic log)] [--only client,parse,engine,discovery,provider-heap]`: runs the benchmarks, prints a table and writes
// bench/results.json; exits non-zero when an engine phase makes more API calls than its minimum.
import { existsSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { readBenchJson, resultsFile } from "./json-inputs";
import { parseArgs } from "node:util";
import * as client from "./client.bench";
import * as discovery from "./discovery.bench";
import * as engine from "./engine.bench";
import * as providerHeap from "./provider-heap.bench";
import { parseBackends, type Backend } from "./engine/backends";
import { GOAL_RATIO, phasesOverGoal } from "./engine/goal";
import type { BenchPhase } from "./engine/phase-runs";
import { parsePhases } from "./engine/plan";
import * as streamParse from "./stream-parse.bench";

type Figures = Record<string, number | string>;

interface Choices {
  engineSizes: string[];
  latencies: number[];
  faces: readonly engine.Face[];
  backends: readonly Backend[];
  discoveryApps: number[];
  importApps: number[];
  profileDir?: string;
  withBaseline: boolean;
  service: engine.ServiceMode;
  rounds: number;
  repeats?: number;
  phases?: BenchPhase[];
  engineLog: boolean;
}

function benches({ engineSizes, latencies, faces, backends, discoveryApps, importApps, profileDir, withBaseline, service, rounds, repeats, phases, engineLog }: Choices, failures: string[]): Record<string, () => Promise<Figures>> {
  return {
    client: () => client.run(),
    parse: () => streamParse.run(),
    engine: () => engine.run({ sizes: engineSizes, latencies, faces, backends, profileDir, withBaseline, service, rounds, repeats, phases, engineLog, overMinimum: (message) => failures.push(message) }),
    discovery: () => discovery.run({ apps: discoveryApps, importApps, importBackends: backends, overMinimum: (message) => failures.push(message) }),
    "provider-heap": () => providerHeap.run(),
  };
}

function wholeNumber(flag: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${flag}: a whole number, 1 or more, not "${value}"`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { "engine-size": { type: "string", default: "500" }, latency: { type: "string", default: "0,100" }, face: { type: "string", default: "both" }, phases: { type: "string" }, backend: { type: "string", default: "file" },
    "discovery-apps": { type: "string", default: "100,1000" }, "import-apps": { type: "string", default: "100" }, profile: { type: "string" }, "without-no-op": { type: "boolean", default: false }, service: { type: "string", default: "process" }, rounds: { type: "string", default: "1" }, repeats: { type: "string" }, "engine-log": { type: "string", default: "on" }, only: { type: "string" } } });
  const sizes = values["engine-size"] === "both" ? ["500", "2000"] : values["engine-size"].split(",");
  const faces = values.face === "both" ? engine.BOTH_FACES : values.face.split(",").map((face) => {
    if (!(engine.FACES as readonly string[]).includes(face)) throw new Error(`--face: unknown face "${face}" (known: ${engine.FACES.join(", ")}, both)`);
    return face as engine.Face;
  });
  const phases = values.phases === undefined ? undefined : parsePhases(values.phases);
  const rounds = wholeNumber("--rounds", values.rounds);
  const repeats = values.repeats === undefined ? undefined : wholeNumber("--repeats", values.repeats);
  if (!["on", "off"].includes(values["engine-log"])) throw new Error(`--engine-log: on or off, not "${values["engine-log"]}"`);
  if (!(engine.SERVICE_MODES as readonly string[]).includes(values.service)) throw new Error(`--service: unknown "${values.service}" (known: ${engine.SERVICE_MODES.join(", ")})`);
  // A phase over its minimum of API calls fails the bench, after its figures are written.
  const failures: string[] = [];
  const numbers = (value: string) => (value === "" ? [] : value.split(",").map(Number));
  const all = benches({
    engineSizes: sizes, latencies: numbers(values.latency), faces, backends: parseBackends(values.backend),
    discoveryApps: numbers(values["discovery-apps"]), importApps: numbers(values["import-apps"]), profileDir: values.profile === undefined ? undefined : resolve(values.profile), withBaseline: !values["without-no-op"], service: values.service as engine.ServiceMode, rounds, repeats, phases,
    engineLog: values["engine-log"] === "on",
  }, failures);
  const chosen = values.only ? values.only.split(",") : Object.keys(all);
  // Figures of earlier runs stay unless this run measures them again (engine figures are keyed by
  // size and latency, so `--engine-size 500` then `--engine-size 2000` adds up to both).
  const file = join(__dirname, "results.json");
  const previous = existsSync(file) ? readBenchJson(resultsFile, file).results ?? {} : {};
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
  if (measured.engine) {
    const over = phasesOverGoal(measured.engine);
    console.log(over.length === 0 ? `every engine ratio within ${GOAL_RATIO}x of its no-op` : `engine ratios over ${GOAL_RATIO}x of their no-op:\n${over.map((line) => `  ${line}`).join("\n")}`);
  }
  if (failures.length > 0) {
    console.error(`API calls over the minimum (docs/performance.md):\n${failures.map((f) => `  ${f}`).join("\n")}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
