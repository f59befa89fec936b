import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { inject } from "vitest";
import { provisionPulumi, sdkVersion } from "../../scripts/toolchain/provision";
import { installProbe } from "./probe-package";

const REPO_ROOT = resolve(__dirname, "../..");

export interface E2eWorkspace {
  /** Folder with pulumi, pulumi-language-nodejs and pulumi-resource-pulumi-nodejs. */
  pulumiDir: string;
  /** Folder of the Node 22 binary the tests run on; put on PATH for the language host and plugins. */
  nodeDir: string;
  /** Folder whose node_modules holds the packed pulumi-adpublisher; test projects live below it. */
  root: string;
  /** The packed tarball, as a user would install it. */
  tarball: string;
}

/**
 * Prepares, once per test run and under a lock shared by all e2e files: the Pulumi toolchain, the
 * package packed with `npm pack` (which builds it), and a workspace that installs the tarball with
 * @pulumi/pulumi and TypeScript the way a user's project would.
 */
export async function e2eWorkspace(): Promise<E2eWorkspace> {
  const runDir = inject("e2eRunDir");
  const marker = join(runDir, "workspace.json");
  const lock = join(runDir, "workspace.lock");
  for (;;) {
    if (existsSync(marker)) return JSON.parse(readFileSync(marker, "utf8")) as E2eWorkspace;
    try {
      mkdirSync(lock);
    } catch {
      await sleep(500);
      continue;
    }
    try {
      const workspace = buildWorkspace(runDir);
      writeFileSync(marker, JSON.stringify(workspace));
      return workspace;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

function buildWorkspace(runDir: string): E2eWorkspace {
  const log = (m: string) => process.stderr.write(`[e2e] ${m}\n`);
  const pulumiDir = provisionPulumi(log);
  const packDir = join(runDir, "pack");
  mkdirSync(packDir, { recursive: true });
  log("npm pack (builds the package)");
  execFileSync("npm", ["pack", "--silent", "--pack-destination", packDir], { cwd: REPO_ROOT, stdio: ["ignore", "ignore", "inherit"] });
  const tarball = join(packDir, readdirSync(packDir).find((f) => f.endsWith(".tgz")) ?? "missing.tgz");
  const root = join(runDir, "ws");
  mkdirSync(root, { recursive: true });
  writeFileSync(
    join(root, "package.json"),
    JSON.stringify(
      {
        name: "adpublisher-e2e-workspace",
        private: true,
        dependencies: {
          "pulumi-adpublisher": `file:${tarball}`,
          "@pulumi/pulumi": sdkVersion(),
          typescript: devVersion("typescript"),
          "@types/node": devVersion("@types/node"),
        },
      },
      null,
      2,
    ),
  );
  log("npm install of the packed package");
  execFileSync("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  // The test-only Probe resource, beside the installed package; it is not part of the package.
  installProbe(root);
  return { pulumiDir, nodeDir: dirname(process.execPath), root, tarball };
}

function devVersion(name: string): string {
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { devDependencies: Record<string, string> };
  return pkg.devDependencies[name] ?? "*";
}
