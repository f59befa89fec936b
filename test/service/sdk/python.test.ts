// The generated Python SDK as a user installs it: `pip install ./sdk/python` next to
// `pulumi` from PyPI, then pyright over examples/python, which must pass, and over the same program
// with a platform the schema does not list, which must fail naming the argument.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PythonSdkEnv, provisionPythonSdk } from "../../../scripts/toolchain/python-env";

const root = join(__dirname, "../../..");
const example = join(root, "examples/python");
const work = mkdtempSync(join(tmpdir(), "adpublisher-pyright-"));
let env: PythonSdkEnv;

beforeAll(() => {
  env = provisionPythonSdk(() => undefined);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function pyright(...targets: string[]) {
  const bin = join(root, "node_modules/.bin/pyright");
  const result = spawnSync(process.execPath, [bin, "--pythonpath", env.python, ...targets], { cwd: root, encoding: "utf8", timeout: 120_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("sdk/python", () => {
  it("installs with pip next to pulumi from PyPI, at the schema's version", () => {
    const script = "import importlib.metadata as m, pulumi_adpublisher as a; print(m.version('pulumi_adpublisher'), m.version('pulumi'), a.App.__name__)";
    const result = spawnSync(env.python, ["-c", script], { encoding: "utf8" });
    const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
    const { version: pulumiVersion } = JSON.parse(readFileSync(join(root, "node_modules/@pulumi/pulumi/package.json"), "utf8")) as { version: string };
    expect(result.stderr).toBe("");
    expect(result.stdout.trim()).toBe(`${version} ${pulumiVersion} App`);
  });

  it("types examples/python with no error (pyright)", { timeout: 180_000 }, () => {
    const result = pyright(example);
    expect(result.output).toMatch(/0 errors/);
    expect(result.status).toBe(0);
  });

  it("refuses platform=\"windows\", naming the argument (pyright)", { timeout: 180_000 }, () => {
    const program = readFileSync(join(example, "__main__.py"), "utf8");
    const bad = program.replace("platform=adpublisher.Platform.ANDROID", 'platform="windows"');
    expect(bad).not.toBe(program);
    writeFileSync(join(work, "__main__.py"), bad);
    const result = pyright(join(work, "__main__.py"));
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/"Literal\['windows'\]" is not assignable to "Output\[Platform/);
    expect(result.output).toMatch(/1 error/);
  });
});
