// A clock for unit tests whose sleeps return at once, recording each wait.
import type { Clock } from "../../provider/client/clock";

/** A clock whose sleeps return at once and only move its own time; `sleeps` records each wait. */
export function instantClock(): Clock & { sleeps: number[] } {
  let now = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
  };
}
