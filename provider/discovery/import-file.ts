// The `pulumi import --file` document for a discovered account (pulumi/pulumi
// pkg/cmd/pulumi/operations/import.go, importFile/importSpec). Per resource the format holds a
// type, a `name` (the variable in the generated code, and the logical name unless `logicalName`
// says otherwise), an id, and `parent`: the `name` of another entry of the same file (or of the
// nameTable). It has no field for dependencies: Pulumi's code generator itself turns a property
// whose value is the id of another imported resource into a reference (an ad location's appId
// becomes `${space-blast.id}`). So each location and settings object names its app as parent.
import type { DiscoveredObject, Inventory, ResourceKind } from "./inventory";

/** The plugin's type tokens (design.md, Contracts). */
export const PLUGIN_TYPES: Record<ResourceKind, string> = {
  App: "adpublisher:index:App",
  AdLocation: "adpublisher:index:AdLocation",
  BlockList: "adpublisher:index:BlockList",
  MonetizationSettings: "adpublisher:index:MonetizationSettings",
};

export interface ImportSpec {
  type: string;
  name: string;
  id: string;
  parent?: string;
}

export interface ImportDocument {
  resources: ImportSpec[];
}

export function importDocument(found: Inventory): ImportDocument {
  const appNames = new Map(found.objects.filter((o) => o.kind === "App").map((o) => [o.id, o.name]));
  return { resources: found.objects.map((object) => spec(object, appNames)) };
}

function spec(object: DiscoveredObject, appNames: ReadonlyMap<string, string>): ImportSpec {
  const parent = object.appId === undefined ? undefined : appNames.get(object.appId);
  return { type: PLUGIN_TYPES[object.kind], name: object.name, id: object.id, ...(parent ? { parent } : {}) };
}
