// The e2e workspace, prepared once per test run under a lock every e2e file shares.
import { oncePerRun } from "./once-per-run";
import { buildPackedWorkspace, type E2eWorkspace } from "./packed-workspace";
import { installProbe } from "./probe-package";

export type { E2eWorkspace } from "./packed-workspace";

/**
 * Prepares, once per test run and under a lock shared by all e2e files: the Pulumi toolchain, the
 * package packed with `npm pack` (which builds it), and a workspace that installs the tarball with
 * @pulumi/pulumi and TypeScript the way a user's project would.
 */
export function e2eWorkspace(): Promise<E2eWorkspace> {
  return oncePerRun("workspace", (runDir) => {
    const workspace = buildPackedWorkspace(runDir, (m) => process.stderr.write(`[e2e] ${m}\n`));
    // The test-only Probe resource, beside the installed package; it is not part of the package.
    installProbe(workspace.root);
    return workspace;
  });
}
