// The layers of provider/, bottom to top, and the check of every import against them: a module may
// import its own layer or one below, never one above. An entry is a folder or a file directly under
// provider/. docs/contributing.md ("Layers") states this same list; test/unit/import-graph.test.ts
// holds the code and that page to it.

/** Bottom to top. */
export const LAYERS: readonly (readonly string[])[] = [
  ["node-version.ts", "package-info.ts", "compile-cache.ts"],
  ["models", "pulumi-json"],
  ["client"],
  ["config.ts"],
  ["runtime"],
  ["dynamic-shim"],
  ["resources", "functions", "s2s.ts"],
  ["reports"],
  ["lookups", "function-registry.ts"],
  ["index.ts", "dynamic", "plugin"],
  ["discovery"],
  ["review", "recovery"],
  ["drift", "impact"],
  ["cli"],
  ["bin"],
];

/** The layer of a module (its path under provider/), by its first segment; undefined when no layer names it. */
export function layerOf(module: string, layers: readonly (readonly string[])[] = LAYERS): number | undefined {
  const entry = module.split("/")[0]!;
  const index = layers.findIndex((layer) => layer.includes(entry));
  return index < 0 ? undefined : index;
}

/** Whether a module's path leaves provider/ (the emulator's bin starts the emulator, which is no layer of it). */
export const outsideProvider = (module: string): boolean => module.startsWith("../");

/**
 * Every import that runs up the layers, as `from -> to (layer m -> layer n)`, and every
 * module of provider/ that no layer holds (its import is then no arrow either way).
 */
export function layerViolations(graph: ReadonlyMap<string, readonly string[]>, layers: readonly (readonly string[])[] = LAYERS): { up: string[]; unplaced: string[] } {
  const up: string[] = [];
  const unplaced = new Set<string>();
  for (const [module, targets] of graph) {
    const from = layerOf(module, layers);
    if (from === undefined) unplaced.add(module);
    for (const target of targets) {
      if (outsideProvider(target)) continue;
      const to = layerOf(target, layers);
      if (to === undefined) unplaced.add(target);
      else if (from !== undefined && to > from) up.push(`${module} -> ${target} (layer ${from + 1} -> layer ${to + 1})`);
    }
  }
  return { up, unplaced: [...unplaced].sort() };
}

/**
 * The layers docs/contributing.md states: the numbered lines of its "Layers" section, each line's
 * backquoted names (a folder written with its trailing slash).
 */
export function layersInDocs(markdown: string): string[][] {
  const section = /^## Layers\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(markdown)?.[1] ?? "";
  return section
    .split("\n")
    .filter((line) => /^\d+\. /.test(line))
    .map((line) => [...line.split(":")[0]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\/$/, "")));
}
