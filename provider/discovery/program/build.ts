// What `adpublisher discover --language ...` writes, as one model for every language: each
// discovered object with the inputs its definition's `liveToInputs` gives (as read and import have
// them), ids of other discovered objects written as references, fields equal to the service's
// defaults left out (and named in a comment), protect where the person asked, and the comments a
// reviewer needs. Beside it, the import document whose names are the program's.
import type { AnyResourceDefinition } from "../../resources/definition";
import { DEFINITIONS, definitionNamed } from "../../resources/definitions";
import { sameValue, asSet } from "../../resources/common/diff";
import { leavesOf, nestLeaves, type Leaves } from "../../resources/common/leaves";
import { appKindOf, type Account } from "../account";
import type { DiscoveredObject, Inventory } from "../inventory";
import { unseenComment } from "../unseen-fields";
import { Reference, type ProgramModel, type ProgramResource, type ProgramValue } from "./model";

export const PROTECT_CHOICES = ["apps", "all", "none"] as const;
export type ProtectChoice = (typeof PROTECT_CHOICES)[number];

export interface ProgramOptions {
  project: string;
  /** `apps` (default): replacing or deleting an app cannot be undone, the rest can. */
  protect: ProtectChoice;
  /** Every field of the settings, not only those that differ from the service's defaults. */
  allSettings: boolean;
}

/** A `pulumi import --file` entry; `inputs` and `outputs` only where the definition's Read alone would manage more. */
export interface ProgramImportSpec {
  type: string;
  name: string;
  id: string;
  parent?: string;
  inputs?: Record<string, unknown>;
  outputs?: Record<string, unknown>;
}

export interface DiscoveredProgram {
  model: ProgramModel;
  importDocument: { resources: ProgramImportSpec[] };
}

type Props = Record<string, unknown>;

/** Dotted paths of every leaf of a nested object (arrays are leaves). */
function leafPaths(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object" || Array.isArray(value) || Object.keys(value).length === 0) return prefix ? [prefix] : [];
  return Object.entries(value).flatMap(([key, child]) => leafPaths(child, prefix ? `${prefix}.${key}` : key));
}

/** Leaves equal to the service's default are left out; lists compare as sets (order means nothing to the API). */
function withoutDefaults(inputs: Props, defaults: Props): { kept: Props; applied: Leaves } {
  const all = leavesOf(inputs, leafPaths(inputs));
  const defaultLeaves = leavesOf(defaults, leafPaths(defaults));
  const applied: Leaves = {};
  const kept: Leaves = {};
  for (const [path, value] of Object.entries(all)) {
    if (path in defaultLeaves && sameValue(value, defaultLeaves[path], Array.isArray(value) ? asSet : undefined)) applied[path] = value;
    else kept[path] = value;
  }
  // Defaults the program does not state at all (a null field liveToInputs leaves out) apply too.
  for (const [path, value] of Object.entries(defaultLeaves)) if (!(path in all)) applied[path] = value;
  return { kept: nestLeaves(kept), applied };
}

function describeLeaf(value: unknown): string {
  return JSON.stringify(value);
}

