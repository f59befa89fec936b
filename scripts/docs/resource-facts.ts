// What a resource's reference page says that schema.json does not carry: the id format, how the
// dynamic face adopts an existing object, rules across resources.
// TODO(issue 15, defs): read these from the resource definitions (provider/resources/<name>/) once
// they land, instead of this table.

export interface ResourceFacts {
  /** The class and type name, e.g. `AdLocation`. */
  readonly name: string;
  /** The kebab-case name: the page's file name. */
  readonly slug: string;
  /** For people: `<appId>/<uuid>`, `the app id`. */
  readonly idFormat: string;
  /** The inputs by which the dynamic face takes over the object with a given id, as text. */
  readonly adoption: string;
  /** Rules across resources of one program, as sentences. */
  readonly rules: readonly string[];
  /** What a replacement does beyond create-then-delete, as sentences. */
  readonly replacement?: string;
}

export const RESOURCE_FACTS: readonly ResourceFacts[] = [
  {
    name: "App", slug: "app", idFormat: "the app id", adoption: "`adoptId: <app id>`", rules: [],
    replacement: "Replacing an app makes a new app with a new id (and a new signature) and soft-deletes the old one: protect production apps (`protect: true`).",
  },
  {
    name: "AdLocation", slug: "ad-location", idFormat: "`<appId>/<uuid>`",
    adoption: "`adoptId: <uuid>` (the id's second part), or `adoptExisting: true` to take over the location of the same `(name, adType)`",
    rules: ["`(name, adType)` is unique within an app."],
    replacement: "When the replacement keeps the same `(name, adType)` in the same app, the old location is deleted first, since the API would refuse the new one.",
  },
  { name: "BlockList", slug: "block-list", idFormat: "the list id", adoption: "`adoptId: <list id>`", rules: [] },
  {
    name: "MonetizationSettings", slug: "monetization-settings", idFormat: "the app id",
    adoption: "none needed: it always takes over the app's existing settings",
    rules: ["One MonetizationSettings per app in a program."],
  },
];
