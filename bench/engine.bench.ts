// The provider where users feel it: a generated program through the real Pulumi CLI against the
// emulator, phase by phase, beside the same program and graph on a no-op provider (same engine, same
// machine, same run). Two faces: the TypeScript program over the dynamic resources (baseline: a
// no-op dynamic provider), and the same graph as a YAML program over the provider plugin (baseline:
// a no-op plugin with our schema, bench/engine/noop-plugin); a third, `archive`, runs the same YAML
// program over the plugin as its release archive ships it (the portable archive: one esbuild bundle
// on the Node.js on PATH) instead of the installed package's files. Figures: API calls against the minimum, wall time and its ratio
// to the baseline (with and without 100 ms of latency per call), provider peak RSS, state size.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { startEmulator, type RunningEmulator } from "../emulator";
import { startEmulatorProcess } from "../test/support/emulator-process";
import { buildPackedWorkspace, type E2eWorkspace } from "../test/support/packed-workspace";
import { PulumiProject } from "../test/support/pulumi-project";
import { callsOverMinimum, minimumByRoute, total } from "../test/support/api-calls";
import { buildPluginArchives } from "../scripts/plugin-tarball/build";
import { backendSetup, type Backend, type BackendSetup } from "./engine/backends";
import { withoutAutomaticLog } from "./engine/automatic-log";
import { profileEnv } from "./engine/cpu-profiles";
import { phaseBudget } from "./engine/gap-budget";
import { GOAL_RATIO } from "./engine/goal";
import { loadFigures, watchLoad } from "./engine/machine-load";
import { runPhases, type BenchPhase, type Plan, type ProgramFigures, type RunningService } from "./engine/phase-runs";
import { planFor } from "./engine/plan";
import { processCpuSeconds } from "./engine/service-cpu";
import { programSource, resourceCount, yamlProgramSource, type GraphSize } from "../test/support/engine-graph";

export const SIZES: Record<string, GraphSize> = {
  /** A smoke size, to try the bench itself. */
  "20": { apps: 2, locationsPerApp: 4, lists: 2 },
  "500": { apps: 40, locationsPerApp: 10, lists: 5 },
  "2000": { apps: 150, locationsPerApp: 12, lists: 10 },
  /** 5,000 resources: 415 apps x (app, settings, 10 locations) and 20 lists. */
  "5000": { apps: 415, locationsPerApp: 10, lists: 20 },
};
const LATENCY_MS = 100;
/** One phase of the largest sizes takes most of an hour on two busy cores. */
const COMMAND_TIMEOUT_MS = 4 * 3600_000;

/**
 * `dynamic`: TypeScript over the dynamic resources; `plugin`: YAML over the provider plugin run from
 * the installed package; `archive`: the same over the plugin unpacked from its portable release archive.
 */
export type Face = "dynamic" | "plugin" | "archive";
export const FACES: readonly Face[] = ["dynamic", "plugin", "archive"];
/** What `--face both` runs. */
export const BOTH_FACES: readonly Face[] = ["dynamic", "plugin"];
/** How the provider's processes are told apart, for their peak memory and CPU. */
const PROVIDER_MARKER: Record<Face, string> = { dynamic: "dynamic-provider", plugin: "pulumi-resource-adpublisher", archive: "pulumi-resource-adpublisher" };
/** Each face's prefix of the figures' keys (the dynamic face's keys have none, as they always had). */
const FACE_LABEL: Record<Face, string> = { dynamic: "", plugin: "plugin (YAML), ", archive: "plugin archive (YAML), " };
const NOOP_PLUGIN_DIR = join(__dirname, "engine", "noop-plugin");

/**
 * Where the emulator runs. `process`: its own process under `nice -n 19`, as the installed package
 * starts it: a publisher's run calls a service on another machine, so here, on the two cores the
 * engine and both providers share, the service yields them; its CPU is read from /proc. `in-process`:
 * inside the benchmark's own process, at the engine's priority (the figures before 2026-11-28).
 */
