// What a resource's reference page says that schema.json does not carry, read from the resource
// definitions (provider/resources/<name>/definition.ts): the type tokens of both faces, the id
// format, the rules across resources of one program.
import type { AnyResourceDefinition } from "../../provider/resources/definition";

/** The parts of a definition the reference pages use. */
export type DocumentedResource = Pick<AnyResourceDefinition, "name" | "slug" | "tokens" | "id" | "rules">;

export interface ResourceFacts {
  /** The class and type name, e.g. `AdLocation`. */
  readonly name: string;
  /** The kebab-case name: the page's file name. */
  readonly slug: string;
  readonly pluginToken: string;
  readonly dynamicToken: string;
  /** For people, as Markdown: `` `<appId>/<uuid>` ``, `the app id`. */
  readonly idFormat: string;
  /** Rules across resources of one program, as sentences. */
  readonly rules: readonly string[];
  /** What a replacement does beyond create-then-delete. */
  readonly replacement?: string;
}

/**
 * What a replacement does that neither the schema nor the definition states: the handler's diff
 * decides it per change (an ad location keeping its `(name, adType)` asks the engine to delete
 * first). Prose for the pages only.
 */
const REPLACEMENT_NOTES: Readonly<Record<string, string>> = {
  App: "Replacing an app makes a new app with a new id (and a new signature) and soft-deletes the old one: protect production apps (`protect: true`).",
  AdLocation: "When the replacement keeps the same `(name, adType)` in the same app, the old location is deleted first, since the API would refuse the new one.",
};

function idFormat(describe: string): string {
  return describe.includes("<") ? `\`${describe}\`` : describe;
}

/** A rule's text (the one the refusals print) as a sentence. */
function sentence(rule: string): string {
  const text = rule.charAt(0).toUpperCase() + rule.slice(1);
  return text.endsWith(".") ? text : `${text}.`;
}

function rules(definition: DocumentedResource): string[] {
  const { onePer, uniqueTogether } = definition.rules;
  return [onePer?.rule, uniqueTogether?.rule].filter((rule) => rule !== undefined).map(sentence);
}

export function resourceFacts(definitions: readonly DocumentedResource[]): ResourceFacts[] {
  return definitions.map((definition) => ({
    name: definition.name,
    slug: definition.slug,
    pluginToken: definition.tokens.plugin,
    dynamicToken: definition.tokens.dynamic,
    idFormat: idFormat(definition.id.describe),
    rules: rules(definition),
    replacement: REPLACEMENT_NOTES[definition.name],
  }));
}
