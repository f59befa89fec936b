// The `pulumi import --file` document for a discovered account (pulumi/pulumi
// pkg/cmd/pulumi/operations/import.go, importFile/importSpec). Per resource the format holds a
// type, a `name` (the variable in the generated code, and the logical name unless `logicalName`
// says otherwise), an id, and `parent`: the `name` of another entry of the same file (or of the
// nameTable). It has no field for dependencies: Pulumi's code generator turns a property whose
// value is the id of exactly one other imported resource into a reference (a settings object's
// appId and block list); a value that is the id of two (an app and its settings share the app id)
// stays a literal, so each location and settings object names its app as parent.
import type { AnyResourceDefinition } from "../resources/definition";
import { definitionNamed, DEFINITIONS } from "../resources/definitions";
import type { Inventory } from "./inventory";

export interface ImportSpec {
  type: string;
  name: string;
  id: string;
  parent?: string;
}

export interface ImportDocument {
  resources: ImportSpec[];
}

/** The plugin's type token of a discovered kind (`adpublisher:index:<Kind>`, as schema.json lists it). */
export function pluginType(kind: string, definitions: readonly AnyResourceDefinition[] = DEFINITIONS): string {
  const definition = definitionNamed(kind, definitions);
  if (!definition) throw new Error(`no resource definition named "${kind}"`);
  return definition.tokens.plugin;
}

/** A discovered object as an import document names it. */
export interface ImportedObject {
  kind: string;
  id: string;
  name: string;
  /** The name of the app that holds it, when that app is discovered. */
  parent?: string;
}

/** The document's entries, one at a time, in the objects' order. */
export function* importSpecs(objects: Iterable<ImportedObject>, definitions: readonly AnyResourceDefinition[] = DEFINITIONS): Generator<ImportSpec> {
  for (const object of objects) yield spec(object, definitions);
}

export function importDocument(found: Inventory, definitions: readonly AnyResourceDefinition[] = DEFINITIONS): ImportDocument {
  return { resources: [...importSpecs(found.objects, definitions)] };
}

function spec(object: ImportedObject, definitions: readonly AnyResourceDefinition[]): ImportSpec {
  const parent = object.parent;
  return { type: pluginType(object.kind, definitions), name: object.name, id: object.id, ...(parent ? { parent } : {}) };
}
