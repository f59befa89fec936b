// Gives pending creates their objects by editing the stack's export, to be loaded back with
// `pulumi stack import`. Pulumi's own `pulumi refresh --import-pending-creates URN ID`
// (3.259) only turns the operation into a pending "importing" one, which nothing reads and the
// next checkpoint drops: the resource is forgotten as if cleared (decision record 0171). So the
// operation's resource goes into `resources` with the object's id, as a create that finished
// would have put it; the refresh that follows reads its outputs from the service.
import type { Deployment, PendingOperation, StateResource } from "../pulumi-json/stack-export";
import { pendingOperations } from "./pending-creates";

export interface ImportedCreate {
  urn: string;
  id: string;
}

/**
 * The deployment with each given pending create moved into `resources` with its id (appended:
 * its parent, provider and dependencies are already there), and taken out of the pending operations.
 * Outputs start as the inputs: enough for the provider's read (the dynamic face finds its
 * `__provider` there), which replaces them. A create that was replacing a resource of the same URN
 * (create before delete) leaves the old one marked for deletion, as the engine would.
 */
export function withImportedCreates(deployment: Deployment, imports: readonly ImportedCreate[]): Deployment {
  const ids = new Map(imports.map((i) => [i.urn, i.id]));
  const resources: StateResource[] = [...(deployment.resources ?? [])];
  const remaining: PendingOperation[] = [];
  for (const op of pendingOperations(deployment)) {
    const urn = op.resource.urn;
    const id = op.type === "creating" ? ids.get(urn) : undefined;
    if (id === undefined) {
      remaining.push(op);
      continue;
    }
    for (let i = 0; i < resources.length; i++) {
      if (resources[i]!.urn === urn && resources[i]!.delete !== true) resources[i] = { ...resources[i], delete: true };
    }
    const inputs = op.resource.inputs ?? {};
    resources.push({ ...op.resource, id, inputs, outputs: { ...inputs } });
    ids.delete(urn);
  }
  if (ids.size > 0) throw new Error(`no pending create for ${[...ids.keys()].join(", ")} in the stack's state`);
  return { ...deployment, resources, pending_operations: remaining };
}
