// `adpublisher discover --unmanaged`: the objects on the account that no given stack manages
// (made in the dashboard, or created by a run that was interrupted before it recorded them), each
// with the commands that adopt or delete it. An app's monetization settings are part of the app:
// they always exist, and come under management with it, so they are not listed on their own.
import { PLUGIN_TYPES } from "./import-file";
import type { DiscoveredObject, Inventory } from "./inventory";
import type { StackState } from "./stack-state";

export type UnmanagedObject = DiscoveredObject & { kind: "App" | "AdLocation" | "BlockList" };

export function unmanagedObjects(found: Inventory, states: readonly StackState[]): UnmanagedObject[] {
  const managed = (object: DiscoveredObject) => states.some((state) => state.managed.has(`${object.kind}:${object.id}`));
  return found.objects.filter((o): o is UnmanagedObject => o.kind !== "MonetizationSettings" && !managed(o));
}

const DELETE_KIND = { App: "app", AdLocation: "ad-location", BlockList: "block-list" } as const;

/** What a person reads: the object, then how to adopt it in either face, or delete it. */
export function describeUnmanaged(object: UnmanagedObject): string {
  const id = JSON.stringify(object.id);
  const adoptArgs = object.kind === "AdLocation"
    ? `{ appId: ${JSON.stringify(object.appId)}, adoptId: ${JSON.stringify(object.id.slice(object.id.lastIndexOf("/") + 1))}, ... }`
    : `{ adoptId: ${id}, ... }`;
  return [
    `${object.label}, id ${object.id}`,
    `  adopt:  pulumi import ${PLUGIN_TYPES[object.kind]} ${object.name} ${shellWord(object.id)}`,
    `          (TypeScript: new ${object.kind}(${JSON.stringify(object.name)}, ${adoptArgs}))`,
    `  delete: npx adpublisher delete ${DELETE_KIND[object.kind]} ${shellWord(object.id)}`,
  ].join("\n");
}

function shellWord(text: string): string {
  return /^[A-Za-z0-9_./:@=-]+$/.test(text) ? text : `'${text.replace(/'/g, "'\\''")}'`;
}
