// The stack's state as `pulumi stack export` writes it (or a file backend's checkpoint, which holds
// the same deployment under `checkpoint.latest`): the parts this package reads (resources and the
// operations an interrupted run left), every other field kept as it is, so that an edited export
// loads back with `pulumi stack import` unchanged but for the edit. Read by discovery's
// `--unmanaged`, drift, recovery and the benchmark's figures of state.
import { z } from "zod";
import { engineProps, parseDocument, parseValue, PulumiJsonError } from "./parse";

/** One resource of the state (also a pending operation's resource, and a preview step's state). */
export const stateResource = z.looseObject({
  urn: z.string(),
  type: z.string(),
  /** Empty or absent until the provider created the object. */
  id: z.string().optional(),
  /** True for a replaced resource that waits for its delete. */
  delete: z.boolean().optional(),
  inputs: engineProps.optional(),
  outputs: engineProps.nullish(),
  parent: z.string().optional(),
  provider: z.string().optional(),
  dependencies: z.array(z.string()).optional(),
  /** When the engine last changed the resource (RFC 3339); absent in states of CLIs before 3.8x. */
  modified: z.string().optional(),
});
export type StateResource = z.output<typeof stateResource>;

/** What an interrupted run left undone (`creating`, `updating`, `deleting`, `reading`, `importing`). */
export const pendingOperation = z.looseObject({
  type: z.string(),
  resource: stateResource,
});
export type PendingOperation = z.output<typeof pendingOperation>;

export const deployment = z.looseObject({
  resources: z.array(stateResource).nullish(),
  pending_operations: z.array(pendingOperation).nullish(),
});
/** The deployment inside `pulumi stack export` output (or a file backend's checkpoint). */
export type Deployment = z.output<typeof deployment>;

const exported = z.looseObject({
  deployment: deployment.optional(),
  checkpoint: z.looseObject({ latest: deployment.nullish() }).optional(),
});
export type StackExport = z.output<typeof exported>;

const FORMAT = "the output of `pulumi stack export`";

/**
 * The export and its deployment. Throws PulumiJsonError naming the file, and the field when one is
 * not of the engine's shape (`a.json: deployment.resources[2].urn: expected string`).
 */
export function parseStackExport(text: string, file: string): { document: StackExport; deployment: Deployment } {
  return withDeployment(parseDocument(exported, text, file, FORMAT), file);
}

/** The same, of an export the Automation API has already parsed. */
export function stackExportValue(value: unknown, file: string): { document: StackExport; deployment: Deployment } {
  return withDeployment(parseValue(exported, value, file, FORMAT), file);
}

function withDeployment(document: StackExport, file: string): { document: StackExport; deployment: Deployment } {
  const found = document.deployment ?? document.checkpoint?.latest;
  if (!found) throw new PulumiJsonError(`${file} holds no deployment; give ${FORMAT}`);
  return { document, deployment: found };
}
