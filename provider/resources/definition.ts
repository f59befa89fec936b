// The shape of a resource's definition: the one place a resource is described, from which schema,
// check, diff, docs, discovery, review and drift derive.
import type { z } from "zod";
import type { EngineProps } from "../pulumi-json/property-bag";
import type { RuntimeContext } from "../runtime/runtime-context";
import type { ResourceHandler, Stored, Unchecked } from "./handler";

/** Fields of an object of any kind (its inputs, or its live fields), for what reads them by name: reviews, dashboard names. */
type Props = EngineProps;

/** Both faces' type tokens of a resource: the dynamic resource's URN type and the plugin's schema type. */
export interface ResourceTokens {
  /** The dynamic resource's URN type (the state's `type` is `pulumi-nodejs:dynamic:Resource`). */
  readonly dynamic: `pulumi-nodejs:dynamic/adpublisher:${string}`;
  /** The provider plugin's type, as schema.json lists it. */
  readonly plugin: `adpublisher:index:${string}`;
}

export function tokensOf(name: string): ResourceTokens {
  return { dynamic: `pulumi-nodejs:dynamic/adpublisher:${name}`, plugin: `adpublisher:index:${name}` };
}

/** "A change of `name` or `platform`": the replacing inputs, for a description, named from the definition's list. */
export function changeOf(fields: readonly string[]): string {
  const named = fields.map((f) => `\`${f}\``);
  return `A change of ${named.length > 1 ? `${named.slice(0, -1).join(", ")} or ${named.at(-1)}` : named.join("")}`;
}

/** How a resource id is written and read (an ad location's is `<appId>/<uuid>`). */
export interface IdFormat {
  /** For people: `<appId>/<uuid>`, `the app id`. */
  readonly describe: string;
  /** The id's parts by name; a clear error naming the form when `id` is not one. */
  parse(id: string): Record<string, string>;
}

/** A rule over several resources of one type in one program. */
export interface OnePerRule {
  /** No two resources may share this input (MonetizationSettings: `appId`). */
  readonly property: string;
  /** What the input names, for the refusal: `app` ("app \"a1\" already has MonetizationSettings ..."). */
  readonly owner: string;
  readonly rule: string;
}

/** (name, adType) unique per app: the properties, within the scope property, no two live objects share. */
export interface UniqueTogetherRule {
  readonly scope: string;
  readonly properties: readonly string[];
  readonly rule: string;
}

export interface CrossResourceRules {
  readonly onePer?: OnePerRule;
  readonly uniqueTogether?: UniqueTogetherRule;
}

/** The app an app-scoped object belongs to, as discovery has it. */
export interface DiscoveredApp {
  readonly appId: string;
  /** The app's resource name: children are named after it. */
  readonly appName: string;
  readonly appNickname: string;
}

/**
 * How the dashboard names an object, from its program inputs or live fields (`"Victory Screen"
 * (rewarded)`): the name a reviewer knows it by. `app` is the dashboard name of the app that holds
 * it, when known. Undefined when the fields do not say (a value known only after `pulumi up`).
 */
export type DashboardNaming = (fields: Props, app?: string) => string | undefined;

/** What discovery needs to find, name and describe the resource's objects on an account. */
export interface DiscoverySpec<Live = unknown> {
  /**
   * `account`: listed once for the account (apps, block lists); `app`: listed per discovered app
   * (its locations, its settings), named after the app and after every account-scoped object.
   */
  readonly scope: "account" | "app";
  /**
   * The account's live objects of this type, as they are read (scope `app`: those of one app; a
   * gone app gives none): a large account's apps are handed on a page at a time, never held whole.
   */
  list(context: RuntimeContext, appId: string | undefined): AsyncIterable<Live>;
  /** The resource id of a live object (scope `app`: given its app's id). */
  idOf(live: Live, appId: string | undefined): string;
  /** Readable name candidates, most readable first (unique names are picked from them). */
  names(live: Live, app: DiscoveredApp | undefined): string[];
  /** The part of the id that tells apart objects of the same readable name (default: the id). */
  nameId?(live: Live): string;
  /** For a person: `app "Space Blast" (android)`. */
  label(live: Live, app: DiscoveredApp | undefined): string;
  /** Why a program could not recreate it (it is then reported, not imported), or undefined. */
  notManageable?(live: Live): string | undefined;
  /** False when the object is part of its app and `discover --unmanaged` does not list it alone (settings). */
  readonly standalone: boolean;
  /**
   * Present on the one definition whose objects are the apps that scope-`app` objects belong to:
   * discovery lists each app's own objects, names them after it and makes it their parent, and a
   * generated program protects it (replacing or deleting an app cannot be undone).
   */
  readonly app?: AppRole<Live>;
}

