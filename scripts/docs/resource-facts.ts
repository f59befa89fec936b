// What a resource's reference page says that schema.json does not carry, read from the resource
// definitions (provider/resources/<name>/definition.ts): the type tokens of both faces, the id
// format, the rules across resources of one program.
import type { AnyResourceDefinition } from "../../provider/resources/definition";

/** The parts of a definition the reference pages use. */
export type DocumentedResource = Pick<AnyResourceDefinition, "name" | "slug" | "tokens" | "id" | "rules" | "notes">;

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
  /** What a replacement does beyond create-then-delete (the definition's note). */
  readonly replacement?: string;
  /** How prose names one existing object: `an existing App`, `an app's settings`. */
  readonly existingObject: string;
}

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
    replacement: definition.notes?.replacement,
    existingObject: definition.notes?.existingObject ?? `an existing ${definition.name}`,
  }));
}
