// The changes a stack's updates applied: each update's checkpoint against the one before it (the
// state the update started from), resource by resource, for the adpublisher resources of both
// faces. A change is an update or a replacement of an object the stack already had (a new object
// has no "before" to compare, a deleted one no "after"); it is dated by the resource's `modified`
// time in the checkpoint, else by the update's end. Values are the program's inputs, as the
// update applied them; a secret stays a secret.
import { kindOf } from "../discovery/stack-state";
import type { ResourceKind } from "../discovery/inventory";
import { definitionNamed, DEFINITIONS } from "../resources/definitions";
import type { AnyResourceDefinition } from "../resources/definition";
import type { EngineProps as Props } from "../pulumi-json/property-bag";
import type { CheckpointResource, StackUpdate } from "./stack-history";

export interface AppliedChange {
  /** The update that applied it. */
  version: number;
  /** When the engine applied it (epoch ms). */
  at: number;
  kind: ResourceKind;
  urn: string;
  /** The program's resource name. */
  resource: string;
  op: "update" | "replace";
  id?: string;
  before: Props;
  after: Props;
  /** The app it belongs to (its own id for an app), if one. */
  appId?: string;
  /** The app's fields, for naming what belongs to it as the dashboard does. */
  app?: Props;
}

/** The engine's marker of a secret value in a checkpoint. */
const SECRET_SIG = "4dabf18193072939515e22adb298388d";
/** Inputs that are not the object's fields: the dynamic provider's code, adoption. */
const NOT_FIELDS = new Set(["__provider", "adoptId", "adoptExisting"]);

/** The inputs as the program gave them, with every secret shown only as one. */
function fieldsOf(resource: CheckpointResource): Props {
  const hide = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(hide);
    if (value && typeof value === "object") {
      if (SECRET_SIG in value) return "[secret]";
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, hide(v)]));
    }
    return value;
  };
  return Object.fromEntries(Object.entries(resource.inputs ?? {}).filter(([k]) => !NOT_FIELDS.has(k)).map(([k, v]) => [k, hide(v)]));
}

const nameOf = (urn: string) => urn.split("::").pop() ?? urn;

/** The app an object belongs to, as a review groups it: an app by its own id, anything else by its `appId`. */
function appIdOf(definition: AnyResourceDefinition | undefined, resource: CheckpointResource, fields: Props): string | undefined {
  if (definition?.review?.group === "app") {
    return typeof resource.id === "string" && resource.id !== "" ? resource.id : undefined;
  }
  return typeof fields.appId === "string" && fields.appId !== "" ? fields.appId : undefined;
}

/** The changes one update applied, given the state before it and after it. */
export function changesOf(update: StackUpdate, before: readonly CheckpointResource[], after: readonly CheckpointResource[], definitions: readonly AnyResourceDefinition[] = DEFINITIONS): AppliedChange[] {
  const old = new Map(before.map((r) => [r.urn, r]));
  const apps = new Map<string, Props>();
  for (const resource of after) {
    if (kindOf(resource, definitions) === "App" && resource.id) apps.set(resource.id, fieldsOf(resource));
  }
  const changes: AppliedChange[] = [];
  for (const resource of after) {
    const kind = kindOf(resource, definitions);
    const was = old.get(resource.urn);
    if (!kind || !was || !resource.id) continue;
    const beforeFields = fieldsOf(was);
    const afterFields = fieldsOf(resource);
    const replaced = was.id !== resource.id;
    if (!replaced && JSON.stringify(beforeFields) === JSON.stringify(afterFields)) continue;
    const modified = resource.modified ? Date.parse(resource.modified) : Number.NaN;
    // A `modified` outside the update is another update's (a state moved between backends): the update's end then.
    const at = modified >= update.startTime - 1000 && modified <= update.endTime + 1000 ? modified : update.endTime;
    const definition = definitionNamed(kind, definitions);
    const appId = appIdOf(definition, resource, afterFields);
    changes.push({
      version: update.version, at, kind, urn: resource.urn, resource: nameOf(resource.urn), op: replaced ? "replace" : "update",
      id: resource.id, before: beforeFields, after: afterFields, appId, app: appId ? apps.get(appId) : undefined,
    });
  }
  return changes;
}

/** The updates that applied changes (not refreshes or destroys), each with the state it started from. */
export async function appliedChanges(updates: readonly StackUpdate[], selected: (update: StackUpdate) => boolean, definitions: readonly AnyResourceDefinition[] = DEFINITIONS): Promise<AppliedChange[]> {
  const changes: AppliedChange[] = [];
  for (const [index, update] of updates.entries()) {
    if (update.kind !== "update" || !update.resources || !selected(update)) continue;
    const previous = updates.slice(0, index).reverse().find((u) => u.resources);
    const before = previous?.resources ? await previous.resources() : [];
    changes.push(...changesOf(update, before, await update.resources(), definitions));
  }
  return changes;
}

/** The stack's ad locations per app in its latest state: the report breaks out an app's top 100 only. */
export function locationsPerApp(resources: readonly CheckpointResource[], definitions: readonly AnyResourceDefinition[] = DEFINITIONS): Map<string, number> {
  const counts = new Map<string, number>();
  for (const resource of resources) {
    if (kindOf(resource, definitions) !== "AdLocation") continue;
    const appId = fieldsOf(resource).appId;
    if (typeof appId === "string") counts.set(appId, (counts.get(appId) ?? 0) + 1);
  }
  return counts;
}
