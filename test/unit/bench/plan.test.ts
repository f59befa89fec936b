// The engine benchmark's plan: which phases run at which sizes, how many times.
import { describe, expect, it } from "vitest";
import { parsePhases, planFor } from "../../../bench/engine/plan";

describe("the engine benchmark's plan", () => {
  it("runs every phase at the usual sizes, three runs of each repeatable one in every cycle", () => {
    expect(planFor("500", {})).toEqual({ phases: ["up", "preview (no-op)", "up (no-op)", "refresh", "destroy"], repeats: 3, rounds: 1 });
    expect(planFor("500", { rounds: 5 }).repeats).toBe(3);
    expect(planFor("500", { rounds: 5, repeats: 1 }).repeats).toBe(1);
  });

  it("runs each phase once at 5,000, without the no-op up", () => {
    expect(planFor("5000", { repeats: 3 })).toEqual({ phases: ["up", "preview (no-op)", "refresh", "destroy"], repeats: 1, rounds: 1 });
  });

  it("keeps only the phases asked for, in their usual order, and none a size does not run", () => {
    const phases = parsePhases("refresh,up,no-op-up");
    expect(planFor("2000", { phases }).phases).toEqual(["up", "up (no-op)", "refresh"]);
    expect(planFor("5000", { phases }).phases).toEqual(["up", "refresh"]);
  });

  it("refuses a phase it does not know", () => {
    expect(() => parsePhases("up,preview")).toThrow(/--phases: unknown phase "preview" \(known: up, no-op-preview, no-op-up, refresh, destroy\)/);
  });

  it("keeps a plan without up, whose phases are then timed alone", () => {
    expect(planFor("5000", { phases: parsePhases("destroy,refresh") }).phases).toEqual(["refresh", "destroy"]);
    expect(planFor("500", { phases: parsePhases("destroy"), rounds: 2 }).phases).toEqual(["destroy"]);
  });

  it("refuses more than one cycle that does not destroy its stack", () => {
    expect(() => planFor("500", { phases: parsePhases("up,refresh"), rounds: 2 })).toThrow(/--rounds: .*include destroy in --phases/);
    expect(planFor("500", { phases: parsePhases("up,destroy"), rounds: 2 }).phases).toEqual(["up", "destroy"]);
  });
});