export function buildProgram(account: Account, found: Inventory, options: ProgramOptions, definitions: readonly AnyResourceDefinition[] = DEFINITIONS): DiscoveredProgram {
  const names = new Map(found.objects.map((o) => [`${o.kind}:${o.id}`, o.name]));
  const discovered = new Map(found.objects.map((o) => [`${o.kind}:${o.id}`, o]));
  const lives = new Map(account.objects.map((o) => [`${o.definition.name}:${o.id}`, o]));
  const appKind = appKindOf(definitions);
  const resources: ProgramResource[] = [];
  const imports: ProgramImportSpec[] = [];

  const add = (object: DiscoveredObject) => {
    const live = lives.get(`${object.kind}:${object.id}`)!;
    const definition = definitionNamed(object.kind, definitions)!;
    const comments = [object.label.charAt(0).toUpperCase() + object.label.slice(1)];
    let inputs = JSON.parse(JSON.stringify(definition.liveToInputs(object.id, live.live))) as Props;
    if (definition.serviceDefaults && !options.allSettings) {
      const { kept, applied } = withoutDefaults(inputs, definition.serviceDefaults);
      inputs = kept;
      const said = Object.entries(applied).map(([path, value]) => `${path}: ${describeLeaf(value)}`);
      if (said.length > 0) comments.push(`The service's defaults apply to the fields not stated here: ${said.join(", ")}.`);
    }
    const unseen = unseenComment(definition, live.live);
    if (unseen !== undefined) comments.push(unseen);
    const parent = object.appId !== undefined && object.kind !== appKind ? names.get(`${appKind}:${object.appId}`) : undefined;
    resources.push({
      kind: object.kind, token: definition.tokens.plugin, name: object.name, id: object.id, comments,
      properties: withReferences(inputs, definition, names) as ProgramResource["properties"],
      adoption: definition.adoption(object.id) as ProgramResource["adoption"],
      ...(parent !== undefined && { parent }),
      ...protection(object.kind === appKind, parent !== undefined, options.protect),
    });
    const state = definition.importState?.(object.id, live.live, inputs);
    imports.push({ type: definition.tokens.plugin, name: object.name, id: object.id, ...(parent !== undefined && { parent }), ...(state && { inputs, outputs: state }) });
  };

  // Objects apps refer to (block lists) first, then each app followed by its own objects.
  const ordered = [
    ...found.objects.filter((o) => o.appId === undefined && o.kind !== appKind),
    ...found.objects.filter((o) => o.kind === appKind).flatMap((app) => [app, ...found.objects.filter((o) => o.appId === app.id && o.kind !== appKind)]),
  ];
  for (const object of ordered) if (discovered.has(`${object.kind}:${object.id}`)) add(object);

  const header = [
    "Generated by `adpublisher discover`: the account as it is. Import it with `pulumi import --file import.json`",
    "(YAML and the SDK languages) or take it over with the first `pulumi up` (TypeScript); either makes no write.",
    "This program is the whole account: check it for drift with `npx adpublisher drift --account` in the stack's folder,",
    "so that an app or a block list made anywhere on the account counts too.",
    ...found.setAside.map((o) => `Not managed: ${o.label}, id ${o.id} (${o.reason}).`),
  ];
  return {
    model: { project: options.project, description: "The adpublisher account, as discovered by `adpublisher discover`.", header, resources },
    importDocument: { resources: imports },
  };
}

/** Ids of other discovered objects, at the paths the definition names, become references. */
function withReferences(inputs: Props, definition: AnyResourceDefinition, names: ReadonlyMap<string, string>): Props {
  const copy = JSON.parse(JSON.stringify(inputs)) as Props;
  for (const [path, kind] of Object.entries(definition.references)) {
    const parts = path.split(".");
    let node: Props | undefined = copy;
    for (const part of parts.slice(0, -1)) node = node && typeof node[part] === "object" && node[part] !== null ? (node[part] as Props) : undefined;
    const last = parts[parts.length - 1]!;
    const target = node?.[last];
    const name = typeof target === "string" ? names.get(`${kind}:${target}`) : undefined;
    if (node && name !== undefined) node[last] = new Reference(name);
  }
  return copy as Record<string, ProgramValue> as Props;
}

/**
 * `apps`: apps are protected (replacing or deleting one cannot be undone) and their children say
 * `protect: false`, since they would inherit it and deleting one would take two changes; `all`: everything; `none`: nothing.
 */
function protection(isApp: boolean, hasParent: boolean, choice: ProtectChoice): { protect?: boolean } {
  if (choice === "all") return { protect: true };
  if (choice === "none") return {};
  if (isApp) return { protect: true };
  return hasParent ? { protect: false } : {};
}