export type ServiceMode = "process" | "in-process";
export const SERVICE_MODES: readonly ServiceMode[] = ["process", "in-process"];
const SERVICE_NICENESS = 19;

async function startService(mode: ServiceMode, workspace: E2eWorkspace): Promise<RunningService> {
  if (mode === "in-process") {
    const emulator = await startEmulator({ port: 0 });
    return { emulator, cpuSeconds: () => { const { user, system } = process.cpuUsage(); return (user + system) / 1e6; } };
  }
  const bin = join(workspace.root, "node_modules", ".bin", "adpublisher-emulator");
  const emulator = await startEmulatorProcess(bin, workspace.nodeDir, SERVICE_NICENESS);
  return { emulator, cpuSeconds: () => processCpuSeconds(emulator.pid) };
}

/** The program over pulumi-adpublisher and the same graph over the no-op baseline, in the face's language. */
async function projects(workspace: E2eWorkspace, size: GraphSize, face: Face, emulator: RunningEmulator, shared: Record<string, string>, withBaseline: boolean, profileRoot?: string) {
  const c = emulator.credentials;
  const env = { ...shared, ...(profileRoot ? profileEnv(profileRoot, "adpublisher") : {}) };
  const commandTimeoutMs = COMMAND_TIMEOUT_MS;
  const noopEnv = { ...shared, ...(profileRoot ? profileEnv(profileRoot, "no-op") : {}) };
  // The engine's own CPU profiles, beside the Node processes': `go tool pprof -top -cum -diff_base=<no-op's> <pulumi> <ours>`.
  const engineProfiles = (side: string) => (profileRoot ? { engineProfileDir: join(profileRoot, side, "engine") } : {});
  const config = { "adpublisher:baseUrl": c.url, "adpublisher:clientId": c.clientId, "adpublisher:audience": c.audience };
  const secrets = { "adpublisher:clientSecret": c.clientSecret };
  // A face's two projects have names of one length: every URN in state holds the project's name.
  if (face === "dynamic") {
    return {
      real: await PulumiProject.create(workspace, "bench-ours", { program: programSource(size, "pulumi-adpublisher"), config, secrets, env, commandTimeoutMs, ...engineProfiles("adpublisher") }),
      baseline: withBaseline ? await PulumiProject.create(workspace, "bench-noop", { program: programSource(size, "adpublisher-bench-noop"), env: noopEnv, commandTimeoutMs, ...engineProfiles("no-op") }) : undefined,
    };
  }
  // Both plugins are named in Pulumi.yaml (plugins.providers) and both run on the Node on PATH.
  const yaml = { runtime: "yaml", program: yamlProgramSource(size), pluginFrom: "project", env, commandTimeoutMs } as const;
  const ours = face === "archive" ? { pluginDir: await unpackedArchive(workspace) } : {};
  return {
    real: await PulumiProject.create(workspace, "bench-yaml-ours", { ...yaml, ...ours, config, secrets, ...engineProfiles("adpublisher") }),
    baseline: withBaseline ? await PulumiProject.create(workspace, "bench-yaml-noop", { ...yaml, env: noopEnv, pluginDir: NOOP_PLUGIN_DIR, ...engineProfiles("no-op") }) : undefined,
  };
}

/**
 * The portable plugin archive built from this tree as a release builds it (scripts/plugin-tarball,
 * platform `node`), unpacked as `pulumi plugin install` unpacks it: once per run.
 */
async function unpackedArchive(workspace: E2eWorkspace): Promise<string> {
  const dir = join(workspace.root, "plugin-archive");
  if (existsSync(join(dir, "package.json"))) return dir;
  mkdirSync(dir, { recursive: true });
  const [archive] = await buildPluginArchives({ outDir: join(workspace.root, "plugin-build"), platforms: ["node"], log: (m) => process.stderr.write(`${m}\n`) });
  if (!archive) throw new Error("scripts/plugin-tarball built no archive for platform node");
  execFileSync("tar", ["-xzf", archive, "-C", dir]);
  return dir;
}

