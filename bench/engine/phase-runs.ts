// One measurement's phases on both sides of the engine benchmark (engine.bench.ts): each phase run
// through the real CLI and timed, with the calls the emulator logged and the CPU and memory of the
// processes the engine started; the sides alternate phase by phase and cycle by cycle.
import type { RunningEmulator } from "../../emulator";
import type { EngineResult, PulumiProject } from "../../test/support/pulumi-project";
import { countByEndpoint, type LoggedRequest, type Phase } from "../../test/support/api-calls";
import { automaticLogBytes } from "./automatic-log";
import { median } from "../percentile";
import { fileProfiles } from "./cpu-profiles";
import { ProviderMemorySampler, type ProcessUse } from "./process-memory";
import { keepStates, stateFigures, type StateFigures } from "./state-figures";

/** The phases the benchmark times (a subset of what the e2e test of calls runs). */
export type BenchPhase = Extract<Phase, "up" | "preview (no-op)" | "up (no-op)" | "refresh" | "destroy">;

export interface PhaseFigures extends ProcessUse {
  seconds: number;
  /** CPU the emulator spent serving the phase: the service's work, not the provider's. */
  serviceCpuSeconds?: number;
  calls?: number;
  byEndpoint?: Record<string, number>;
  /** Each run's seconds, when the phase ran more than once (the figure is their median). */
  runs?: number[];
  /** What the CLI's automatic log grew by (bench/engine/automatic-log.ts). */
  engineLogBytes: number;
}

function runPhase(project: PulumiProject, phase: BenchPhase): Promise<EngineResult> {
  switch (phase) {
    case "up":
      return project.up();
    case "preview (no-op)":
      return project.preview("--expect-no-changes");
    case "up (no-op)":
      return project.up("--expect-no-changes");
    case "refresh":
      return project.refresh("--expect-no-changes");
    case "destroy":
      return project.destroy();
  }
}

async function requestLog(emulator: RunningEmulator, clear: boolean): Promise<LoggedRequest[]> {
  const url = `${emulator.credentials.url}/_emulator/requests`;
  const { requests } = (await (await fetch(url)).json()) as { requests: LoggedRequest[] };
  if (clear) await fetch(url, { method: "DELETE" });
  return requests;
}

export interface ProgramFigures {
  phases: Partial<Record<BenchPhase, PhaseFigures>>;
  state: StateFigures;
}

/** Phases that leave the stack as it was, so they can run again: their time is the median of runs. */
const REPEATABLE: ReadonlySet<BenchPhase> = new Set(["preview (no-op)", "up (no-op)", "refresh"]);

/** The emulator a measurement calls, and the CPU it has spent so far. */
export interface RunningService {
  emulator: RunningEmulator;
  cpuSeconds(): number;
}

/** Which phases run, how often each repeatable one does per cycle, and how many cycles. */
export interface Plan {
  phases: readonly BenchPhase[];
  repeats: number;
  rounds: number;
}

/** A face as the phases know it: its name (the kept exports' label) and how its provider's processes are told apart. */
export interface FaceProcesses {
  name: string;
  providerMarker: string;
}

/** One phase of one program, timed; `service` is given for the real provider, to read its log and CPU. */
async function timePhase(project: PulumiProject, phase: BenchPhase, face: FaceProcesses, service?: RunningService, profiles?: { root: string; side: string }): Promise<PhaseFigures> {
  const emulator = service?.emulator;
  if (emulator) await requestLog(emulator, true);
  const sampler = new ProviderMemorySampler(project.dir, face.providerMarker);
  sampler.start();
  const cpuBefore = service?.cpuSeconds() ?? 0;
  const logBefore = automaticLogBytes(project.home);
  const started = performance.now();
  const result = await runPhase(project, phase);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = service?.cpuSeconds() ?? 0;
  const use = sampler.stop();
  result.assertSuccess();
  if (profiles) fileProfiles(profiles.root, profiles.side, phase);
  const figures: PhaseFigures = { seconds: Math.round(seconds * 100) / 100, ...use, engineLogBytes: automaticLogBytes(project.home) - logBefore };
  if (emulator) {
    figures.serviceCpuSeconds = Math.round((cpuAfter - cpuBefore) * 100) / 100;
    const requests = await requestLog(emulator, true);
    figures.calls = requests.length;
    figures.byEndpoint = countByEndpoint(requests);
  }
  return figures;
}

