// Names of the object and enum types of schema.json, derived from where the type sits.

/** Marks an array's (or set's) element in a property path. */
export const ELEMENT = "[]";

/** Field names too vague to name a type alone: `AdLocationType`, `AppReportRow`, never `Type` or `Row`. */
const VAGUE = new Set(["Type", "Item", "Row", "Entry", "Value", "Result", "Data", "Metadata", "Status", "Filter", "Id", "Name"]);

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