/** One measurement: a graph, a latency, a face and a backend, and how the run is set up. */
interface Setup {
  size: GraphSize;
  latencyMs: number;
  plan: Plan;
  face: Face;
  backend: BackendSetup;
  withBaseline: boolean;
  serviceMode: ServiceMode;
  /** false: both sides run without the CLI's automatic log (bench/engine/automatic-log.ts). */
  engineLog: boolean;
  profileRoot?: string;
}

async function measure(workspace: E2eWorkspace, { size, latencyMs, plan, face, backend, withBaseline, serviceMode, engineLog, profileRoot }: Setup): Promise<{ adpublisher: ProgramFigures; baseline?: ProgramFigures }> {
  const service = await startService(serviceMode, workspace);
  const { emulator } = service;
  const c = emulator.credentials;
  // The emulator may be a process of its own: stopped too when the projects cannot be set up.
  const { real, baseline } = await projects(workspace, size, face, emulator, { BENCH_NOOP_DELAY_MS: String(latencyMs), ...backend.env }, withBaseline, profileRoot)
    .catch(async (error: unknown) => {
      await emulator.close();
      throw error;
    });
  try {
    if (!engineLog) for (const project of [real, baseline]) if (project) withoutAutomaticLog(project.home);
    if (latencyMs > 0) {
      await fetch(`${c.url}/_emulator/faults`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ rules: [{ path: ".*", times: 1e9, delayMs: latencyMs }] }),
      });
    }
    return await runPhases(real, baseline, service, plan, { name: face, providerMarker: PROVIDER_MARKER[face] }, profileRoot);
  } finally {
    real.cleanup();
    baseline?.cleanup();
    await emulator.close();
  }
}

export interface EngineBenchOptions {
  /** Keys of SIZES to run (default: "500"). */
  sizes?: string[];
  /** Per-call latencies to run, in ms (default: 0 and 100). */
  latencies?: number[];
  /** Runs of each repeatable phase (no-op preview, no-op up, refresh) per cycle; the median is kept. Default 3, in every cycle. */
  repeats?: number;
  /** Cycles of every phase, up to destroy, on both sides; each phase keeps the median of all its runs. Default 1. */
  rounds?: number;
  /**
   * Only these of each size's phases, in their usual order (default: all; bench/engine/plan.ts):
   * for a backend where one phase takes hours, the others without it.
   */
  phases?: readonly BenchPhase[];
  /** Faces to run (default: both). */
  faces?: readonly Face[];
  /** When given, every Node process of each phase writes a CPU profile below it (bench/engine/cpu-profiles.ts); times then include the profiler's cost. */
  profileDir?: string;
  /**
   * false: only our program, no no-op beside it (no ratios): for the sizes where one side's phase
   * takes most of an hour, to state its time, calls and memory. Default true.
   */
  withBaseline?: boolean;
  /** Where the emulator runs (default: its own niced process). */
  service?: ServiceMode;
  /** Where the engine keeps the stacks (default: file). */
  backends?: readonly Backend[];
  /** false: both sides without the CLI's automatic log, to measure what it costs (default true, as users run). */
  engineLog?: boolean;
  /** Told of each phase that made more API calls than its minimum: which, and the extra calls by route. */
  overMinimum?: (message: string) => void;
  log?: (message: string) => void;
}

/**
 * Installed from a tarball, not a folder link, so its provider lives under node_modules and state
 * stores a require, as ours does. Packed from a copy that holds outputs.json: each resource's output
 * properties and secret outputs from schema.json, which the no-op classes declare as ours do.
 */
