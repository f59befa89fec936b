// provider/'s imports: no circle, and none up the layers that test/support/layers.ts lists (the
// list docs/contributing.md states, checked here too).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importCircles, importGraph } from "../support/import-graph";
import { LAYERS, layersInDocs, layerViolations, outsideProvider } from "../support/layers";

const graph = importGraph(join(__dirname, "../../provider"));

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

  it("run down the layers or sideways, never up, and every module is in a layer", () => {
    expect(layerViolations(graph)).toEqual({ up: [], unplaced: [] });
  });

  it("find an import up the layers, and a module in no layer (the check can fail)", () => {
    const wrong = new Map([
      ["client/transport.ts", ["models/app.ts", "runtime/process-scope.ts"]],
      ["runtime/process-scope.ts", ["client/index.ts"]],
      ["shelf/odd.ts", ["client/index.ts"]],
    ]);
    expect(layerViolations(wrong)).toEqual({
      up: ["client/transport.ts -> runtime/process-scope.ts (layer 3 -> layer 5)"],
      unplaced: ["shelf/odd.ts"],
    });
  });

  it("leave provider/ only where the emulator's bin starts the emulator", () => {
    const leaving = [...graph].flatMap(([module, targets]) => targets.filter(outsideProvider).map((t) => `${module} -> ${t}`));
    expect(leaving).toEqual(["bin/adpublisher-emulator.ts -> ../emulator/main.ts"]);
  });

  it("are held to the layers docs/contributing.md states, in the same order", () => {
    const docs = readFileSync(join(__dirname, "../../docs/contributing.md"), "utf8");
    expect(layersInDocs(docs)).toEqual(LAYERS);
    expect(layersInDocs("## Layers\n\n1. `models/`: schemas\n2. `client/`, `config.ts`: HTTP\n\n## Next\n3. `cli/`")).toEqual([["models"], ["client", "config.ts"]]);
  });
});
