// The generated Java SDK and examples/java as a Java user builds them: sdk/java installs with Maven
// (its one command, `mvn install`), examples/java compiles against it with no warning, and a string
// where the schema has an enumeration does not compile. (test/e2e/java.test.ts runs
// `pulumi package gen-sdk --language java`.)
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installJavaSdk, mavenRepository, runMaven } from "../../../scripts/toolchain/maven";
import { javaProgram } from "../../../provider/discovery/program/java";
import { largeProgramModel } from "../../support/large-program-model";

const root = join(__dirname, "../../..");
const example = join(root, "examples/java");
const work = mkdtempSync(join(tmpdir(), "adpublisher-java-"));
const PROGRAM = "src/main/java/adpublisher/example/Main.java";
// The first run resolves com.pulumi:pulumi and Maven's plugins from Maven Central into the cache.
const SLOW = { timeout: 600_000 };

/** A copy of examples/java in the work folder, with `edit` applied to its program. */
function exampleCopy(name: string, edit: (program: string) => string = (p) => p): string {
  const dir = join(work, name);
  cpSync(example, dir, { recursive: true, filter: (source) => !source.endsWith("/target") });
  const program = readFileSync(join(dir, PROGRAM), "utf8");
  writeFileSync(join(dir, PROGRAM), edit(program));
  return dir;
}

beforeAll(() => {
  installJavaSdk(() => undefined);
}, 600_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("sdk/java and examples/java", () => {
  it("sdk/java is installed in the project's Maven repository, jar and sources", () => {
    const dir = join(mavenRepository(), "io/github/adpublisher/adpublisher/0.1.0");
    for (const file of ["adpublisher-0.1.0.jar", "adpublisher-0.1.0-sources.jar", "adpublisher-0.1.0.pom"]) expect(existsSync(join(dir, file)), file).toBe(true);
  });

  it("examples/java compiles against sdk/java with no warning", SLOW, () => {
    const result = runMaven(["compile", "-Dmaven.compiler.showWarnings=true"], exampleCopy("good"));
    expect(result.output).toContain("BUILD SUCCESS");
    expect(result.output).not.toMatch(/\[WARNING\]/);
    expect(result.status).toBe(0);
  });

  it("refuses a plain string where the schema has an enumeration (Platform)", SLOW, () => {
    const dir = exampleCopy("bad", (program) => {
      const bad = program.replace(".platform(Platform.Android)", '.platform("windows")');
      expect(bad).not.toBe(program);
      return bad;
    });
    const result = runMaven(["-q", "compile"], dir);
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/Main\.java:\[\d+,\d+\] no suitable method found for platform\(java\.lang\.String\)/);
  });
});

describe("a discovered Java program of a large account (1,302 resources)", () => {
  const model = largeProgramModel();

  function project(name: string, files: Record<string, string>): string {
    const dir = join(work, name);
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), content);
    }
    return dir;
  }

  it("compiles against sdk/java, where the same statements in one method do not", SLOW, () => {
    const parted = javaProgram(model);
    expect(Object.keys(parted).filter((f) => f.endsWith(".java")).length).toBeGreaterThan(2);
    const compiled = runMaven(["-q", "compile"], project("large", parted));
    expect(compiled.output).not.toMatch(/ERROR|code too large/);
    expect(compiled.status).toBe(0);
    const whole = runMaven(["-q", "compile"], project("large-in-one-method", javaProgram(model, undefined, Infinity)));
    expect(whole.status).not.toBe(0);
    expect(whole.output).toMatch(/Main\.java:\[\d+,\d+\] code too large/);
  });
});
