// Reads everything a publisher account holds that discovery can bring under management, through
// each definition's discovery (provider/resources): the account-scoped objects (apps, block lists),
// then, a few apps at a time, each app's own objects (its ad locations, its settings).
import { NotFoundError } from "../client";
import type { AnyResourceDefinition } from "../resources/definition";
import { DEFINITIONS } from "../resources/definitions";
import type { RuntimeContext } from "../runtime/runtime-context";
import { eachInOrder } from "../resources/common/in-batches";

/** A live object on the account, with the definition that manages it. */
export interface LiveObject {
  readonly definition: AnyResourceDefinition;
  /** The resource id, as both faces store it (an ad location's is `<appId>/<uuid>`). */
  readonly id: string;
  /** What the API returned (the definition's live type). */
  readonly live: unknown;
  /** The app that holds it (app-scoped definitions). */
  readonly appId?: string;
}

export interface Account {
  /** Account-scoped objects in the order the API lists them, then each app's objects. */
  objects: LiveObject[];
}

/** The name of the definition whose objects are the apps that app-scoped objects belong to (its discovery's `app`). */
export function appKindOf(definitions: readonly AnyResourceDefinition[]): string | undefined {
  return definitions.find((definition) => definition.discovery.app !== undefined)?.name;
}
/** Apps' own objects are read a few apps at a time: enough to hide latency, few enough to stay polite. */
const PARALLEL_APPS = 4;
/** Account-scoped objects are handed on this many at a time (a page of apps). */
const ACCOUNT_SCOPED_BATCH = 100;

/** Given the account-scoped objects (`appId` undefined), then one app's own objects at a time. */
export type AccountVisitor = (objects: LiveObject[], appId?: string) => void | Promise<void>;

/**
 * Walks the account: `visit` gets the account-scoped objects first, in one call or more (a batch
 * at a time, at least one call), then each app's own objects, one call per app in the order the
 * API lists the apps. Only the app ids and the objects being read are held meanwhile, so a
 * visitor that keeps little keeps memory flat however large the account.
 */
export async function walkAccount(
  context: RuntimeContext,
  visit: AccountVisitor,
  definitions: readonly AnyResourceDefinition[] = DEFINITIONS,
): Promise<void> {
  const appIds = await visitAccountScoped(context, visit, definitions);
  const perApp = definitions.filter((d) => d.discovery.scope === "app");
  await eachInOrder(appIds, PARALLEL_APPS, async (appId) => {
    const lists = await Promise.all(perApp.map(async (definition) => {
      const found: LiveObject[] = [];
      try {
        for await (const live of definition.discovery.list(context, appId)) found.push({ definition, id: definition.discovery.idOf(live, appId), live, appId });
      } catch (error) {
        // Deleted between the list of apps and this read: it holds nothing any more.
        if (error instanceof NotFoundError) return [];
        throw error;
      }
      return found;
    }));
    return { appId, objects: lists.flat() };
  }, ({ appId, objects }) => visit(objects, appId));
}

/** Lists and visits the account-scoped objects, a batch at a time; answers the app ids (the objects themselves are the visitor's). */
async function visitAccountScoped(
  context: RuntimeContext,
  visit: AccountVisitor,
  definitions: readonly AnyResourceDefinition[],
): Promise<string[]> {
  const appIds: string[] = [];
  let batch: LiveObject[] = [];
  let visited = false;
  const handOn = async () => {
    for (const o of batch) if (o.definition.discovery.app !== undefined) appIds.push(o.id);
    const objects = batch;
    batch = [];
    visited = true;
    await visit(objects);
  };
  for (const definition of definitions.filter((d) => d.discovery.scope === "account")) {
    for await (const live of definition.discovery.list(context, undefined)) {
      batch.push({ definition, id: definition.discovery.idOf(live, undefined), live });
      if (batch.length >= ACCOUNT_SCOPED_BATCH) await handOn();
    }
  }
  if (batch.length > 0 || !visited) await handOn();
  return appIds;
}

/** The whole account in memory (drift and recovery, which compare it with stack state). */
export async function readAccount(context: RuntimeContext, definitions: readonly AnyResourceDefinition[] = DEFINITIONS): Promise<Account> {
  const objects: LiveObject[] = [];
  await walkAccount(context, (found) => {
    for (const object of found) objects.push(object);
  }, definitions);
  return { objects };
}
