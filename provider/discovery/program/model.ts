// The program discovery writes, once, for every language: resources with their inputs,
// references between them, parent, protect and comments. Each language only renders this model
// (yaml.ts, typescript.ts, python.ts, go.ts), so a rule about what the program says is written in one place.

/** A reference to another resource's id: `${space-blast-ios.id}` in YAML, `spaceBlastIos.id` in TypeScript. */
export class Reference {
  constructor(readonly resource: string) {}
}

export type ProgramValue = string | number | boolean | null | Reference | readonly ProgramValue[] | { readonly [key: string]: ProgramValue };

export interface ProgramResource {
  /** The resource's class name, e.g. `AdLocation`. */
  readonly kind: string;
  /** The plugin's type token, e.g. `adpublisher:index:AdLocation`. */
  readonly token: string;
  /** The logical name: the program's resource name, and the name in import.json. */
  readonly name: string;
  /** The object's resource id (what `pulumi import` takes). */
  readonly id: string;
  /** Lines said above the resource (why a field is missing, which defaults the service applies). */
  readonly comments: readonly string[];
  readonly properties: { readonly [key: string]: ProgramValue };
  /** The inputs by which the dynamic resources (TypeScript) take the object over instead of importing it. */
  readonly adoption: { readonly [key: string]: ProgramValue };
  /** The name of the parent resource (an app for its locations and settings). */
  readonly parent?: string;
  /** Written when set: true on protected resources, false on children that would inherit their parent's. */
  readonly protect?: boolean;
}

/** What a program says before its resources. */
export interface ProgramHead {
  /** The project name (`--name`). */
  readonly project: string;
  readonly description: string;
  /** Lines said at the top of the program. */
  readonly header: readonly string[];
}

export interface ProgramModel extends ProgramHead {
  /** In declaration order: a resource comes after every resource it refers to. */
  readonly resources: readonly ProgramResource[];
}

/** The names of the resources a value refers to. */
export function referencesIn(value: ProgramValue): string[] {
  if (value instanceof Reference) return [value.resource];
  if (Array.isArray(value)) return value.flatMap(referencesIn);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(referencesIn);
  return [];
}

/** One line of a comment: no line break, nothing that ends a block comment. */
export function commentLine(text: string): string {
  return text.replace(/[\r\n]+/g, " ").replace(/\*\//g, "* /");
}

/**
 * A distinct identifier per resource name, made by the language's `identifier`; a clash (e.g.
 * "a-1" and "a1", or a name the program itself uses) numbers the later ones.
 */
export function distinctIdentifiers(names: readonly string[], identifier: (name: string) => string, taken: Iterable<string> = []): Map<string, string> {
  const used = new Set(taken);
  const identifiers = new Map<string, string>();
  for (const name of names) {
    const base = identifier(name);
    let chosen = base;
    for (let n = 2; used.has(chosen); n++) chosen = `${base}_${n}`;
    used.add(chosen);
    identifiers.set(name, chosen);
  }
  return identifiers;
}

/**
 * The most characters of resource statements one function (Go) or class (Java) of a discovered
 * program holds; past it, the program is written in parts created in order. Java allows a method
 * 64 KB of bytecode and a class 65,535 constants, which one method of a thousand ad locations
 * passes; builders compile to a tenth of their text, a dense list of country prices to about a
 * quarter. Go compiles a function in a time that grows faster than its length, so a large
 * account's program compiles far sooner as many functions of this size than as one long main.
 */
export const PART_CHARACTERS = 100_000;

/** Consecutive statements by their lengths, each run at most `limit` characters (a longer statement alone). */
export function partsOf(lengths: readonly number[], limit: number): { first: number; end: number }[] {
  const parts: { first: number; end: number }[] = [];
  let first = 0;
  let size = 0;
  lengths.forEach((length, i) => {
    if (i > first && size + length > limit) {
      parts.push({ first, end: i });
      first = i;
      size = 0;
    }
    size += length;
  });
  parts.push({ first, end: lengths.length });
  return parts;
}
