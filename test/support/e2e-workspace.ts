import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { inject } from "vitest";
import { buildPackedWorkspace, type E2eWorkspace } from "./packed-workspace";
import { installProbe } from "./probe-package";

export type { E2eWorkspace } from "./packed-workspace";

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
      const workspace = buildPackedWorkspace(runDir, (m) => process.stderr.write(`[e2e] ${m}\n`));
      // The test-only Probe resource, beside the installed package; it is not part of the package.
      installProbe(workspace.root);
      writeFileSync(marker, JSON.stringify(workspace));
      return workspace;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}
