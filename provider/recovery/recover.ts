// `adpublisher recover`, run in a stack's folder after `pulumi cancel`: gives each
// pending create of an app or block list the object the interrupted run made, clears the others,
// and refreshes. Nothing changes when a pending create has two candidates, or with `dryRun`.
import { readAccount, type Account } from "../discovery/account";
import { inventory } from "../discovery/inventory";
import { parseStackState, type StackState } from "../discovery/stack-state";
import { parseStackExport, type Deployment } from "../pulumi-json/stack-export";
import { unmanagedObjects } from "../discovery/unmanaged";
import type { EngineProps } from "../pulumi-json/property-bag";
import type { RuntimeContext } from "../runtime/runtime-context";
import { isRecoverable, objectsOf, sameObject, takenOverBecause } from "./kinds";
import { holdsSecret, pendingCreates, pendingOperations, plannedCreates, revealSecrets, type PendingCreate } from "./pending-creates";
import { planRecovery, type Resolution } from "./plan";
import type { PulumiCli } from "./pulumi-cli";
import { describeResolution, describeAmbiguity } from "./report";
import { withImportedCreates } from "./state-edit";

export interface RecoverOptions {
  dryRun: boolean;
  /** Exports of the other stacks that work on the account: what they hold is not a candidate. */
  otherStacks: readonly StackState[];
}

interface Streams {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

/** Exit code: 0 done (or, dry run, would be done), 1 when a pending create has several candidates. */
/** `context` makes its client only when an app or list create has to be matched against the account. */
export async function recover(options: RecoverOptions, pulumi: PulumiCli, context: RuntimeContext, io: Streams): Promise<number> {
  const exported = await pulumi.exportStack();
  const { document, deployment: recorded } = parseStackExport(exported, "the stack's export");
  const deployment = await withPlannedCreates(recorded, pulumi, io.stderr);
  const pending = await withRevealedSecrets(pendingCreates(deployment).map((p) => ({ ...p, recorded: recordedUrns(recorded).has(p.urn) })), pulumi);
  const needsAccount = pending.some((p) => isRecoverable(p.kind) && typeof p.inputs.adoptId !== "string");
  const account: Account | undefined = needsAccount ? await readAccount(context) : undefined;
  const states = [parseStackState(exported, "the stack's export"), ...options.otherStacks];
  const resolutions = await planRecovery({
    pending,
    unheld: account ? unmanagedObjects(inventory(account), states) : [],
    objectsOf: (kind) => (account && isRecoverable(kind) ? objectsOf(account, kind) : undefined),
    matches: (p, object) => sameObject(p.kind, object, p.inputs, context),
    takenOverBecause: (kind) => takenOverBecause(kind),
  });

  const ambiguous = resolutions.filter((r) => r.action === "ambiguous");
  if (ambiguous.length > 0) {
    for (const r of ambiguous) io.stdout.write(`${describeAmbiguity(r)}\n`);
    io.stderr.write(`${ambiguous.length} pending create(s) match more than one object: nothing was changed. Delete the objects that are not the program's (or adopt them in another resource), then run \`adpublisher recover\` again.\n`);
    return 1;
  }
  for (const r of resolutions) io.stdout.write(`${describeResolution(r, options.dryRun)}\n`);
  const imports = resolutions.flatMap((r) => (r.action === "import" ? [{ urn: r.pending.urn, id: r.object.id }] : []));
  if (options.dryRun) {
    io.stderr.write(`dry run: nothing changed; without --dry-run, ${summary(resolutions)}, then \`pulumi refresh\` reads every recorded object back\n`);
    return 0;
  }
  if (imports.length > 0) await pulumi.importStack(JSON.stringify({ ...document, deployment: withImportedCreates(deployment, imports) }));
  await pulumi.refresh(io.stderr);
  io.stderr.write(`${summary(resolutions)}; the state now records what the service holds: run \`pulumi up\` to finish the change\n`);
  return 0;
}

function recordedUrns(deployment: Deployment): Set<string> {
  return new Set(pendingCreates(deployment).map((p) => p.urn));
}

function summary(resolutions: readonly Resolution[]): string {
  const count = (action: Resolution["action"]) => resolutions.filter((r) => r.action === action).length;
  return resolutions.length === 0 ? "no pending create" : `${count("import")} pending create(s) given their object, ${count("clear")} cleared`;
}

/**
 * The recorded pending creates, plus the program's planned app and list creates that the state does
 * not record (`recorded: false`): a run whose provider process alone was killed mid-create leaves
 * no pending create, though the service may have made the object (the crash sweep). When the
 * program cannot be previewed, only the recorded ones are matched, and the command says so.
 */
async function withPlannedCreates(deployment: Deployment, pulumi: PulumiCli, stderr: NodeJS.WritableStream): Promise<Deployment> {
  let planned;
  try {
    planned = plannedCreates(await pulumi.preview(), deployment);
  } catch (error) {
    stderr.write(`could not preview the program, so only the pending creates the state records are matched: ${error instanceof Error ? error.message : String(error)}\n`);
    return deployment;
  }
  const recordedUrns = new Set(pendingCreates(deployment).map((p) => p.urn));
  const unrecorded = planned.filter((op) => !recordedUrns.has(op.resource.urn) && pendingCreates({ pending_operations: [op] }).some((p) => isRecoverable(p.kind)));
  return { ...deployment, pending_operations: [...pendingOperations(deployment), ...unrecorded] };
}

/** Inputs given as secrets are compared by value: read from `--show-secrets`, held in memory only. */
async function withRevealedSecrets(pending: PendingCreate[], pulumi: PulumiCli): Promise<PendingCreate[]> {
  if (!pending.some((p) => isRecoverable(p.kind) && holdsSecret(p.inputs))) return pending;
  const revealed = new Map(pendingCreates(parseStackExport(await pulumi.exportStack({ showSecrets: true }), "the stack's export").deployment).map((p) => [p.urn, p.inputs]));
  return pending.map((p) => ({ ...p, inputs: revealedInputs(revealed.get(p.urn) ?? p.inputs) }));
}

/** Inputs with their secrets revealed: still the engine's property map (a secret's plaintext is the value the program gave). */
function revealedInputs(inputs: EngineProps): EngineProps {
  return Object.fromEntries(Object.entries(inputs).map(([key, value]) => [key, revealSecrets(value)]));
}
