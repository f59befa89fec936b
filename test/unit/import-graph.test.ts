import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importCircles, importGraph } from "../support/import-graph";

const graph = importGraph(join(__dirname, "../../provider"));
/** Folders built on the definitions: features (commands, discovery, review...) and the two faces. */
const FEATURES = ["bin", "cli", "discovery", "drift", "functions", "lookups", "plugin", "recovery", "reports", "review"];
const FACES = ["dynamic", "plugin"];
const folderOf = (module: string) => module.split("/")[0]!;

/** Every module `start` reaches through its imports. */
function reached(start: string): Set<string> {
  const seen = new Set<string>();
  const walk = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    (graph.get(module) ?? []).forEach(walk);
  };
  walk(start);
  return seen;
}

describe("provider/'s imports", () => {
  it("reads every module (a sanity check of the reader itself)", () => {
    expect(graph.size).toBeGreaterThan(150);
    expect(graph.get("resources/definitions.ts")).toContain("resources/app/definition.ts");
    expect(graph.get("resources/app/handler.ts")).toContain("resources/handler.ts");
  });

  it("form no circle", () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it("finds a circle when there is one (the check can fail)", () => {
    expect(importCircles(new Map([["a.ts", ["b.ts"]], ["b.ts", ["c.ts"]], ["c.ts", ["a.ts"]], ["d.ts", ["a.ts"]]]))).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });

  it("keep the definitions apart from every feature and face: they reach nothing of them", () => {
    const outside = [...reached("resources/definitions.ts")].filter((m) => [...FEATURES, ...FACES].includes(folderOf(m)));
    expect(outside).toEqual([]);
  });

  it("keep resources/ off the feature folders; only the dynamic face's adapters (classes, serialized shims) reach the dynamic face", () => {
    const wrong = [...graph].flatMap(([module, targets]) => {
      if (folderOf(module) !== "resources") return [];
      const adapter = /^resources\/([a-z-]+\/resource|providers\/[a-z-]+)\.ts$/.test(module);
      return targets.filter((t) => FEATURES.includes(folderOf(t)) || (folderOf(t) === "dynamic" && !adapter)).map((t) => `${module} -> ${t}`);
    });
    expect(wrong).toEqual([]);
  });
});