function packNoopProvider(runDir: string): string {
  const dir = join(runDir, "noop-provider");
  cpSync(join(__dirname, "engine", "noop-provider"), dir, { recursive: true });
  type Schema = { resources: Record<string, { properties?: Record<string, { secret?: boolean }> }> };
  const { resources } = JSON.parse(readFileSync(join(__dirname, "..", "schema.json"), "utf8")) as Schema;
  const declared = Object.fromEntries(Object.entries(resources).map(([token, resource]) => {
    const properties = Object.entries(resource.properties ?? {});
    return [token.split(":").pop()!, { outputs: properties.map(([key]) => key), secrets: properties.filter(([, p]) => p.secret === true).map(([key]) => key) }];
  }));
  writeFileSync(join(dir, "outputs.json"), `${JSON.stringify(declared, null, 2)}\n`);
  const name = execFileSync("npm", ["pack", "--silent", "--pack-destination", runDir], { cwd: dir, encoding: "utf8" });
  return join(runDir, name.trim());
}

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

/** The CLI's default `--parallel`: four operations per core. */
const ENGINE_PARALLEL = 4 * cpus().length;

/**
 * With `--profile`, where the time of each phase over the goal went (gap-budget.ts); a budget that
 * cannot be made is said, not thrown. The no-op waits once per resource in a phase that calls.
 */