/** What discovery reads off an app (see DiscoverySpec `app`). */
export interface AppRole<Live> {
  /** What the publisher calls the app: labels of its objects say `of app "<nickname>"`. */
  nickname(live: Live): string;
}

/**
 * One resource, declared once: everything else derives from the list of definitions
 * (definitions.ts): the plugin's registry, schema.json, discovery's kinds, import documents,
 * generated programs and `adpublisher delete`.
 */
export interface ResourceDefinition<Live = unknown, Inputs extends z.ZodObject = z.ZodObject, Outputs extends z.ZodObject = z.ZodObject> {
  /** The class and type name, e.g. `AdLocation`. */
  readonly name: string;
  /** The kebab-case name: the folder, the dynamic provider module under providers/, the CLI word. */
  readonly slug: string;
  readonly tokens: ResourceTokens;
  /** Shown in schema.json and the generated SDKs. */
  readonly description: string;
  /**
   * The program's inputs, resource-level ones included (`appId`, `adoptId`, `adoptExisting`).
   * schema.json derives from it; `check` runs the model's rules plus `resourceInputs`.
   */
  readonly inputs: Inputs;
  /** The outputs, without `id` (Pulumi reserves it). */
  readonly outputs: Outputs;
  /** Inputs that are not the API's fields (appId, adoption): checked by `check` from this schema. */
  readonly resourceInputs: z.ZodObject;
  /** Inputs whose change replaces the object. */
  readonly replaceOnChanges: readonly string[];
  /** Outputs stored as secrets whatever their inputs (both faces). */
  readonly secretOutputs: readonly string[];
  readonly id: IdFormat;
  readonly rules: CrossResourceRules;
  /**
   * Inputs that hold the id of another resource (dotted path -> resource name): generated programs
   * write them as references.
   */
  readonly references: Readonly<Record<string, string>>;
  /**
   * The lifecycle handler, bound to one face's runtime context, typed over the parsed inputs and the
   * state; the faces reach it through engine-handler.ts. `self` is the definition the face serves
   * (this one, or a copy with other fields): a handler that reads its field lists from `self`
   * rather than from its module serves a copy's fields too.
   */
  handler(context: RuntimeContext, self: ResourceDefinition<Live, Inputs, Outputs>): ResourceHandler<z.output<Inputs>, z.output<Outputs>>;
  /**
   * The program inputs that reproduce a live object: what `read` returns (refresh, import) and
   * what discovery writes in import documents and generated programs. `state` is the last state
   * (refresh), absent for an import or discovery. Unchecked: a live object may hold values a program
   * may not set (the next check judges them).
   */
  liveToInputs(id: string, live: Live, state?: Stored<z.output<Outputs>>): Unchecked<z.output<Inputs>>;
  /** The inputs by which the dynamic face takes over the existing object `id` (e.g. `{ adoptId }`). */
  adoption(id: string): Partial<z.output<Inputs>>;
  /**
   * The values the service gives a new object where the program says nothing (MonetizationSettings:
   * a new app's settings). A discovered program leaves out inputs equal to them and says which
   * apply.
   */
  readonly serviceDefaults?: Unchecked<z.output<Inputs>>;
  /**
   * The state an import leaves when the program states only `inputs` of the object, for resources
   * whose state depends on which inputs are managed (MonetizationSettings remembers them in
   * `originalSettings`). Discovery writes it into import.json (`outputs`, with `inputs`), so the
   * imported state matches the program whichever fields it states. Absent: the import's Read decides.
   */
  importState?(id: string, live: Live, inputs: Unchecked<z.output<Inputs>>): z.output<Outputs>;
  /** The name the dashboard shows (absent: reviews and drift reports name it by its resource name only). */
  readonly dashboardName?: DashboardNaming;
  /** Fields the API returns to no read of the object: discovery and drift report them as not checked. */
  readonly unseenFields?: UnseenFields;
  /** How reviews and drift reports word its changes (absent: the default wording, named by `name`). */
  readonly review?: ReviewWording;
  /** What its reference page says in prose that neither the schemas nor the rules state. */
  readonly notes?: {
    /** What a replacement does beyond create-then-delete (the handler's diff decides it per change). */
    readonly replacement?: string;
    /** How prose names one existing object of it (default: `an existing <name>`). */
    readonly existingObject?: string;
  };
  /** Whether `adpublisher delete <slug> <id>` offers it (settings are part of their app: no). */
  readonly deletable: boolean;
  readonly discovery: DiscoverySpec<Live>;
}

