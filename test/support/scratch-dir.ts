// Temporary folders removed when the test (or file) that made them is done.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, onTestFinished } from "vitest";

/**
 * A new folder in the system's temporary folder, removed when the test that made it finishes
 * (passed or failed), or, made at a file's top level, when the file's tests are done. Tests that
 * unpack archives or write artifacts would otherwise leave them behind on every run, over a hundred
 * megabytes each. ADPUBLISHER_KEEP_E2E keeps them, as it keeps the e2e folders.
 */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `adpublisher-${prefix}-`));
  const remove = () => {
    if (!process.env.ADPUBLISHER_KEEP_E2E) rmSync(dir, { recursive: true, force: true });
  };
  try {
    onTestFinished(remove);
  } catch {
    // At a file's top level: vitest refuses onTestFinished outside a test, and afterAll is the file's.
    afterAll(remove);
  }
  return dir;
}
