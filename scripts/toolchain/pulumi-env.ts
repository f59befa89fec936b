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
 * The environment in which the Pulumi CLI runs offline (design.md): a file:// backend, no update
 * check, no plugin downloads, a passphrase for secrets, and our toolchain and Node first on PATH.
 * The caller's ADPUBLISHER_* variables are left out, so that only stack config reaches a stack.
 */
export function offlinePulumiEnv(setup: OfflinePulumi, base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(base).filter(([k]) => !k.startsWith("ADPUBLISHER_") || k === "ADPUBLISHER_CACHE_DIR"));
  return {
    ...inherited,
    PATH: [setup.pulumiDir, setup.nodeDir, base.PATH ?? ""].join(delimiter),
    PULUMI_BACKEND_URL: `file://${setup.stateDir}`,
    PULUMI_CONFIG_PASSPHRASE: setup.passphrase,
    PULUMI_SKIP_UPDATE_CHECK: "true",
    PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
    PULUMI_HOME: setup.home,
  };
}