/** One program of the comparison, and what its phases measured. */
interface Side {
  name: string;
  project: PulumiProject;
  profileSide: string;
  service?: RunningService;
  phases: Partial<Record<BenchPhase, PhaseFigures>>;
  state?: StateFigures;
}

/**
 * Runs every phase on both programs, alternating phase by phase, so load that comes and goes on the
 * machine falls on both alike; repeatable phases run `repeats` times each. With `rounds` above 1 the
 * whole cycle (up to destroy) runs again, the side that goes first alternating by round, and each
 * phase keeps the median of all its runs: a phase that runs once per cycle (`up`, `destroy`) moves
 * by up to 0.2 in its ratio between single runs on two busy cores.
 */
export async function runPhases(real: PulumiProject, baseline: PulumiProject | undefined, service: RunningService, plan: Plan, face: FaceProcesses, profileRoot?: string) {
  const { phases, repeats, rounds } = plan;
  // Our program (its calls read from the emulator's log), then the no-op's when there is one.
  const side = (name: string, project: PulumiProject, profileSide: string, callsFrom?: RunningService): Side => ({ name, project, profileSide, service: callsFrom, phases: {} });
  const sides = [side("adpublisher", real, "adpublisher", service), ...(baseline ? [side("baseline", baseline, "no-op")] : [])];
  const runs = new Map(sides.map((each) => [each, new Map(phases.map((phase) => [phase, [] as PhaseFigures[]]))]));
  const readStates = async () => {
    const exported: Record<string, string> = {};
    for (const each of sides) each.state = stateFigures((exported[each.name] = await each.project.exportStack()));
    keepStates(exported, face.name);
  };
  // The stacks are read while they hold every resource: before refresh (which may rewrite them),
  // else before destroy, else after the last phase.
  const readStatesBefore = phases.find((phase) => phase === "refresh" || phase === "destroy");
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    // Phases timed without their `up` (plan.ts): the stack made untimed, with one checkpoint at the
    // end, the state a checkpoint per step leaves, in a minute where PostgreSQL's takes hours.
    if (!phases.includes("up")) {
      for (const each of order) {
        (await each.project.upWithoutCheckpoints()).assertSuccess();
        // Its processes' profiles are kept apart (named as its engine profile), not counted in the first timed phase's.
        if (profileRoot) fileProfiles(profileRoot, each.profileSide, "up without checkpoints");
      }
    }
    for (const phase of phases) {
      if (phase === readStatesBefore) await readStates();
      for (let i = 0; i < (REPEATABLE.has(phase) ? repeats : 1); i++) {
        for (const each of order) {
          runs.get(each)!.get(phase)!.push(await timePhase(each.project, phase, face, each.service, profileRoot ? { root: profileRoot, side: each.profileSide } : undefined));
        }
      }
    }
  }
  if (!readStatesBefore) await readStates();
  for (const each of sides) {
    for (const phase of phases) {
      const all = runs.get(each)!.get(phase)!;
      const medianOf = (pick: (r: PhaseFigures) => number) => median(all.map(pick));
      // The calls of the run that made the most: every run must stay at the minimum.
      const mostCalls = all.reduce((most, r) => ((r.calls ?? 0) > (most.calls ?? 0) ? r : most));
      each.phases[phase] = {
        ...mostCalls, seconds: medianOf((r) => r.seconds), providerPeakRssMb: Math.max(...all.map((r) => r.providerPeakRssMb)),
        providerCpuSeconds: medianOf((r) => r.providerCpuSeconds), engineCpuSeconds: medianOf((r) => r.engineCpuSeconds),
        programCpuSeconds: medianOf((r) => r.programCpuSeconds), serviceCpuSeconds: medianOf((r) => r.serviceCpuSeconds ?? 0),
        engineLogBytes: medianOf((r) => r.engineLogBytes),
        ...(all.length > 1 && { runs: all.map((r) => r.seconds) }),
      };
    }
  }
  const [ours, noop] = sides.map((each): ProgramFigures => ({ phases: each.phases, state: each.state! }));
  return { adpublisher: ours!, baseline: noop };
}
