// Module-level state in provider/ and emulator/: only the process scope holds any.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DEFINITIONS } from "../../provider/resources/definitions";

const root = join(__dirname, "../..");
/** The one module allowed a binding that changes: the process scope (see its header). */
const SCOPE = "provider/runtime/process-scope.ts";
/**
 * The one registry: field descriptions, written only while the model modules declare their schemas
 * (a zod schema keeps its description nowhere but in a registry; see the module's header).
 */
const DESCRIPTIONS = "provider/models/field-docs.ts";

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? files(path) : name.endsWith(".ts") ? [path] : [];
  });
}

/**
 * Top-level statements that hold state across calls: a reassignable binding, a map or weak
 * collection (a cache), an empty set, list or object to be filled, or a registry (zod's or any
 * other, which modules fill as they load). Sets of fixed words (reserved names, country codes) are
 * tables, not state.
 */
function moduleState(source: string): string[] {
  const binding = /^(export\s+)?const\s+\w+(\s*:[^=]+)?\s*=\s*/.source;
  const filled = new RegExp(`${binding}(new\\s+(Map|WeakMap|WeakSet)\\b|new\\s+(Set|Array)\\s*(<[^>]*>)?\\(\\s*\\)|\\[\\s*\\]|\\{\\s*\\}|Object\\.create\\(|[\\w.]*\\bregistry\\s*(<[^>]*>)?\\()`);
  return source.split("\n").filter((line) => /^(export\s+)?(let|var)\s/.test(line) || filled.test(line));
}

describe("module-level state in provider/ and emulator/", () => {
  it("is only the process scope: every other module keeps its state in a runtime context, the scope or the emulator's instance", () => {
    const found = ["provider", "emulator"].flatMap((folder) => files(join(root, folder))).flatMap((file) => moduleState(readFileSync(file, "utf8")).map((line) => `${relative(root, file)}: ${line.trim()}`));
    expect(found.filter((f) => !f.startsWith(`${SCOPE}:`) && !f.startsWith(`${DESCRIPTIONS}:`))).toEqual([]);
    expect(found.filter((f) => f.startsWith(`${SCOPE}:`))).toHaveLength(1);
    expect(found.filter((f) => f.startsWith(`${DESCRIPTIONS}:`))).toEqual([`${DESCRIPTIONS}: export const fieldDocs = z.registry<FieldDoc>();`]);
  });

  it("is found where it is (the check can fail)", () => {
    expect(moduleState("let cache: X | undefined;\nconst seen = new Map<string, number>();\nconst byClock = new WeakMap<A, B>();\nconst WORDS = new Set([\"a\"]);\nfunction f() {\n  let x = 1;\n}")).toEqual([
      "let cache: X | undefined;", "const seen = new Map<string, number>();", "const byClock = new WeakMap<A, B>();",
    ]);
    const registries = "export const docs = z.registry<Doc>();\nconst names = new Set<string>();\nconst found: string[] = [];\nconst byKind = {};\nconst TABLE = { a: 1 };";
    expect(moduleState(registries)).toEqual(["export const docs = z.registry<Doc>();", "const names = new Set<string>();", "const found: string[] = [];", "const byKind = {};"]);
  });
});

describe("descriptions", () => {
  it("are the package's own: loading it writes nothing into zod's global registry", () => {
    const inGlobal: string[] = [];
    const walk = (schema: unknown, path: string, depth = 0): void => {
      if (depth > 8 || typeof schema !== "object" || schema === null || !("_zod" in schema)) return;
      if (z.globalRegistry.has(schema as z.ZodType)) inGlobal.push(path);
      const def = (schema as { _zod: { def: Record<string, unknown> } })._zod.def;
      for (const inner of [def.innerType, def.element, def.in, def.out]) walk(inner, path, depth + 1);
      if (def.shape) for (const [key, member] of Object.entries(def.shape as object)) walk(member, `${path}.${key}`, depth + 1);
    };
    for (const d of DEFINITIONS) {
      walk(d.inputs, `${d.name} input`);
      walk(d.outputs, `${d.name} output`);
    }
    expect(inGlobal).toEqual([]);
  });
});
