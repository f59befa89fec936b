// Names of the object and enum types of schema.json, derived from where the type sits.
import type { ComplexTypeSpec } from "./pulumi-spec";
import type { Zod } from "./zod-unwrap";

/** Marks an array's (or set's) element in a property path. */
export const ELEMENT = "[]";

/** Field names too vague to name a type alone: `AdLocationType`, `AppReportRow`, never `Type` or `Row`. */
const VAGUE = new Set(["Type", "Item", "Row", "Entry", "Value", "Result", "Data", "Metadata", "Status", "Filter", "Id", "Name", "List"]);

/** `getAppReport` -> `get-app-report`, `AdLocation` -> `ad-location`: page and example folder names. */
export function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
}

export function pascal(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter((part) => part !== "")
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");
}

/** `orientations` -> `Orientation` for the element of a list. */
function singular(name: string): string {
  if (name.endsWith("ies")) return `${name.slice(0, -3)}y`;
  if (name.endsWith("s") && !name.endsWith("ss")) return name.slice(0, -1);
  return name;
}

/** The path's segments as name parts: the owner, then each field, a list's field singular. */
function segments(path: readonly string[]): string[] {
  const parts: string[] = [];
  path.forEach((segment, index) => {
    if (segment === ELEMENT) return;
    parts.push(pascal(path[index + 1] === ELEMENT ? singular(segment) : segment));
  });
  return parts;
}

/**
 * The names to try for a type at `path` (owner first, then property names), best first: the
 * field alone (`Platform`), then with more of the path in front (`AdLocationType`). An output's
 * shape that differs from the input type of the same name takes `Response` (the azure-native habit).
 */
export function candidateNames(path: readonly string[], side: "input" | "output"): string[] {
  const parts = segments(path);
  const names: string[] = [];
  for (let take = 1; take <= parts.length; take++) {
    if (take === 1 && parts.length > 1 && VAGUE.has(parts[parts.length - 1])) continue;
    const name = parts.slice(parts.length - take).join("");
    names.push(name);
    if (side === "output") names.push(`${name}Response`);
  }
  return names;
}

/** Where a schema sits: owner (resource or function name) then property path; `like` lends descriptions. */
export interface Place {
  path: readonly string[];
  side: "input" | "output";
  /** The input model of the same value, whose descriptions an output without its own borrows. */
  like?: Zod;
}

export function label(place: Place): string {
  return place.path.filter((p) => p !== ELEMENT).join(".");
}

/** A property literally named `description` is kept; only description texts are left out. */
const withoutDescriptions = (spec: ComplexTypeSpec): string =>
  JSON.stringify(spec, (key, value: unknown) => (key === "description" && typeof value === "string" ? undefined : value));

/** The named types, each under the best free name; an equal shape (descriptions aside) is shared. */
export class NamedTypes {
  readonly types: Record<string, ComplexTypeSpec> = {};
  private readonly shapes = new Map<string, string>();
  private readonly known = new Map<Zod, string>();

  /** `reserved`: names generated code gives resources and function results (`App`, `GetAppResult`). */
  constructor(private readonly reserved: ReadonlySet<string>) {}

  /** The token for `spec`, made from zod schema `core` at `place`. */
  register(spec: ComplexTypeSpec, core: Zod, place: Place): string {
    const shape = withoutDescriptions(spec);
    const known = this.known.get(core);
    if (known && this.shapes.get(known) === shape) return known;
    const all = candidateNames(place.path, place.side);
    const names = all.filter((name) => !this.reserved.has(name));
    if (names.length === 0) names.push(`${all[all.length - 1]}Item`);
    const longest = names[names.length - 1];
    for (let n = 2; names.length < 100; n++) names.push(`${longest}${n}`);
    for (const name of names) {
      const token = `adpublisher:index:${name}`;
      const existing = this.shapes.get(token);
      if (existing !== undefined && existing !== shape) continue;
      if (existing === undefined) {
        this.types[token] = spec;
        this.shapes.set(token, shape);
      }
      this.known.set(core, token);
      return token;
    }
    throw new Error(`${label(place)}: no free type name for it`);
  }
}
