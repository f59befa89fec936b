// Where a phase's time over its floor goes, from the profiles of `npm run bench -- --only engine
// --profile DIR` (which prints it for every phase over the goal), or
// `tsx bench/engine/gap-budget.ts DIR/<face>-<size>-<latency>ms-<backend> PHASE`: it reads both
// sides' profiles of the phase (the engine's Go CPU profiles, every Node process's V8 profile), and
// prints each part's CPU a run on each side, ours over the floor's, and that part's share of the
// points by which the phase is over. Shares follow the extra CPU: at 0 ms the phase is
// CPU-bound on the machine's cores, so its time over the floor is the CPU the two sides differ by.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { requireGo } from "../../scripts/toolchain/go-env";
import { median } from "../percentile";
import { ownerOf, phaseSlug, processOf, type CpuProfile } from "./cpu-profiles";
import type { BenchPhase } from "./phase-runs";
import { parsePhases } from "./plan";

/** One sample of a Go CPU profile: the functions on its stack (inlined ones included) and its CPU seconds. */
export interface GoSample {
  functions: string[];
  seconds: number;
}
export interface GoProfile {
  samples: GoSample[];
}

/**
 * How long the profiled process ran, in seconds (the phase's time on that side), from the header of
 * `go tool pprof -top FILE`: `Duration: 18.80s, Total samples = ...`, a Go duration (`685.92ms`,
 * `1m5.2s`). The raw text's own Duration line drops the unit.
 */
export function goProfileSeconds(topText: string): number {
  const duration = /^Duration: (\S+), /m.exec(topText)?.[1];
  const units: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 1e-3, us: 1e-6, "µs": 1e-6, ns: 1e-9 };
  const parts = duration ? [...duration.matchAll(/([\d.]+)(ms|us|µs|ns|h|m|s)/g)] : [];
  if (!duration || parts.map((p) => p[0]).join("") !== duration) throw new Error(`not the header of \`go tool pprof -top\`: no Duration of a known form (${duration ?? "none"})`);
  return parts.reduce((sum, [, value, unit]) => sum + Number(value) * units[unit!]!, 0);
}

/** Reads the text of `go tool pprof -raw FILE` of a CPU profile. */
export function parseGoRawProfile(text: string): GoProfile {
  const lines = text.split("\n");
  if (!lines.some((line) => line.startsWith("samples/count"))) throw new Error("not the text of `go tool pprof -raw` of a CPU profile: no samples");
  const functionsAt = new Map<string, string[]>();
  const stacks: { ids: string[]; seconds: number }[] = [];
  let section: "head" | "samples" | "locations" | "rest" = "head";
  let location: string[] | undefined;
  for (const line of lines) {
    if (line.startsWith("samples/count")) section = "samples";
    else if (line === "Locations") section = "locations";
    else if (line === "Mappings") section = "rest";
    else if (section === "samples") {
      // `  count  nanoseconds: id id id`, innermost location first.
      const sample = /^\s*\d+\s+(\d+): ([\d ]+)$/.exec(line);
      if (sample) stacks.push({ seconds: Number(sample[1]) / 1e9, ids: sample[2]!.trim().split(/\s+/) });
    } else if (section === "locations") {
      // `  id: 0xaddr M=n function file:line:col s=n`, then one indented line per function inlined there.
      const head = /^\s*(\d+): 0x[0-9a-f]+ M=\d+ (\S+)/.exec(line);
      const inlined = /^\s+(\S+) \S+:\d+:\d+ s=\d+$/.exec(line);
      if (head) functionsAt.set(head[1]!, (location = [head[2]!]));
      else if (inlined && location) location.push(inlined[1]!);
    }
  }
  return {
    samples: stacks.map(({ ids, seconds }) => ({ seconds, functions: ids.flatMap((id) => functionsAt.get(id) ?? []) })),
  };
}

/**
 * The engine's parts, in order: a sample belongs to the first whose pattern one of its functions
 * matches. The checkpoint's serialization is called from the checkpoint write, so it comes first.
 */