function logBudgetsOverGoal(profileRoot: string, phases: readonly BenchPhase[], figures: Record<string, number | string>, at: string, latencyMs: number, resources: number, log: (m: string) => void) {
  for (const phase of phases) {
    const phaseRatio = figures[`${at}, ${phase}: ratio to no-op`];
    if (typeof phaseRatio !== "number" || phaseRatio <= GOAL_RATIO) continue;
    const calls = Number(figures[`${at}, ${phase}: API calls`] ?? 0);
    try {
      log(phaseBudget(profileRoot, phase, latencyMs, { calls, floorWaits: calls === 0 ? 0 : resources, parallel: ENGINE_PARALLEL }));
    } catch (error) {
      log(`${at}, ${phase}: no budget of the time over the floor: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

export async function run(options: EngineBenchOptions = {}): Promise<Record<string, number | string>> {
  const log = options.log ?? ((m: string) => process.stderr.write(`${m}\n`));
  const rounds = options.rounds ?? 1;
  // Every size and plan checked before the minutes the package's build takes.
  const sizes = (options.sizes ?? ["500"]).map((key) => {
    const size = SIZES[key];
    if (!size) throw new Error(`unknown engine size "${key}" (known: ${Object.keys(SIZES).join(", ")})`);
    return { size, plan: planFor(key, { phases: options.phases, repeats: options.repeats, rounds }) };
  });
  const runDir = mkdtempSync(join(tmpdir(), "adpublisher-bench-"));
  const figures: Record<string, number | string> = {};
  try {
    const workspace = buildPackedWorkspace(runDir, log, { "adpublisher-bench-noop": `file:${packNoopProvider(runDir)}` });
    for (const { size, plan } of sizes) {
      const n = resourceCount(size);
      const engineLog = options.engineLog ?? true;
      for (const backendName of options.backends ?? ["file"]) for (const latencyMs of options.latencies ?? [0, LATENCY_MS]) for (const face of options.faces ?? BOTH_FACES) {
        const backend = await backendSetup(backendName);
        log(`engine (${face}): ${n} resources (${size.apps}x${size.locationsPerApp}, ${size.lists} lists), ${latencyMs} ms per call, ${backendName} backend`);
        const profileRoot = options.profileDir ? join(options.profileDir, `${face}-${n}-${latencyMs}ms-${backendName}`) : undefined;
        const setup: Setup = { size, latencyMs, plan, face, backend, withBaseline: options.withBaseline ?? true, serviceMode: options.service ?? "process", engineLog, profileRoot };
        const load = watchLoad();
        const { adpublisher, baseline } = await measure(workspace, setup).finally(() => backend.stop());
        const loadRecord = load.stop();
        // The dynamic face, the file backend and the automatic log keep the keys they always had, so earlier results stay comparable.
        const at = `${FACE_LABEL[face]}${n} res, ${latencyMs} ms${backend.label}${engineLog ? "" : ", no engine log"}`;
        for (const phase of plan.phases) {
          const mine = adpublisher.phases[phase]!;
          const floor = baseline?.phases[phase];
          figures[`${at}, ${phase}: seconds`] = mine.seconds;
          if (mine.runs) figures[`${at}, ${phase}: runs s`] = mine.runs.join(", ");
          if (floor) {
            figures[`${at}, ${phase}: no-op seconds`] = floor.seconds;
            if (floor.runs) figures[`${at}, ${phase}: no-op runs s`] = floor.runs.join(", ");
            figures[`${at}, ${phase}: ratio to no-op`] = ratio(mine.seconds, floor.seconds);
          }
          figures[`${at}, ${phase}: API calls`] = mine.calls ?? 0;
          const minimum = minimumByRoute(phase, size);
          figures[`${at}, ${phase}: minimum calls`] = total(minimum);
          const over = callsOverMinimum(mine.byEndpoint ?? {}, minimum);
          if (Object.keys(over).length > 0) {
            const message = `${at}, ${phase}: ${mine.calls} API calls for a minimum of ${total(minimum)}; extra calls by route: ${JSON.stringify(over)}`;
            log(message);
            options.overMinimum?.(message);
          }
          figures[`${at}, ${phase}: calls by endpoint`] = JSON.stringify(mine.byEndpoint ?? {});
          figures[`${at}, ${phase}: provider peak RSS MB`] = mine.providerPeakRssMb;
          // The no-op's peak beside ours: what the SDK's host or the plugin server hold for the same graph.
          if (floor) figures[`${at}, ${phase}: no-op provider peak RSS MB`] = floor.providerPeakRssMb;
          // Where the time went, in CPU seconds: our provider beside the no-op's, the engine's and the
          // program's (its language host with it) for each side (the engine's grows with what a
          // provider stores), and the emulator's serving of our calls.
          figures[`${at}, ${phase}: provider CPU s`] = mine.providerCpuSeconds;
          if (floor) figures[`${at}, ${phase}: no-op provider CPU s`] = floor.providerCpuSeconds;
          figures[`${at}, ${phase}: engine CPU s`] = mine.engineCpuSeconds;
          if (floor) figures[`${at}, ${phase}: no-op engine CPU s`] = floor.engineCpuSeconds;
          figures[`${at}, ${phase}: program CPU s`] = mine.programCpuSeconds;
          if (floor) figures[`${at}, ${phase}: no-op program CPU s`] = floor.programCpuSeconds;
          figures[`${at}, ${phase}: service CPU s`] = mine.serviceCpuSeconds ?? 0;
          figures[`${at}, ${phase}: engine log KB`] = Math.round(mine.engineLogBytes / 1024);
          if (floor) figures[`${at}, ${phase}: no-op engine log KB`] = Math.round(floor.engineLogBytes / 1024);
        }
        // Every figure's date and the machine's load beside it, as a measurement's commit message states them (bench/README.md).
        Object.assign(figures, loadFigures(at, loadRecord));
        figures[`${at}: state bytes per resource`] = adpublisher.state.bytesPerResource;
        figures[`${at}: of which inputs and outputs`] = adpublisher.state.propertyBytesPerResource;
        if (baseline) {
          figures[`${at}: no-op state bytes per resource`] = baseline.state.bytesPerResource;
          figures[`${at}: no-op inputs and outputs`] = baseline.state.propertyBytesPerResource;
        }
        figures[`${at}: __provider bytes`] = adpublisher.state.providerBytes;
        if (profileRoot && baseline) logBudgetsOverGoal(profileRoot, plan.phases, figures, at, latencyMs, n, log);
      }
    }
    return figures;
  } finally {
    if (!process.env.ADPUBLISHER_KEEP_BENCH) rmSync(runDir, { recursive: true, force: true });
  }
}
