// Python virtual environments for Python programs and the Python SDK (issue 16). The language host
// runs a program with the virtual environment Pulumi.yaml names (`runtime.options.virtualenv`, pip
// toolchain), as Pulumi's own host does; these helpers create one with the packages a program needs,
// from PyPI (pip's cache makes the second time quick).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { which } from "./go-env";
import { sdkVersion } from "./provision";

const MINIMUM = [3, 9] as const;

/** `python3` (or `python`) on PATH, at least 3.9 (the Python SDK's `requires-python`). */
export function findPython(): string {
  const python = which("python3") ?? which("python");
  if (!python) throw new Error("Python >= 3.9 is needed (https://www.python.org/downloads/) and neither python3 nor python is on PATH");
  const result = spawnSync(python, ["-c", "import sys; print('%d.%d' % sys.version_info[:2])"], { encoding: "utf8" });
  const [major, minor] = result.stdout.trim().split(".").map(Number);
  if (result.status !== 0 || major < MINIMUM[0] || (major === MINIMUM[0] && minor < MINIMUM[1])) {
    throw new Error(`Python >= ${MINIMUM.join(".")} is needed; ${python} is ${result.stdout.trim() || "not runnable"}`);
  }
  return python;
}

/** The pip requirement for the `pulumi` Python SDK at the CLI's version. */
export function pulumiRequirement(): string {
  return `pulumi==${sdkVersion()}`;
}

export function venvPython(venv: string): string {
  return join(venv, "bin", "python");
}

/** Creates `venv` (when missing) and pip-installs `requirements` into it (pip arguments: names, paths, `-r file`). */
export function createVenv(venv: string, requirements: string[], log: (m: string) => void = () => undefined): string {
  if (!existsSync(venvPython(venv))) {
    log(`python -m venv ${venv}`);
    run(findPython(), ["-m", "venv", venv]);
  }
  if (requirements.length > 0) {
    log(`pip install ${requirements.join(" ")}`);
    run(venvPython(venv), ["-m", "pip", "install", "--disable-pip-version-check", "--quiet", ...requirements]);
  }
  return venvPython(venv);
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: "utf8", env: { ...process.env, PIP_NO_INPUT: "1" } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
}
