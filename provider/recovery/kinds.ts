// The resources whose pending creates `adpublisher recover` gives an object (issue 19), and what it
// needs of each: the account's live objects as program inputs, and the resource's own judgement of
// whether a live object is what a pending create asked for. Kept in this one module so that it can
// derive from the resource definitions (issue 15) without touching the rest of recovery.
import type { Account } from "../discovery/account";
import { PLUGIN_TYPES } from "../discovery/import-file";
import type { ResourceKind } from "../discovery/inventory";
import { APP_INPUT_FIELDS } from "../resources/app-handler";
import { pick } from "../resources/common/diff";
import { resourceFor } from "../resources/registry";

type Props = Record<string, unknown>;

export interface LiveObject {
  id: string;
  /** The program inputs that reproduce the object (what `read` returns as inputs). */
  inputs: Props;
}

export interface RecoverableKind {
  readonly kind: ResourceKind;
  /** The account's objects of this kind. */
  objects(account: Account): LiveObject[];
}

/**
 * Apps and block lists have no natural key: a create repeated after a lost answer makes a second
 * object. Ad locations ((name, adType) unique per app) and monetization settings (one per app, they
 * always exist) are taken over by the next `up`, so their pending creates are only cleared.
 */
export const RECOVERABLE_KINDS: readonly RecoverableKind[] = [
  { kind: "App", objects: (account) => account.apps.map(({ app }) => ({ id: app.id, inputs: pick(app, APP_INPUT_FIELDS) })) },
  {
    kind: "BlockList",
    objects: (account) => account.lists.map((list) => ({ id: list.id, inputs: { title: list.title, type: list.type, elements: list.elements } })),
  },
];

export function recoverableKind(kind: ResourceKind): RecoverableKind | undefined {
  return RECOVERABLE_KINDS.find((k) => k.kind === kind);
}

/**
 * Whether the live object is what the pending create asked for: the resource's own diff, from the
 * live object's inputs to the pending inputs, finds nothing to change. So "equal" means what it
 * means to `pulumi up` (fields the program leaves out are not compared; sets are sets).
 */
export async function sameObject(kind: ResourceKind, live: LiveObject, pendingInputs: Props): Promise<boolean> {
  const { handler } = resourceFor(PLUGIN_TYPES[kind]);
  const diff = await handler.diff(live.id, live.inputs, pendingInputs);
  return !diff.changes && (diff.replaces ?? []).length === 0;
}
