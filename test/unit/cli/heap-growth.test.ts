// The bin's heap growth: set near what survives unless the person chose one.
import { describe, expect, it } from "vitest";
import { HEAP_GROWING_FLAG, HEAP_GROWING_PERCENT, keepHeapNearWhatSurvives } from "../../../provider/cli/heap-growth";

function run(given: string[]): { set: boolean; flags: string[] } {
  const flags: string[] = [];
  const set = keepHeapNearWhatSurvives(given, (f) => flags.push(f));
  return { set, flags };
}

describe("the bin's heap growth", () => {
  it("keeps the heap within 5% of what survived, when the person chose nothing", () => {
    expect(run(["--enable-source-maps", "--max-old-space-size=512"])).toEqual({ set: true, flags: [`${HEAP_GROWING_FLAG}=${HEAP_GROWING_PERCENT}`] });
    expect(HEAP_GROWING_PERCENT).toBe(5);
  });

  it("leaves a growth the person chose, in NODE_OPTIONS or on node's command line, either spelling", () => {
    expect(run(["--heap-growing-percent=30"])).toEqual({ set: false, flags: [] });
    expect(run(["", "--max-old-space-size=40 --heap_growing_percent=0"])).toEqual({ set: false, flags: [] });
  });
});