export const ENGINE_PARTS: readonly { part: string; pattern: RegExp }[] = [
  { part: "checkpoints: the snapshot serialized", pattern: /resource\/stack\.SerializeDeploymentWithMetadata$/ },
  { part: "checkpoints: integrity check", pattern: /snapshot\.VerifyIntegrity$/ },
  { part: "checkpoints: JSON, hash and file", pattern: /backend\.\(\*SnapshotManager\)\.saveSnapshot$|diySnapshotPersister/ },
  { part: "garbage collector", pattern: /^runtime\.gcBgMarkWorker$/ },
  { part: "calls to the provider (gRPC)", pattern: /resource\/plugin\.\(\*provider\)|^google\.golang\.org\/grpc/ },
  { part: "steps, diffs and events", pattern: /pkg\/v3\/(resource\/deploy|engine|backend\/display)\./ },
];

/** The engine's CPU seconds by part (ENGINE_PARTS, then "other"). */
export function engineParts(profile: GoProfile): Map<string, number> {
  const parts = new Map<string, number>();
  for (const { functions, seconds } of profile.samples) {
    const part = ENGINE_PARTS.find(({ pattern }) => functions.some((f) => pattern.test(f)))?.part ?? "other";
    add(parts, `engine: ${part}`, seconds);
  }
  return parts;
}

/** What a V8 profile's owner (cpu-profiles.ts) is part of. The no-op's own code counts as the provider's, as ours does. */
function nodePartOf(owner: string): string | undefined {
  if (owner.startsWith("(idle")) return undefined;
  // Both faces ship one bundle that holds undici and zod, so for them this is all of ours.
  if (owner === "pulumi-adpublisher" || owner === "bench no-op" || owner === "adpublisher-bench-noop") return "the provider's code";
  if (owner === "@pulumi/pulumi") return "the SDK";
  if (owner.startsWith("@grpc/") || owner === "google-protobuf" || owner === "protobufjs") return "gRPC and protobuf";
  if (owner === "undici") return "HTTP client (undici)";
  if (owner === "zod") return "answers' schemas (zod)";
  if (owner === "node:internal") return "Node's own code";
  if (owner === "(native, GC)") return "native code and GC";
  return "other packages";
}

/** A Node process's CPU seconds by part, each named after the process (program, dynamic provider, plugin). */
export function nodeParts(profile: CpuProfile): Map<string, number> {
  const secondsPerHit = (profile.endTime - profile.startTime) / Math.max(1, profile.samples.length) / 1e6;
  const processName = processOf(profile);
  const parts = new Map<string, number>();
  for (const node of profile.nodes) {
    const part = nodePartOf(ownerOf(node.callFrame));
    if (part && node.hitCount) add(parts, `${processName}: ${part}`, node.hitCount * secondsPerHit);
  }
  return parts;
}

export interface BudgetRow {
  part: string;
  /** CPU seconds a run, ours and the floor's (the mean of each side's runs). */
  ours: number;
  floor: number;
  /** ours - floor, and its share of the sum of every part's. */
  over: number;
  share: number;
}

/** Each part's CPU a run on both sides, largest over first. `ours` and `floor` hold one map of parts per run. */
export function budget(ours: readonly Map<string, number>[], floor: readonly Map<string, number>[]): BudgetRow[] {
  if (ours.length === 0 || floor.length === 0) throw new Error("budget: each side needs at least one run");
  const mean = (runs: readonly Map<string, number>[], part: string) => runs.reduce((sum, run) => sum + (run.get(part) ?? 0), 0) / runs.length;
  const names = new Set([...ours, ...floor].flatMap((run) => [...run.keys()]));
  const rows = [...names].map((part) => ({ part, ours: mean(ours, part), floor: mean(floor, part) }));
  const totalOver = rows.reduce((sum, row) => sum + row.ours - row.floor, 0);
  return rows
    .map((row) => ({ ...row, over: row.ours - row.floor, share: totalOver === 0 ? 0 : (row.ours - row.floor) / totalOver }))
    .sort((a, b) => b.over - a.over);
}

