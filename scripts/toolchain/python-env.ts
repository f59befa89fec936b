// Python for the generated SDK's checks and the Python language host: a virtual
// environment with the `pulumi` SDK from PyPI at the CLI's version, and beside it one per content of
// sdk/python with that SDK pip-installed, both in the cache (never in the repository).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { contentHash } from "./content-hash";
import { cacheRoot, keyedFolder, markUsed, pruneKeyed, withLock } from "./cache-folders";
import { type Log, sdkVersion } from "./provision";
import { which } from "./which";

export const PYTHON_HINT = "Install Python >= 3.9 with its venv module (Debian: apt-get install python3 python3-venv) and put `python3` on PATH.";
const SDK_DIR = join(__dirname, "..", "..", "sdk", "python");
/** Build output pip may leave in sdk/python; not part of its content. */
const NOT_CONTENT = new Set(["build", "dist", "__pycache__", ".mypy_cache"]);

const defaultLog: Log = (m) => process.stderr.write(`${m}\n`);

/** A python3 of at least 3.9 (the generated SDK's `requires-python`). */
export function requirePython(): string {
  const python = which("python3") ?? which("python");
  if (!python) throw new Error(`No Python found. ${PYTHON_HINT}`);
  const result = spawnSync(python, ["-c", "import sys, venv; print(sys.version_info >= (3, 9))"], { encoding: "utf8" });
  if (result.stdout.trim() !== "True") throw new Error(`${python} is older than 3.9 or lacks venv. ${PYTHON_HINT}`);
  return python;
}

/** The interpreter inside a virtual environment. */
export const venvPython = (venv: string): string => join(venv, "bin", "python");

