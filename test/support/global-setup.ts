import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    e2eRunDir: string;
  }
}

/**
 * One folder per test run for the e2e tier: the packed package, the workspace that installs it and
 * every test project live there. It is only created here; the heavy work (toolchain, npm pack,
 * npm install) happens lazily in the first e2e file that asks for it (see e2e-workspace.ts), so a
 * run of unit tests alone costs nothing.
 */
export default function setup(project: TestProject): () => void {
  const runDir = mkdtempSync(join(tmpdir(), "adpublisher-e2e-"));
  project.provide("e2eRunDir", runDir);
  return () => {
    if (process.env.ADPUBLISHER_KEEP_E2E) {
      process.stderr.write(`e2e folders kept in ${runDir}\n`);
      return;
    }
    rmSync(runDir, { recursive: true, force: true });
  };
}
