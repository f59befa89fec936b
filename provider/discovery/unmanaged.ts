// `adpublisher discover --unmanaged`: the objects on the account that no given stack manages
// (made in the dashboard, or created by a run that was interrupted before it recorded them), each
// with the commands that adopt or delete it. An object that is part of its app (a definition that
// is not `standalone`: the monetization settings) always exists and comes under management with
// its app, so it is not listed on its own.
import type { AnyResourceDefinition } from "../resources/definition";
import { definitionNamed, DEFINITIONS } from "../resources/definitions";
import type { DiscoveredObject, Inventory } from "./inventory";
import type { StackState } from "./stack-state";

export type UnmanagedObject = DiscoveredObject;

export function unmanagedObjects(found: Inventory, states: readonly StackState[], definitions: readonly AnyResourceDefinition[] = DEFINITIONS): UnmanagedObject[] {
  const managed = (object: DiscoveredObject) => states.some((state) => state.managed.has(`${object.kind}:${object.id}`));
  return found.objects.filter((o) => definitionNamed(o.kind, definitions)?.discovery.standalone === true && !managed(o));
}

/** What a person reads: the object, then how to adopt it in either face, or delete it. */
export function describeUnmanaged(object: UnmanagedObject, definitions: readonly AnyResourceDefinition[] = DEFINITIONS): string {
  const definition = definitionNamed(object.kind, definitions);
  if (!definition) throw new Error(`no resource definition named "${object.kind}"`);
  const adoption = Object.entries({ ...(object.appId !== undefined && { appId: object.appId }), ...definition.adoption(object.id) });
  const adoptArgs = `{ ${[...adoption.map(([k, v]) => `${k}: ${JSON.stringify(v)}`), "..."].join(", ")} }`;
  return [
    `${object.label}, id ${object.id}`,
    `  adopt:  pulumi import ${definition.tokens.plugin} ${object.name} ${shellWord(object.id)}`,
    `          (TypeScript: new ${object.kind}(${JSON.stringify(object.name)}, ${adoptArgs}))`,
    ...(definition.deletable ? [`  delete: npx adpublisher delete ${definition.slug} ${shellWord(object.id)}`] : []),
  ].join("\n");
}

function shellWord(text: string): string {
  return /^[A-Za-z0-9_./:@=-]+$/.test(text) ? text : `'${text.replace(/'/g, "'\\''")}'`;
}
