// Each artifact of `npm run release` installed the way its users install it, in folders outside the
// clone that reach nothing of it: a TypeScript project from the npm tarball, a fresh venv from the
// wheel and another from the sdist, a Go program against the module copied out of the release
// folder; each runs up, a no-op preview and destroy against the emulator, the Python and Go ones
// with the plugin installed from the release's linux-amd64 archive. The programs are the block list
// example of examples/snippets, which docs/_index.md shows in each language.
import { spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { delimiter, dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { mustRunGo, requireGo } from "../../scripts/toolchain/go-env";
import { venvWith } from "../../scripts/toolchain/python-env";
import { PACKAGE_VERSION as V } from "../support/config-repo-scenario";
import type { E2eWorkspace } from "../support/e2e-workspace";
import { BLOCK_LIST_EXAMPLE, expectBlockListExampleLifecycle } from "../support/block-list-example";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import { oncePerRun } from "../support/once-per-run";
import { installWorkspace } from "../support/packed-workspace";
import { PulumiProject } from "../support/pulumi-project";
import { releaseAfterWorkspace } from "../support/release-build";

const REPO_ROOT = resolve(__dirname, "../..");
const GO_MODULE = "github.com/adpublisher/pulumi-adpublisher/sdk/go";
const log = (m: string) => process.stderr.write(`[e2e] ${m}\n`);
const SYSTEM_PATH = ["/usr/local/bin", "/usr/bin", "/bin"];

/** True when `dir` is inside the clone. */
const inClone = (dir: string): boolean => !relative(REPO_ROOT, dir).startsWith("..");

describe("each release artifact, installed with nothing of the repository", { timeout: 1_500_000 }, () => {
  let release: string;
  let workspace: E2eWorkspace;
  let service: EmulatorHarness;
  /** A Node.js 22 outside the clone, as a user has their own (a copy of the one the tests run on). */
  let userNode: string;
  const projects: PulumiProject[] = [];

  useWorkspaceAndService(async (base, s) => {
    service = s;
    release = await releaseAfterWorkspace();
    // The npm tarball of the release, installed as a user's project installs it.
    const root = await oncePerRun("release-npm-workspace", (runDir) => {
      const dir = join(runDir, "release-ws");
      installWorkspace(dir, join(release, `pulumi-adpublisher-${V}.tgz`), log);
      return dir;
    });
    workspace = { ...base, root, tarball: join(release, `pulumi-adpublisher-${V}.tgz`) };
    userNode = join(root, "user-node");
    mkdirSync(userNode, { recursive: true });
    copyFileSync(process.execPath, join(userNode, "node"));
    chmodSync(join(userNode, "node"), 0o755);
  }, { cleanup: projects });

  function folder(name: string): string {
    mkdirSync(join(workspace.root, "projects"), { recursive: true });
    const dir = mkdtempSync(join(workspace.root, "projects", `${name}-`));
    expect(inClone(dir)).toBe(false);
    return dir;
  }

  async function project(name: string, runtime: "nodejs" | "python" | "go", dir?: string): Promise<PulumiProject> {
    const created = await PulumiProject.create(workspace, name, { runtime, existingDir: dir, pluginFrom: "installed", ...service.stackConfig() });
    projects.push(created);
    if (runtime !== "nodejs") await created.installPlugin(join(release, `pulumi-resource-adpublisher-v${V}-linux-amd64.tar.gz`), V);
    // Nothing of the clone in the engine's environment: no variable naming a path in it (npm's own
    // from the test run, the clone's node_modules/.bin on PATH), the Pulumi toolchain, the user's
    // Node.js and Go, and the system's folders on PATH.
    for (const [key, value] of Object.entries(created.env)) if (value?.includes(REPO_ROOT)) delete created.env[key];
    created.env.PATH = [workspace.pulumiDir, userNode, dirname(requireGo()), ...SYSTEM_PATH].join(delimiter);
    expect(Object.values(created.env).filter((value) => value?.includes(REPO_ROOT))).toEqual([]);
    return created;
  }

  it("npm: a TypeScript project that installed the release's tarball", async () => {
    expect(inClone(workspace.root)).toBe(false);
    const p = await project("npm", "nodejs");
    p.writeProgram(readFileSync(join(BLOCK_LIST_EXAMPLE, "index.ts"), "utf8"));
    await expectBlockListExampleLifecycle(p, service);
  });

  for (const [kind, file] of [["wheel", `pulumi_adpublisher-${V}-py3-none-any.whl`], ["sdist", `pulumi_adpublisher-${V}.tar.gz`]] as const) {
    it(`PyPI: a fresh venv that pip installed the ${kind}`, async () => {
      const dir = folder(`python-${kind}`);
      const venv = join(dir, "venv");
      const python = venvWith(venv, join(release, file), log);
      // The package came from the artifact, not from a path into the clone.
      const where = spawnSync(python, ["-c", "import pulumi_adpublisher, os; print(os.path.dirname(pulumi_adpublisher.__file__))"], { encoding: "utf8" });
      expect(where.stdout.trim()).toBe(join(venv, "lib", readdirSync(join(venv, "lib"))[0] ?? "", "site-packages", "pulumi_adpublisher"));
      writeFileSync(join(dir, "Pulumi.yaml"), `name: python-${kind}\nruntime:\n  name: python\n  options:\n    toolchain: pip\n    virtualenv: ${venv}\n`);
      copyFileSync(join(BLOCK_LIST_EXAMPLE, "__main__.py"), join(dir, "__main__.py"));
      await expectBlockListExampleLifecycle(await project(`python-${kind}`, "python", dir), service);
    });
  }

  it("Go: a program built against the module copied out of the release folder", async () => {
    const dir = folder("go");
    const modules = join(dir, "modules");
    mkdirSync(modules);
    expect(spawnSync("tar", ["-xzf", join(release, `pulumi-adpublisher-sdk-go-v${V}.tar.gz`), "-C", modules]).status).toBe(0);
    const sdk = join(modules, `pulumi-adpublisher-sdk-go-v${V}`);
    const program = join(dir, "program");
    mkdirSync(program);
    writeFileSync(join(program, "Pulumi.yaml"), "name: go-module\nruntime: go\n");
    writeFileSync(join(program, "go.mod"), `module adpublisher.local/release-go\n\ngo 1.25.11\n\nrequire ${GO_MODULE} v${V}\n\nreplace ${GO_MODULE} => ${sdk}\n`);
    copyFileSync(join(BLOCK_LIST_EXAMPLE, "main.go"), join(program, "main.go"));
    mustRunGo(["mod", "tidy"], program);
    await expectBlockListExampleLifecycle(await project("go-module", "go", program), service);
  });
});
