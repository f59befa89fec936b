// The test-only probe package (a dynamic resource with no API behind it), installed beside the
// package under test.
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";

/** The test-only Probe resource lives here, outside the package; see probe/provider.js. */
const PROBE_SOURCE = resolve(__dirname, "probe");
export const PROBE_PACKAGE = "adpublisher-test-probe";

/**
 * Installs the probe into `<dir>/node_modules`, beside the pulumi-adpublisher installed there (a
 * copy, not a link, so that Node resolves pulumi-adpublisher from `dir`, as for a user's package).
 */
export function installProbe(dir: string): void {
  const target = join(dir, "node_modules", PROBE_PACKAGE);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  cpSync(PROBE_SOURCE, target, { recursive: true });
}