function run(command: string, args: readonly string[], log: Log): void {
  log(`$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { encoding: "utf8", env: { ...process.env, PIP_DISABLE_PIP_VERSION_CHECK: "1" } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
}

/**
 * What the base environment holds: `pulumi` at the CLI's version, the other dependencies every
 * generated Pulumi Python SDK declares (parver, semver), and what building sdk/python needs.
 */
export function basePackages(): string[] {
  return [`pulumi==${sdkVersion()}`, "parver>=0.2.1", "semver>=2.8.1", "setuptools>=61", "wheel"];
}

/** Makes `venv` through a temp folder, so that a half-made one is never taken. */
function makeVenv(venv: string, log: Log, fill: (tmp: string) => void, venvArgs: readonly string[] = []): void {
  const tmp = `${venv}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  run(requirePython(), ["-m", "venv", ...venvArgs, tmp], log);
  fill(tmp);
  // venv writes absolute paths into its scripts; the interpreter and `-m` use work after the rename.
  renameSync(tmp, venv);
}

/** The environment with `pulumi` at the CLI's version (from PyPI, once per version). */
export function provisionPythonBase(log: Log = defaultLog): string {
  const venv = join(cacheRoot(), `python-pulumi-v${sdkVersion()}-${createHash("sha256").update(basePackages().join(" ")).digest("hex").slice(0, 8)}`);
  if (existsSync(venvPython(venv))) return venv;
  mkdirSync(cacheRoot(), { recursive: true });
  return withLock(`${venv}.lock`, log, () => {
    if (!existsSync(venvPython(venv))) {
      log(`Creating ${venv} with ${basePackages().join(", ")} from PyPI (once per Pulumi version)`);
      makeVenv(venv, log, (tmp) => run(venvPython(tmp), ["-m", "pip", "install", "--quiet", ...basePackages()], log));
    }
    return venv;
  });
}

function sitePackages(venv: string): string {
  const lib = join(venv, "lib");
  const version = readdirSync(lib).find((name) => name.startsWith("python"));
  if (!version) throw new Error(`${venv}: no lib/python* folder`);
  return join(lib, version, "site-packages");
}

/**
 * A new virtual environment at `venv` with `spec` (a wheel, an sdist or a folder) `pip install`ed
 * into it; the dependencies pip finds satisfied by the base environment's (a `.pth` line), so that
 * each such environment costs one install of the package itself. Returns its interpreter.
 */
export function venvWith(venv: string, spec: string, log: Log = defaultLog): string {
  const base = provisionPythonBase(log);
  run(requirePython(), ["-m", "venv", "--without-pip", venv], log);
  writeFileSync(join(sitePackages(venv), "adpublisher-base.pth"), `${sitePackages(base)}\n`);
  run(venvPython(base), ["-m", "pip", "--python", venvPython(venv), "install", "--quiet", "--no-build-isolation", "--no-cache-dir", spec], log);
  return venvPython(venv);
}

export interface PythonSdkEnv {
  /** The virtual environment's folder (pyright's `--pythonpath` takes its interpreter). */
  venv: string;
  python: string;
}

/**
 * A virtual environment in which `import pulumi_adpublisher` is `pip install ./sdk/python` of the
 * SDK as it is now (one per content of sdk/python, so worktrees and runs never overwrite each
 * other's; old ones pruned as cache-folders.ts says), on top of the base environment's `pulumi`
 * (a `.pth` line, instead of a second install).
 */
export function provisionPythonSdk(log: Log = defaultLog, sdkDir: string = SDK_DIR): PythonSdkEnv {
  const base = provisionPythonBase(log);
  const venv = keyedFolder(cacheRoot(), "python-sdk", contentHash(sdkDir, NOT_CONTENT, sdkVersion()));
  const ready = () => existsSync(join(venv, ".installed"));
  if (ready()) markUsed(venv);
  else {
    withLock(`${venv}.lock`, log, () => {
      if (ready()) return;
      rmSync(venv, { recursive: true, force: true });
      makeVenv(venv, log, (tmp) => {
        writeFileSync(join(sitePackages(tmp), "adpublisher-base.pth"), `${sitePackages(base)}\n`);
        // The base's pip installs into this environment (`--python`), which then needs no pip of its
        // own; no build isolation: setuptools comes from the base. Dependencies the base already
        // holds are satisfied through the .pth line; any other is fetched.
        run(venvPython(base), ["-m", "pip", "--python", venvPython(tmp), "install", "--quiet", "--no-build-isolation", "--no-cache-dir", sdkDir], log);
      }, ["--without-pip"]);
      rmSync(join(sdkDir, "build"), { recursive: true, force: true });
      writeFileSync(join(venv, ".installed"), `${sdkDir}\n`);
      pruneKeyed(cacheRoot(), "python-sdk");
    });
  }
  return { venv, python: venvPython(venv) };
}

/** PyPA's `build` (the front end of `python -m build`), pinned, with the backend sdk/python names. */
export const BUILD_PACKAGES = ["build==1.6.1", "setuptools>=61", "wheel"] as const;
/** PyPA's `twine`, which uploads the wheel and sdist to PyPI or any index that speaks its upload API. */
export const TWINE_PACKAGES = ["twine==6.2.0"] as const;
/** pypiserver, a PyPI-compatible index the release tests start on loopback. */
export const PYPISERVER_PACKAGES = ["pypiserver==2.4.2"] as const;
/** moto's server, an S3-compatible store the stack-history test starts on loopback as a DIY backend's bucket. */
export const MOTO_SERVER_PACKAGES = ["moto[server]==5.2.6"] as const;
/** The AWS CLI (v1, the one on PyPI), which examples/gitops/ci/stack-history.sh calls as `aws`. */
export const AWSCLI_PACKAGES = ["awscli==1.46.3"] as const;

/**
 * An environment with a pinned set of Python tools (`python -m <tool>` runs them): one per set,
 * from PyPI, once. Returns its interpreter.
 */
export function provisionPythonTools(name: string, packages: readonly string[], log: Log = defaultLog): string {
  const venv = join(cacheRoot(), `python-${name}-${createHash("sha256").update(packages.join(" ")).digest("hex").slice(0, 8)}`);
  if (existsSync(venvPython(venv))) return venvPython(venv);
  mkdirSync(cacheRoot(), { recursive: true });
  return withLock(`${venv}.lock`, log, () => {
    if (!existsSync(venvPython(venv))) {
      log(`Creating ${venv} with ${packages.join(", ")} from PyPI (once)`);
      makeVenv(venv, log, (tmp) => run(venvPython(tmp), ["-m", "pip", "install", "--quiet", ...packages], log));
    }
    return venvPython(venv);
  });
}

/** An environment that runs `python -m build --no-isolation` (the backend comes from here, not from a fresh download per build). */
export const provisionPythonBuild = (log: Log = defaultLog): string => provisionPythonTools("build", BUILD_PACKAGES, log);
