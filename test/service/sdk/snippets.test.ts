// The examples in each resource's and function's description (examples/snippets) compile or bind:
// TypeScript with tsc against the package's own types, Python with pyright against sdk/python as
// pip installs it, Go with go build and go vet against sdk/go, Java with mvn compile against sdk/java
// as Maven installs it, YAML parsed and bound against schema.json.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { findFunction, FUNCTIONS } from "../../../provider/function-registry";
import { functionSlug, SNIPPET_FILES, SNIPPETS_DIR } from "../../../scripts/schema/examples";
import type { PackageSpec, PropertySpec } from "../../../scripts/schema/pulumi-spec";
import { RESOURCES } from "../../../scripts/schema/resources";
import { goEnv, runGo } from "../../../scripts/toolchain/go-env";
import { installJavaSdk, runMaven } from "../../../scripts/toolchain/maven";
import { type PythonSdkEnv, provisionPythonSdk } from "../../../scripts/toolchain/python-env";

const root = join(__dirname, "../../..");
const schema = JSON.parse(readFileSync(join(root, "schema.json"), "utf8")) as PackageSpec;
/** Every example folder is checked; the first test requires exactly one per resource and current function. */
const slugs = readdirSync(SNIPPETS_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
/** An old name's page shows its replacement's example, so it has no folder of its own. */
const expectedSlugs = [...RESOURCES.map((r) => r.slug), ...FUNCTIONS.filter((f) => !f.replacedBy).map((f) => functionSlug(f.token))].sort();
const files = (language: keyof typeof SNIPPET_FILES) => slugs.map((slug) => join(SNIPPETS_DIR, slug, SNIPPET_FILES[language]));
const work = mkdtempSync(join(tmpdir(), "adpublisher-snippets-"));
let python: PythonSdkEnv;

beforeAll(() => {
  python = provisionPythonSdk(() => undefined);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The parts of a Pulumi YAML program the binder reads. */
const YamlProgram = z.object({
  resources: z.record(z.string(), z.object({ type: z.string(), properties: z.record(z.string(), z.unknown()).optional() })).optional(),
  variables: z.record(z.string(), z.unknown()).optional(),
});
type YamlProgram = z.infer<typeof YamlProgram>;
const Invoke = z.object({ function: z.string(), arguments: z.record(z.string(), z.unknown()).optional(), return: z.string().optional() });

/** The `fn::invoke` calls among a program's variables (a value may nest them), by where they are. */
function invokes(where: string, value: unknown): [string, z.infer<typeof Invoke>][] {
  if (!value || typeof value !== "object") return [];
  const call = "fn::invoke" in value ? Invoke.safeParse(value["fn::invoke"]) : undefined;
  if (call && !call.success) throw new Error(`${where}: fn::invoke ${call.error.message}`);
  return [...(call ? [[where, call.data] as [string, z.infer<typeof Invoke>]] : []), ...Object.entries(value).flatMap(([key, item]) => invokes(`${where}.${key}`, item))];
}

/**
 * Problems of one YAML program against the schema: unknown resource types and functions, unknown
 * properties, arguments, results and enum values, missing required inputs and arguments.
 */
function bindYaml(program: YamlProgram): string[] {
  const problems: string[] = [];
  const checkValue = (where: string, spec: PropertySpec, value: unknown): void => {
    if (typeof value === "string" && value.includes("${")) return;
    const ref = spec.$ref?.replace("#/types/", "");
    const type = ref ? schema.types[ref] : undefined;
    if (type && "enum" in type) {
      if (!type.enum.some((e) => e.value === value)) problems.push(`${where}: ${JSON.stringify(value)} is not one of ${ref}`);
    } else if (type && "properties" in type) {
      checkObject(where, type.properties, type.required ?? [], value);
    } else if (spec.type === "array") {
      if (!Array.isArray(value)) problems.push(`${where}: must be a list`);
      else value.forEach((item, i) => spec.items && checkValue(`${where}[${i}]`, spec.items, item));
    } else if (spec.type && ["string", "number", "integer", "boolean"].includes(spec.type)) {
      const kind = spec.type === "integer" ? "number" : spec.type;
      if (typeof value !== kind || (spec.type === "integer" && !Number.isInteger(value))) problems.push(`${where}: must be ${spec.type}`);
    }
  };
  const checkObject = (where: string, properties: Record<string, PropertySpec>, required: readonly string[], value: unknown): void => {
    if (!value || typeof value !== "object") return void problems.push(`${where}: must be an object`);
    for (const name of required) if (!(name in value)) problems.push(`${where}: missing required ${name}`);
    for (const [name, item] of Object.entries(value)) {
      if (!properties[name]) problems.push(`${where}.${name}: not a property`);
      else checkValue(`${where}.${name}`, properties[name], item);
    }
  };
  for (const [name, resource] of Object.entries(program.resources ?? {})) {
    const spec = schema.resources[resource.type];
    if (!spec) problems.push(`${name}: unknown type ${resource.type}`);
    else checkObject(name, spec.inputProperties, spec.requiredInputs ?? [], resource.properties ?? {});
  }
  for (const [where, call] of invokes("variables", program.variables)) {
    const spec = schema.functions?.[call.function];
    if (!spec) {
      problems.push(`${where}: unknown function ${call.function}`);
      continue;
    }
    const args = call.arguments ?? {};
    checkObject(`${where}.arguments`, spec.inputs?.properties ?? {}, spec.inputs?.required ?? [], args);
    // Plain arguments also pass the rules the plugin checks before any call (date spans, groupings...).
    const parsed = Object.values(args).some((value) => JSON.stringify(value).includes("${")) ? undefined : findFunction(call.function)?.args.safeParse(args);
    for (const issue of parsed?.success === false ? parsed.error.issues : []) problems.push(`${where}.arguments.${issue.path.join(".")}: ${issue.message}`);
    const outputs = spec.outputs && "properties" in spec.outputs ? spec.outputs.properties : {};
    if (call.return !== undefined && !(call.return in outputs)) problems.push(`${where}.return: ${call.return} is not a result property`);
  }
  return problems;
}

describe("examples/snippets", () => {
  it("has every language for every resource and function, and schema.json carries them in the Registry's format", () => {
    expect(slugs).toEqual(expectedSlugs);
    const descriptions = [
      ...RESOURCES.map((resource) => [resource.name, schema.resources[`adpublisher:index:${resource.name}`].description ?? ""]),
      ...FUNCTIONS.map((f) => [f.token, schema.functions?.[f.token]?.description ?? ""]),
    ];
    expect(descriptions.length).toBe(RESOURCES.length + FUNCTIONS.length);
    for (const [name, description] of descriptions) {
      expect(description, name).toMatch(/\{\{% examples %\}\}\n## Example Usage\n\{\{% example %\}\}\n### .+/);
      for (const language of Object.keys(SNIPPET_FILES)) expect(description, `${name} ${language}`).toContain(`\`\`\`${language}\n`);
    }
  });

  it("TypeScript: tsc finds no error against the package's types", { timeout: 180_000 }, () => {
    const tsconfig = {
      extends: join(root, "tsconfig.json"),
      compilerOptions: { noEmit: true, rootDir: root, typeRoots: [join(root, "node_modules/@types")], paths: { "pulumi-adpublisher": [join(root, "provider/index.ts")] } },
      include: [],
      files: files("typescript"),
    };
    writeFileSync(join(work, "tsconfig.json"), JSON.stringify(tsconfig));
    const result = spawnSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", join(work, "tsconfig.json")], { encoding: "utf8" });
    expect(`${result.stdout}${result.stderr}`).toBe("");
    expect(result.status).toBe(0);
  });

  it("Python: pyright finds no error against sdk/python", { timeout: 180_000 }, () => {
    const result = spawnSync(process.execPath, [join(root, "node_modules/.bin/pyright"), "--pythonpath", python.python, ...files("python")], { encoding: "utf8" });
    expect(`${result.stdout}${result.stderr}`).toMatch(/0 errors/);
    expect(result.status).toBe(0);
  });

  it("Go: go build and go vet pass in a module that uses sdk/go", { timeout: 600_000 }, () => {
    const module = join(work, "go");
    for (const slug of slugs) cpSync(join(SNIPPETS_DIR, slug, "main.go"), join(module, slug, "main.go"));
    const goMod = readFileSync(join(root, "examples/go/go.mod"), "utf8").replace("adpublisher.local/examples/go", "adpublisher.local/snippets").replace("=> ../../sdk/go", `=> ${join(root, "sdk/go")}`);
    writeFileSync(join(module, "go.mod"), goMod);
    cpSync(join(root, "examples/go/go.sum"), join(module, "go.sum"));
    for (const args of [["build", "./..."], ["vet", "./..."]]) {
      const result = runGo(args, module, goEnv({ GOFLAGS: "-mod=readonly" }));
      expect(result.output, `go ${args.join(" ")}`).toBe("");
      expect(result.status).toBe(0);
    }
  });

  it("Java: mvn compile passes in a Maven project that uses sdk/java, one package per snippet", { timeout: 600_000 }, () => {
    installJavaSdk(() => undefined);
    const project = join(work, "java");
    cpSync(join(root, "examples/java/pom.xml"), join(project, "pom.xml"));
    for (const slug of slugs) {
      const pkg = `snippets.${slug.replace(/-/g, "_")}`;
      const source = readFileSync(join(SNIPPETS_DIR, slug, "Main.java"), "utf8");
      expect(source, slug).toMatch(/^package generated_program;$/m);
      cpSync(join(SNIPPETS_DIR, slug, "Main.java"), join(project, "src/main/java", ...pkg.split("."), "Main.java"));
      writeFileSync(join(project, "src/main/java", ...pkg.split("."), "Main.java"), source.replace("package generated_program;", `package ${pkg};`));
    }
    const result = runMaven(["compile", "-Dmaven.compiler.showWarnings=true"], project);
    expect(result.output).toContain("BUILD SUCCESS");
    expect(result.output).not.toMatch(/\[WARNING\]/);
    expect(result.status).toBe(0);
  });

  it("YAML: each program parses and binds against schema.json (types, properties, required inputs, enum values)", () => {
    const script = "import json, sys, yaml; print(json.dumps([yaml.safe_load(open(f)) for f in sys.argv[1:]]))";
    const result = spawnSync(python.python, ["-c", script, ...files("yaml")], { encoding: "utf8" });
    expect(result.stderr).toBe("");
    const programs = z.array(YamlProgram).parse(JSON.parse(result.stdout));
    expect(programs.map(bindYaml)).toEqual(slugs.map(() => []));
    // The binder can fail: a wrong enum value, an unknown property and a missing required input.
    const broken = { resources: { a: { type: "adpublisher:index:App", properties: { platform: "windows", colour: "red" } } } };
    expect(bindYaml(broken)).toEqual(expect.arrayContaining(["a: missing required nickname", "a.platform: \"windows\" is not one of adpublisher:index:Platform", "a.colour: not a property"]));
    // And a call: an unknown function, a missing required argument, an unknown argument and result.
    const calls = {
      variables: {
        a: { "fn::invoke": { function: "adpublisher:index:getNothing" } },
        b: { "fn::invoke": { function: "adpublisher:index:getAppReport", arguments: { dateMin: "2026-11-01", colour: "red" }, return: "colour" } },
        c: { "fn::invoke": { function: "adpublisher:index:getApp", arguments: { id: "5f2b1c0d9e8a7b6c5d4e3f21", platform: "android" } } },
      },
    };
    expect(bindYaml(calls)).toEqual([
      "variables.a: unknown function adpublisher:index:getNothing",
      "variables.b.arguments: missing required dateMax",
      "variables.b.arguments.colour: not a property",
      "variables.b.arguments.dateMax: is required (YYYY-MM-DD)",
      "variables.b.return: colour is not a result property",
      "variables.c.arguments.id: give either id, or nickname and platform, not both",
    ]);
  });
});
