// Reading the engine's CPU profiles into the parts of a phase's budget.
import { describe, expect, it } from "vitest";
import { budget, budgetTable, engineParts, goProfileSeconds, nodeParts, parseGoRawProfile, waitsLine } from "../../../bench/engine/gap-budget";

// The shape of `go tool pprof -raw` of a CPU profile: samples (innermost location first), then
// locations, one line per function inlined at an address.
const RAW = `PeriodType: cpu nanoseconds
Period: 10000000
Time: 2026-11-30 18:53:20.984580954 +0000 UTC
Duration: 18.8
Samples:
samples/count cpu/nanoseconds
          3   30000000: 1 2 3 4
          2   20000000: 5 3 4
          1   10000000: 6
          4   40000000: 7 8
Locations
     1: 0x4a0b23 M=1 encoding/json.appendCompact encoding/json/indent.go:40:0 s=0
     2: 0x4a0c00 M=1 github.com/pulumi/pulumi/pkg/v3/resource/stack.SerializeDeploymentWithMetadata pkg/resource/stack/deployment.go:250:0 s=242
     3: 0x4a0d00 M=1 github.com/pulumi/pulumi/pkg/v3/backend.(*SnapshotManager).Deployment pkg/backend/snapshot.go:700:0 s=690
             github.com/pulumi/pulumi/pkg/v3/backend.(*SnapshotManager).saveSnapshot pkg/backend/snapshot.go:720:0 s=710
     4: 0x4a0e00 M=1 github.com/pulumi/pulumi/pkg/v3/backend.(*SnapshotManager).defaultServiceLoop pkg/backend/snapshot.go:800:0 s=790
     5: 0x4a0f00 M=1 crypto/md5.block crypto/md5/md5block.go:10:0 s=1
     6: 0x4a1000 M=1 runtime.gcBgMarkWorker runtime/mgc.go:1400:0 s=1390
     7: 0x4a1100 M=1 runtime.memmove runtime/memmove.s:10:0 s=1
     8: 0x4a1200 M=1 github.com/pulumi/pulumi/pkg/v3/resource/deploy.(*stepExecutor).worker pkg/resource/deploy/step_executor.go:500:0 s=490
Mappings
1: 0x400000/0x2000000/0x0 pulumi  [FN]
`;

describe("the engine's profile", () => {
  it("reads each sample's functions, inlined ones included", () => {
    const profile = parseGoRawProfile(RAW);
    expect(profile.samples).toHaveLength(4);
    expect(profile.samples[1]).toEqual({
      seconds: 0.02,
      functions: [
        "crypto/md5.block",
        "github.com/pulumi/pulumi/pkg/v3/backend.(*SnapshotManager).Deployment",
        "github.com/pulumi/pulumi/pkg/v3/backend.(*SnapshotManager).saveSnapshot",
        "github.com/pulumi/pulumi/pkg/v3/backend.(*SnapshotManager).defaultServiceLoop",
      ],
    });
  });

  it("puts a sample in the first part one of its functions matches", () => {
    const parts = engineParts(parseGoRawProfile(RAW));
    expect(Object.fromEntries([...parts].map(([k, v]) => [k, Number(v.toFixed(2))]))).toEqual({
      "engine: checkpoints: the snapshot serialized": 0.03,
      "engine: checkpoints: JSON, hash and file": 0.02,
      "engine: garbage collector": 0.01,
      "engine: steps, diffs and events": 0.04,
    });
  });

  it("refuses text that is not a raw CPU profile", () => {
    expect(() => parseGoRawProfile("File: pulumi\nType: cpu\n")).toThrow(/no samples/);
  });

  it("reads the process's duration, in any of Go's units, from the header of a top listing", () => {
    const header = (duration: string) => `File: pulumi\nType: cpu\nDuration: ${duration}, Total samples = 280ms (40.82%)\n`;
    expect(goProfileSeconds(header("18.80s"))).toBeCloseTo(18.8);
    expect(goProfileSeconds(header("685.92ms"))).toBeCloseTo(0.68592);
    expect(goProfileSeconds(header("1m5.5s"))).toBeCloseTo(65.5);
    expect(() => goProfileSeconds(header("685."))).toThrow(/no Duration of a known form \(685\.\)/);
    expect(() => goProfileSeconds("Type: cpu\n")).toThrow(/no Duration of a known form \(none\)/);
  });
});

