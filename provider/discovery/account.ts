// Reads everything a publisher account holds that discovery can bring under management, through
// each definition's discovery (provider/resources): the account-scoped objects (apps, block lists),
// then, a few apps at a time, each app's own objects (its ad locations, its settings).
import { NotFoundError } from "../client";
import type { AnyResourceDefinition } from "../resources/definition";
import { DEFINITIONS } from "../resources/definitions";
import type { RuntimeContext } from "../runtime/runtime-context";
import { inBatches } from "../resources/common/in-batches";

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

export async function readAccount(context: RuntimeContext, definitions: readonly AnyResourceDefinition[] = DEFINITIONS): Promise<Account> {
  const objects: LiveObject[] = [];
  for (const definition of definitions.filter((d) => d.discovery.scope === "account")) {
    for (const live of await definition.discovery.list(context, undefined)) {
      objects.push({ definition, id: definition.discovery.idOf(live, undefined), live });
    }
  }
  const appIds = objects.filter((o) => o.definition.discovery.app !== undefined).map((o) => o.id);
  const perApp = definitions.filter((d) => d.discovery.scope === "app");
  const children = await inBatches(appIds, PARALLEL_APPS, async (appId) => {
    const lists = await Promise.all(perApp.map(async (definition) => {
      // Deleted between the list of apps and this read: it holds nothing any more.
      const found = await definition.discovery.list(context, appId).catch((error: unknown) => {
        if (error instanceof NotFoundError) return [];
        throw error;
      });
      return found.map((live): LiveObject => ({ definition, id: definition.discovery.idOf(live, appId), live, appId }));
    }));
    return lists.flat();
  });
  return { objects: [...objects, ...children.flat()] };
}
