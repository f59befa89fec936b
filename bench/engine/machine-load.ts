// When a measurement ran and how loaded the machine was: a measurement's commit message dates its
// figures and states the load beside them (bench/README.md), and a figure taken while something
// else ran is not comparable.
// The load before the measurement starts is what else was running; during it, mostly the bench's own.
import { loadavg } from "node:os";

/** The 1-minute load average sampled over one measurement. */
export interface LoadRecord {
  /** UTC, to the minute: when the measurement started and ended. */
  from: Date;
  to: Date;
  /** The load just before the measurement started. */
  before: number;
  /** The lowest and highest of the samples during it (stop takes one, so there is at least one). */
  min: number;
  max: number;
}

export interface LoadWatch {
  /** Ends the watch: its last sample, then the record. */
  stop(): LoadRecord;
}

export interface LoadSources {
  readLoad: () => number;
  now: () => Date;
  intervalMs: number;
}

const DEFAULT_SOURCES: LoadSources = { readLoad: () => loadavg()[0] ?? 0, now: () => new Date(), intervalMs: 10_000 };

/** Samples the load every interval until stop; the timer never keeps the process alive. */
export function watchLoad(sources: Partial<LoadSources> = {}): LoadWatch {
  const { readLoad, now, intervalMs } = { ...DEFAULT_SOURCES, ...sources };
  const before = readLoad();
  const from = now();
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  const sample = () => {
    const load = readLoad();
    min = Math.min(min, load);
    max = Math.max(max, load);
  };
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { from, to: now(), before, min, max };
    },
  };
}

const minute = (d: Date) => d.toISOString().slice(11, 16);
const oneDecimal = (n: number) => n.toFixed(1);

/** "2026-11-30 22:06 to 22:12 UTC" (the end's date too when it is another day). */
export function describeWhen({ from, to }: Pick<LoadRecord, "from" | "to">): string {
  const [fromDay, toDay] = [from.toISOString().slice(0, 10), to.toISOString().slice(0, 10)];
  return `${fromDay} ${minute(from)} to ${toDay === fromDay ? "" : `${toDay} `}${minute(to)} UTC`;
}

/** "0.3 before, 1.2 to 2.8 during": the 1-minute load average. */
export function describeLoad({ before, min, max }: Pick<LoadRecord, "before" | "min" | "max">): string {
  return `${oneDecimal(before)} before, ${oneDecimal(min)} to ${oneDecimal(max)} during`;
}

/** A measurement's two figures, `<at>: when` and `<at>: load average`, as both benchmarks write them. */
export function loadFigures(at: string, record: LoadRecord): Record<string, string> {
  return { [`${at}: when`]: describeWhen(record), [`${at}: load average`]: describeLoad(record) };
}
