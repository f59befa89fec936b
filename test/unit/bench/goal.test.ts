// The engine benchmark's check of each phase against its no-op provider's.
import { describe, expect, it } from "vitest";
import { GOAL_RATIO, phasesOverGoal } from "../../../bench/engine/goal";

describe("the engine benchmark's check of each phase against its no-op", () => {
  const figures = {
    "485 res, 0 ms, up: seconds": 20.1,
    "485 res, 0 ms, up: ratio to no-op": 1.04,
    "485 res, 0 ms, refresh: ratio to no-op": 1.31,
    "plugin (YAML), 485 res, 100 ms, destroy: ratio to no-op": GOAL_RATIO,
    "plugin (YAML), 485 res, 100 ms, up: ratio to no-op": 1.17,
    "485 res, 0 ms, refresh: calls by endpoint": "{}",
  };

  it("names each phase over 1.10x with its ratio, and no phase at or under it", () => {
    expect(phasesOverGoal(figures)).toEqual(["485 res, 0 ms, refresh: 1.31", "plugin (YAML), 485 res, 100 ms, up: 1.17"]);
  });

  it("finds none when every ratio is within the goal", () => {
    expect(phasesOverGoal({ "485 res, 0 ms, up: ratio to no-op": 0.95, "485 res, 0 ms, up: seconds": 30 })).toEqual([]);
  });
});