describe("a Node process's profile", () => {
  it("counts its CPU by part under the process's name, leaving out idle time", () => {
    const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0 });
    const parts = nodeParts({
      startTime: 0,
      endTime: 10_000,
      samples: Array.from({ length: 10 }, () => 1),
      nodes: [
        { id: 0, callFrame: frame("", "file:///w/node_modules/pulumi-adpublisher/dist/provider/bin/pulumi-resource-adpublisher.js"), hitCount: 0 },
        { id: 1, callFrame: frame("(idle)", ""), hitCount: 4 },
        { id: 2, callFrame: frame("read", "file:///w/node_modules/pulumi-adpublisher/dist/provider/plugin/server.js"), hitCount: 3 },
        { id: 3, callFrame: frame("request", "file:///w/node_modules/undici/lib/api/api-request.js"), hitCount: 2 },
        { id: 4, callFrame: frame("(garbage collector)", ""), hitCount: 1 },
      ],
    });
    expect(Object.fromEntries([...parts].map(([k, v]) => [k, Number(v.toFixed(3))]))).toEqual({
      "plugin: the provider's code": 0.003,
      "plugin: HTTP client (undici)": 0.002,
      "plugin: native code and GC": 0.001,
    });
  });
});

describe("the budget of a phase over its floor", () => {
  it("averages each side's runs and shares the points over the floor by each part's extra CPU", () => {
    const rows = budget(
      [new Map([["engine: a", 3], ["plugin: b", 1]]), new Map([["engine: a", 5], ["plugin: b", 1]])],
      [new Map([["engine: a", 3], ["plugin: c", 0.5]])],
    );
    expect(rows).toEqual([
      { part: "engine: a", ours: 4, floor: 3, over: 1, share: 1 / 1.5 },
      { part: "plugin: b", ours: 1, floor: 0, over: 1, share: 1 / 1.5 },
      { part: "plugin: c", ours: 0, floor: 0.5, over: -0.5, share: -0.5 / 1.5 },
    ]);
    const table = budgetTable(rows, 11, 10);
    expect(table).toContain("11.00 s against 10.00 s, 1.10x");
    expect(table).toContain("| engine: a | 4.00 | 3.00 | 1.00 | 67% | 6.7 |");
    expect(table).toContain("| **plugin, all** | 1.00 | 0.50 | 0.50 | 33% | 3.3 |");
    expect(table.indexOf("**engine, all**")).toBeLessThan(table.indexOf("| engine: a |"));
    expect(table).toContain("| plugin: c | 0.00 | 0.50 | -0.50 | -33% | -3.3 |");
  });

  it("gives shares but no points where the phase also waits on calls", () => {
    const table = budgetTable(budget([new Map([["engine: a", 4]])], [new Map([["engine: a", 3]])]), 11, 10, 100);
    expect(table).toContain("100 ms a call: the phase waits as well as computes");
    expect(table).toContain("| engine: a | 4.00 | 3.00 | 1.00 | 100% |  |");
  });

  it("gives no shares to a phase at or under its floor", () => {
    const rows = budget([new Map([["engine: a", 2]])], [new Map([["engine: a", 3]])]);
    const table = budgetTable(rows, 9, 10);
    expect(table).toContain("at or under the floor in time or in CPU: the parts without shares");
    expect(table).toContain("| engine: a | 2.00 | 3.00 | -1.00 |  |  |");
  });

  it("refuses a side without runs", () => {
    expect(() => budget([], [new Map()])).toThrow(/each side needs at least one run/);
  });
});

describe("the waits of a phase with latency", () => {
  it("counts each call over the floor's waits as one more wait, at the engine's operations at a time", () => {
    expect(waitsLine({ calls: 571, floorWaits: 485, parallel: 8 }, 100, 22.7)).toBe(
      "waits: 571 calls where the floor waits 485 times, 86 more: at least 1.07 s at 8 operations at a time, about 4.7 points",
    );
  });

  it("says how many fewer waits a phase makes than the floor, without points", () => {
    expect(waitsLine({ calls: 126, floorWaits: 485, parallel: 8 }, 100, 7.6)).toBe("waits: 126 calls where the floor waits 485 times, 359 fewer");
  });
});