/**
 * Fields the API returns to no read of an object (a fixed_cpm location's prices): an import cannot
 * take them and a drift check cannot compare them, so discovery, its programs and drift say so, in
 * the words given here, rather than reading as "checked".
 */
export interface UnseenFields {
  /** Which of the object's fields (given its fields) no read returns; none: every field is seen. */
  of(fields: Props): readonly string[];
  /** What they are, for a person: `prices` (discovery's report line starts `prices not visible:`). */
  readonly what: string;
  /** The object in discovery's report, from its live fields: `fixed_cpm ad location "Extra Life" (rewarded)`. */
  label(fields: Props): string;
  /** The object in a drift report, after its resource name, from its state: `"Extra Life"`. */
  named(fields: Props): string;
  /** Discovery's report: what not seeing them means for an import and for drift. */
  readonly inDiscovery: string;
  /** A generated program's comment on the object: what the program leaves out and how to manage it. */
  readonly inProgram: string;
  /** A drift report: what the check could not see. */
  readonly inDrift: string;
}

/** One change to one object as a review words it: its fields before and after (absent for a create or a delete). */
export interface ChangeToWord {
  readonly op: "create" | "update" | "replace" | "delete";
  readonly before: Props;
  readonly after: Props;
}

/** A review's group for objects of no one app (block lists count for every app whose settings name them). */
export interface AccountGroup {
  /** The group's title in the review's JSON: `(block lists)`. */
  readonly title: string;
  /** Its Markdown heading: `Block lists`. */
  readonly heading: string;
  /** The sentence under the heading: what its objects mean to the apps. */
  readonly note: string;
}

/** How a review (and a drift report) words a change of this resource and where it lists it. */
export interface ReviewWording {
  /** What a publisher calls one of it ("monetization settings"); default: its name in words. */
  readonly noun?: string;
  /**
   * Its own lines for a change of the fields in `worded` (none when none of them moves); absent: a
   * line per field that moves, prefixed by `noun` for a create, delete or replace. In an update or a
   * replacement, every other field that moves gets the default line, so a field added to the
   * definition is worded without an edit here.
   */
  lines?(change: ChangeToWord): string[];
  /** The fields `lines` words itself. */
  readonly worded?: readonly string[];
  /**
   * Where a review lists it: "app" - it is the app its group is titled by (its id is the app's);
   * an AccountGroup - it belongs to no one app, so it has a group of its own; absent: under its `appId`.
   */
  readonly group?: "app" | AccountGroup;
  /** For group "app": the group's title from the app's fields. */
  title?(fields: Props): string | undefined;
  /** Its row in the analytics app report by ad location, whose figures a change puts at stake (absent: none). */
  earningsRow?(fields: Props): string | undefined;
  /** Its ad type's ids in the analytics reports (rewarded: 4 and 9), which tell its rows from those of a location of the same name and another ad type. */
  reportAdTypes?(fields: Props): readonly number[] | undefined;
  /** The countries a change is about (a location's floors that move), whose rows of the app-by-country report show what it did; absent or none: no country breakdown. */
  countries?(change: ChangeToWord): string[];
}

/**
 * A definition of any live type and schemas, for lists: its methods take their arguments
 * bivariantly, so every definition is one, and what it handles reads as property bags.
 */
export type AnyResourceDefinition = ResourceDefinition<unknown, z.ZodObject, z.ZodObject>;
