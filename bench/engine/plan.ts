// Which phases one measurement of the engine benchmark runs, and how often (engine.bench.ts).
import type { BenchPhase, Plan } from "./phase-runs";

/** Sizes that run each phase once (one run of the largest takes hours on two cores), without the no-op up. */
const ONCE: ReadonlySet<string> = new Set(["5000"]);
/** Every phase, in order. */
const PHASES: readonly BenchPhase[] = ["up", "preview (no-op)", "up (no-op)", "refresh", "destroy"];
/** `--phases`' names of the phases. */
const PHASE_NAMES: Readonly<Record<string, BenchPhase>> = { up: "up", "no-op-preview": "preview (no-op)", "no-op-up": "up (no-op)", refresh: "refresh", destroy: "destroy" };

/**
 * The phases `--phases` names (comma-separated). Without `up` among them, each cycle's stack is
 * made by an `up` that is not timed and writes one checkpoint at its end
 * (phase-runs.ts): the state it leaves is the same, in a minute instead of an hour on PostgreSQL.
 */
export function parsePhases(text: string): BenchPhase[] {
  return text.split(",").map((name) => {
    const phase = PHASE_NAMES[name];
    if (!phase) throw new Error(`--phases: unknown phase "${name}" (known: ${Object.keys(PHASE_NAMES).join(", ")})`);
    return phase;
  });
}

export interface PlanChoices {
  /** Only these phases, in their usual order (default: all the size runs). */
  phases?: readonly BenchPhase[];
  /** Runs of each repeatable phase per cycle (default 3). */
  repeats?: number;
  /** Whole cycles (default 1). */
  rounds?: number;
}

/** The plan for one size (a key of the bench's SIZES). */
export function planFor(sizeKey: string, { phases, repeats, rounds = 1 }: PlanChoices): Plan {
  // A second cycle starts with `up` of a new stack: the first must have destroyed its own.
  if (rounds > 1 && phases && !phases.includes("destroy")) throw new Error("--rounds: every cycle after the first needs the one before destroyed; include destroy in --phases");
  const once = ONCE.has(sizeKey);
  const all = once ? PHASES.filter((phase) => phase !== "up (no-op)") : PHASES;
  // Three runs of a repeatable phase in every cycle, however many cycles: one run of a phase of
  // two or three seconds moves by more than the goal's 10% (bench/README.md).
  return {
    phases: phases ? all.filter((phase) => phases.includes(phase)) : all,
    repeats: once ? 1 : repeats ?? 3,
    rounds,
  };
}
