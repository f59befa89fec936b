// The resources whose pending creates `adpublisher recover` gives an object, and what it
// needs of each, all from the resource definitions: the account's live objects as
// program inputs (the definition's liveToInputs, what `read` returns), and the resource's own
// judgement (its diff) of whether a live object is what a pending create asked for.
import type { Account } from "../discovery/account";
import type { AnyResourceDefinition } from "../resources/definition";
import { DEFINITIONS, definitionNamed } from "../resources/definitions";
import { engineHandler } from "../resources/engine-handler";
import type { RuntimeContext } from "../runtime/runtime-context";
import type { EngineProps as Props } from "../pulumi-json/property-bag";

export interface LiveObject {
  id: string;
  /** The program inputs that reproduce the object (the definition's liveToInputs). */
  inputs: Props;
}

/**
 * Resources with no natural key: a create repeated after a lost answer makes a second object (apps,
 * block lists). One with a key unique together (ad locations: `(name, adType)` per app) or one per
 * owner (monetization settings: one per app, they always exist) is taken over by the next `up`, so
 * its pending creates are only cleared.
 */
export function isRecoverable(kind: string, definitions: readonly AnyResourceDefinition[] = DEFINITIONS): boolean {
  const definition = definitionNamed(kind, definitions);
  return definition !== undefined && !definition.rules.uniqueTogether && !definition.rules.onePer;
}

/** Why `pulumi up` settles a pending create of this kind by itself (its rule), for a person. */
export function takenOverBecause(kind: string, definitions: readonly AnyResourceDefinition[] = DEFINITIONS): string {
  const rules = definitionNamed(kind, definitions)?.rules;
  if (rules?.uniqueTogether) {
    const { properties, scope } = rules.uniqueTogether;
    return `pulumi up takes over the object the create may have made (${properties.join(" and ")} are unique per ${scope})`;
  }
  if (rules?.onePer) return `pulumi up takes over the one ${kind} its ${rules.onePer.property} has`;
  return "pulumi up creates it again";
}

/** The account's objects of a kind, as program inputs. */
export function objectsOf(account: Account, kind: string): LiveObject[] {
  return account.objects
    .filter((o) => o.definition.name === kind)
    .map((o) => ({ id: o.id, inputs: o.definition.liveToInputs(o.id, o.live) }));
}

/**
 * Whether the live object is what the pending create asked for: the resource's own diff, from the
 * live object's inputs to the pending inputs, finds nothing to change or replace. So "equal" means
 * what it means to `pulumi up` (fields the program leaves out are not compared; sets are sets).
 */
export async function sameObject(kind: string, live: LiveObject, pendingInputs: Props, context: RuntimeContext): Promise<boolean> {
  const definition = definitionNamed(kind);
  if (!definition) return false;
  const diff = await engineHandler(definition, context).diff(live.id, live.inputs, pendingInputs);
  return !diff.changes && (diff.replaces ?? []).length === 0;
}
