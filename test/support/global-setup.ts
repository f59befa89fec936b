// vitest's global setup: one folder per test run for the e2e and live tiers, shared by their files.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    e2eRunDir: string;
  }
}

/** Set by a test that runs another tier in a child vitest, so the child reuses this run's workspace. */
export const RUN_DIR_VARIABLE = "ADPUBLISHER_E2E_RUN_DIR";

/**
 * One folder per test run for the e2e and live tiers: the packed package, the workspace that
 * installs it and every test project live there. It is only created here; the heavy work
 * (toolchain, npm pack, npm install) happens lazily in the first e2e file that asks for it (see
 * e2e-workspace.ts). A run started by another test (RUN_DIR_VARIABLE) uses that test's folder and
 * leaves it to its owner.
 */
export default function setup(project: TestProject): () => void {
  const inherited = process.env[RUN_DIR_VARIABLE];
  const runDir = inherited || mkdtempSync(join(tmpdir(), "adpublisher-e2e-"));
  project.provide("e2eRunDir", runDir);
  return () => {
    if (inherited) return;
    if (process.env.ADPUBLISHER_KEEP_E2E) {
      process.stderr.write(`e2e folders kept in ${runDir}\n`);
      return;
    }
    rmSync(runDir, { recursive: true, force: true });
  };
}
