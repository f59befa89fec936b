// The packed package installed in a workspace as a user's project installs it, for the e2e tests
// and the engine benchmark.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { provisionPulumi, sdkVersion } from "../../scripts/toolchain/provision";

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
 * The Pulumi toolchain, the package packed with `npm pack` (which builds it), and a folder that
 * installs the tarball with @pulumi/pulumi and TypeScript the way a user's project would. Shared by
 * the e2e tests and the engine benchmark; `extraDependencies` adds packages beside it (the bench's
 * no-op provider).
 */
export function buildPackedWorkspace(runDir: string, log: (m: string) => void, extraDependencies: Record<string, string> = {}): E2eWorkspace {
  const pulumiDir = provisionPulumi(log);
  const packDir = join(runDir, "pack");
  mkdirSync(packDir, { recursive: true });
  log("npm pack (builds the package)");
  execFileSync("npm", ["pack", "--silent", "--pack-destination", packDir], { cwd: REPO_ROOT, stdio: ["ignore", "ignore", "inherit"] });
  const tarball = join(packDir, readdirSync(packDir).find((f) => f.endsWith(".tgz")) ?? "missing.tgz");
  const root = join(runDir, "ws");
  installWorkspace(root, tarball, log, extraDependencies);
  return { pulumiDir, nodeDir: dirname(process.execPath), root, tarball };
}

/**
 * A folder whose package.json depends on `tarball` (a packed pulumi-adpublisher, this tree's or an
 * earlier release's), @pulumi/pulumi and TypeScript, installed with npm as a user's project is.
 */
export function installWorkspace(root: string, tarball: string, log: (m: string) => void, extraDependencies: Record<string, string> = {}): void {
  mkdirSync(root, { recursive: true });
  const dependencies = {
    "pulumi-adpublisher": `file:${tarball}`,
    "@pulumi/pulumi": sdkVersion(),
    typescript: devVersion("typescript"),
    "@types/node": devVersion("@types/node"),
    ...extraDependencies,
  };
  writeFileSync(join(root, "package.json"), JSON.stringify({ name: "adpublisher-e2e-workspace", private: true, dependencies }, null, 2));
  log(`npm install of ${tarball}`);
  npmInstall(root);
}

/** `npm install` in `root`, from npm's cache when it can (the packages a run needs are there after npm ci). */
export function npmInstall(root: string, ...packages: string[]): void {
  execFileSync("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error", ...packages], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
}

function devVersion(name: string): string {
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { devDependencies: Record<string, string> };
  return pkg.devDependencies[name] ?? "*";
}