/** The engine's command that runs each phase (phase-runs.ts). */
const ENGINE_COMMAND: Readonly<Record<BenchPhase, string>> = { up: "up", "preview (no-op)": "preview", "up (no-op)": "up", refresh: "refresh", destroy: "destroy" };

/** One side's runs of a phase: the engine's profile of each and the parts of every process in it. */
function sideRuns(sideDir: string, phase: BenchPhase): { durations: number[]; parts: Map<string, number>[] } {
  const command = ENGINE_COMMAND[phase];
  const folder = phaseSlug(phase);
  if (command === "up" && existsSync(join(sideDir, "up-1")) && existsSync(join(sideDir, "up-no-op-1"))) {
    throw new Error("the engine's profiles of up and of the no-op up share the command's name: profile them in separate runs (--phases)");
  }
  const engineDir = join(sideDir, "engine");
  // Exactly `<command>-<n>.<pid>.cpu`: `up-without-checkpoints-<n>`, the stack made for phases timed without `up`, is no `up` of theirs.
  const engineFiles = readdirSync(engineDir).filter((f) => new RegExp(`^${command}-\\d+\\.\\d+\\.cpu$`).test(f)).sort((a, b) => runNumber(a) - runNumber(b));
  const folders = readdirSync(sideDir).filter((f) => new RegExp(`^${folder}-\\d+$`).test(f)).sort((a, b) => runNumber(a) - runNumber(b));
  if (engineFiles.length !== folders.length || folders.length === 0) {
    throw new Error(`${sideDir}: ${engineFiles.length} engine profiles of ${command} against ${folders.length} folders ${folder}-<n>`);
  }
  const go = requireGo();
  const durations: number[] = [];
  const parts = folders.map((runFolder, i) => {
    const pprof = (format: string) => execFileSync(go, ["tool", "pprof", format, join(engineDir, engineFiles[i]!)], { encoding: "utf8", maxBuffer: 1 << 28, stdio: ["ignore", "pipe", "ignore"] });
    const engine = parseGoRawProfile(pprof("-raw"));
    durations.push(goProfileSeconds(pprof("-top")));
    const run = engineParts(engine);
    for (const file of readdirSync(join(sideDir, runFolder)).filter((f) => f.endsWith(".cpuprofile"))) {
      for (const [part, seconds] of nodeParts(JSON.parse(readFileSync(join(sideDir, runFolder, file), "utf8")) as CpuProfile)) add(run, part, seconds);
    }
    return run;
  });
  return { durations, parts };
}

/** What a phase waits on with latency, which no profile shows: our calls against the floor's one wait per resource it touches. */
export interface Waits {
  calls: number;
  floorWaits: number;
  /** Operations the engine runs at once (its `--parallel`). */
  parallel: number;
}

/**
 * The waits ours makes over the floor's, as time and points: each extra call is one more wait of
 * the latency, at best `parallel` of them at once, so this is the least they can cost.
 */
export function waitsLine({ calls, floorWaits, parallel }: Waits, latencyMs: number, floorSeconds: number): string {
  const extra = calls - floorWaits;
  const seconds = (extra * latencyMs) / 1000 / parallel;
  const lead = `waits: ${calls} calls where the floor waits ${floorWaits} times`;
  if (extra <= 0) return `${lead}, ${-extra} fewer`;
  return `${lead}, ${extra} more: at least ${seconds.toFixed(2)} s at ${parallel} operations at a time, about ${((seconds / floorSeconds) * 100).toFixed(1)} points`;
}

/**
 * The budget of a phase of one measurement: DIR is its `--profile` folder
 * (`<DIR>/<face>-<size>-<latency>ms-<backend>`, holding `adpublisher/` and `no-op/`).
 */
