// The engine's property bag is named once: `Record<string, unknown>` is spelled out only in the
// module that names it (pulumi-json/property-bag.ts, as `EngineProps`), and no module of provider/
// casts through `unknown`; everything else says `EngineProps` where it holds the engine's bag, and
// a real type where it does not. Each rule has a self-test on planted sources, assembled at run
// time so that this file does not hold what it looks for.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { isEngineProps, propsOf } from "../../../provider/pulumi-json/property-bag";

const PROVIDER = join(__dirname, "../../../provider");
/** The one module that names the bag (a path under provider/). */
const ADAPTER = "pulumi-json/property-bag.ts";

const UNTYPED_BAG = ["Record<string,", "unknown>"].join(" ");
const CAST_THROUGH_UNKNOWN = ["as", "unknown", "as"].join(" ");

type Source = { path: string; text: string };

function sources(dir: string): Source[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|mts)$/.test(entry.name) ? [{ path: relative(PROVIDER, path), text: readFileSync(path, "utf8") }] : [];
  });
}

/** `path:line` of every line that holds `needle`, outside the modules `allowed` names. */
function usesOf(files: readonly Source[], needle: string, allowed: readonly string[] = []): string[] {
  return files.flatMap(({ path, text }) => (allowed.includes(path) ? [] : text.split("\n").flatMap((line, i) => (line.includes(needle) ? [`${path}:${i + 1}`] : []))));
}

const provider = sources(PROVIDER);

describe("the engine's property bag", () => {
  it("reads provider/'s modules (a sanity check of the reader itself)", () => {
    expect(provider.length).toBeGreaterThan(150);
    expect(provider.map((f) => f.path)).toContain(ADAPTER);
  });

  it(`is spelled ${UNTYPED_BAG} only where it is named, once`, () => {
    expect(usesOf(provider, UNTYPED_BAG, [ADAPTER])).toEqual([]);
    expect(usesOf(provider.filter((f) => f.path === ADAPTER), UNTYPED_BAG)).toHaveLength(1);
  });

  it(`is never reached by a cast through unknown`, () => {
    expect(usesOf(provider, CAST_THROUGH_UNKNOWN)).toEqual([]);
  });

  it("finds a planted use outside the adapter, and a planted cast (the checks can fail)", () => {
    const planted: Source[] = [
      { path: ADAPTER, text: `export type EngineProps = ${UNTYPED_BAG};` },
      { path: "drift/scope.ts", text: `// scope\ntype Fields = ${UNTYPED_BAG};\n` },
      { path: "plugin/values.ts", text: `const props = struct.toJavaScript() ${CAST_THROUGH_UNKNOWN} Props;` },
    ];
    expect(usesOf(planted, UNTYPED_BAG, [ADAPTER])).toEqual(["drift/scope.ts:2"]);
    expect(usesOf(planted, CAST_THROUGH_UNKNOWN)).toEqual(["plugin/values.ts:1"]);
  });

  it("is an object that is not a list; anything else reads as no properties", () => {
    const bag = { appId: "a1", prices: [1] };
    expect(isEngineProps(bag)).toBe(true);
    expect(propsOf(bag)).toBe(bag);
    for (const none of [undefined, null, "x", 3, ["a"]]) {
      expect(isEngineProps(none)).toBe(false);
      expect(propsOf(none)).toEqual({});
    }
  });
});
