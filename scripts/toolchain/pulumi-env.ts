// The environment and the file:// backend URL in which the project runs the Pulumi CLI offline.
import { delimiter } from "node:path";

export interface OfflinePulumi {
  /** Folder with pulumi, pulumi-language-nodejs and pulumi-resource-pulumi-nodejs. */
  pulumiDir: string;
  /** Folder of the Node (>= 22) that the language host and the dynamic provider run on. */
  nodeDir: string;
  /** Folder of the file:// backend. */
  stateDir: string;
  /** PULUMI_HOME, kept apart from the user's own. */
  home: string;
  passphrase: string;
}

/**
 * The environment in which the Pulumi CLI runs offline: a file:// backend, no update
 * check, no plugin downloads, a passphrase for secrets, and our toolchain and Node first on PATH.
 * The caller's ADPUBLISHER_* variables are left out, so that only stack config reaches a stack.
 */
export function offlinePulumiEnv(setup: OfflinePulumi, base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(base).filter(([k]) => !k.startsWith("ADPUBLISHER_") || k === "ADPUBLISHER_CACHE_DIR"));
  return {
    ...inherited,
    PATH: [setup.pulumiDir, setup.nodeDir, base.PATH ?? ""].join(delimiter),
    PULUMI_BACKEND_URL: fileBackendUrl(setup.stateDir),
    PULUMI_CONFIG_PASSPHRASE: setup.passphrase,
    PULUMI_SKIP_UPDATE_CHECK: "true",
    PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
    PULUMI_HOME: setup.home,
  };
}

/**
 * A file:// backend that writes no metadata sidecar files. The blob library under the file backend
 * (gocloud.dev fileblob) writes each checkpoint atomically (temp file, then rename) but its
 * `<file>.attrs` sidecar in place (create, truncate, write): a SIGKILL between the two leaves an empty
 * sidecar, and every later command fails with `failed to load checkpoint: EOF` although the
 * checkpoint itself is intact (docs/recovery.md). `metadata=skip` turns the sidecars off.
 */
export function fileBackendUrl(stateDir: string): string {
  return `file://${stateDir}?metadata=skip`;
}