export function phaseBudget(dir: string, phase: BenchPhase, latencyMs: number, waits?: Waits): string {
  const ours = sideRuns(join(dir, "adpublisher"), phase);
  const floor = sideRuns(join(dir, "no-op"), phase);
  const runs = (n: number) => `${n} run${n === 1 ? "" : "s"}`;
  const head = `${dir}, ${phase}: ${runs(ours.parts.length)} of ours, ${runs(floor.parts.length)} of the floor's`;
  const floorSeconds = median(floor.durations);
  const table = budgetTable(budget(ours.parts, floor.parts), median(ours.durations), floorSeconds, latencyMs);
  return [head, "", table, ...(waits && latencyMs > 0 ? ["", waitsLine(waits, latencyMs, floorSeconds)] : [])].join("\n");
}

/** The markdown table of a phase's budget, with the ratio of the two sides' median times. */
export function budgetTable(rows: readonly BudgetRow[], oursSeconds: number, floorSeconds: number, latencyMs = 0): string {
  const points = (oursSeconds / floorSeconds - 1) * 100;
  const over = rows.reduce((sum, row) => sum + row.over, 0);
  const lines = [
    `time (median run, the engine's whole process): ${oursSeconds.toFixed(2)} s against ${floorSeconds.toFixed(2)} s, ${(oursSeconds / floorSeconds).toFixed(2)}x`,
    // Shares of a phase at or under its floor, or of CPU ours does not spend over it, would mean nothing.
    ...(points <= 0 || over <= 0 ? ["at or under the floor in time or in CPU: the parts without shares"] : []),
    // With latency a phase also waits on its calls, which no CPU profile shows.
    ...(latencyMs > 0 ? [`${latencyMs} ms a call: the phase waits as well as computes, so the shares are of the CPU over the floor, without points`] : []),
    "",
    "| part | ours, CPU s a run | floor's | over | share | points |",
    "| --- | --- | --- | --- | --- | --- |",
  ];
  for (const row of [...processTotals(rows), ...rows.filter((r) => Math.abs(r.over) >= 0.01)]) {
    const [share, part] = points <= 0 || over <= 0 ? ["", ""] : [`${(row.share * 100).toFixed(0)}%`, latencyMs > 0 ? "" : (row.share * points).toFixed(1)];
    lines.push(`| ${row.part} | ${row.ours.toFixed(2)} | ${row.floor.toFixed(2)} | ${row.over.toFixed(2)} | ${share} | ${part} |`);
  }
  return lines.join("\n");
}

/**
 * One row per process ("engine", "plugin", "program", ...) summing its parts: a bundle that holds its
 * own gRPC and HTTP code counts them as the provider's code, where the floor's count as packages.
 */
export function processTotals(rows: readonly BudgetRow[]): BudgetRow[] {
  const totals = new Map<string, BudgetRow>();
  for (const row of rows) {
    const processName = row.part.slice(0, row.part.indexOf(":"));
    const total = totals.get(processName) ?? { part: `**${processName}, all**`, ours: 0, floor: 0, over: 0, share: 0 };
    totals.set(processName, { ...total, ours: total.ours + row.ours, floor: total.floor + row.floor, over: total.over + row.over, share: total.share + row.share });
  }
  return [...totals.values()].sort((a, b) => b.over - a.over);
}

function add(parts: Map<string, number>, part: string, seconds: number): void {
  parts.set(part, (parts.get(part) ?? 0) + seconds);
}

/** The run's number in `destroy-4.123.cpu` or `destroy-4`. */
function runNumber(name: string): number {
  return Number(/-(\d+)(?:\.|$)/.exec(name)?.[1] ?? Number.NaN);
}

if (require.main === module) {
  const [dir, phaseName] = process.argv.slice(2);
  if (!dir || !phaseName) throw new Error("usage: tsx bench/engine/gap-budget.ts DIR/<face>-<size>-<latency>ms-<backend> PHASE (as --phases names it)");
  const [phase] = parsePhases(phaseName);
  console.log(phaseBudget(dir, phase!, Number(/-(\d+)ms-/.exec(dir)?.[1] ?? 0)));
}
