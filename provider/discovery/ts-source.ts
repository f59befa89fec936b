// Small helpers to write TypeScript source: object literals with references, and identifiers.

/** A piece of code put into a literal as is, e.g. `spaceBlast.id`. */
export class Code {
  constructor(readonly text: string) {}
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const RESERVED = new Set(
  ("break case catch class const continue debugger default delete do else enum export extends false finally for function if " +
    "implements import in instanceof interface let new null package private protected public return static super switch this " +
    "throw true try typeof var void while with yield await arguments eval undefined NaN Infinity")
    .split(" "),
);

/** A value as TypeScript: strings and numbers as JSON, objects over several lines, Code as written. */
export function literal(value: unknown, indent = ""): string {
  if (value instanceof Code) return value.text;
  if (Array.isArray(value)) {
    const items = value.map((item) => literal(item, indent));
    const oneLine = `[${items.join(", ")}]`;
    return oneLine.length <= 100 && !oneLine.includes("\n") ? oneLine : `[\n${items.map((i) => `${indent}  ${i},`).join("\n")}\n${indent}]`;
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return "{}";
    const inner = `${indent}  `;
    return `{\n${entries.map(([k, v]) => `${inner}${propertyName(k)}: ${literal(v, inner)},`).join("\n")}\n${indent}}`;
  }
  return JSON.stringify(value ?? null);
}

function propertyName(key: string): string {
  return IDENTIFIER.test(key) ? key : JSON.stringify(key);
}

/** "space-blast-level-1" -> "spaceBlastLevel1"; a leading digit or a reserved word gets a "_". */
export function camelIdentifier(name: string): string {
  const camel = name.replace(/-+([a-z0-9])/g, (_, c: string) => c.toUpperCase()).replace(/[^A-Za-z0-9_$]/g, "_");
  return IDENTIFIER.test(camel) && !RESERVED.has(camel) ? camel : `_${camel}`;
}

/** A comment line that cannot end the comment early or break the line. */
export function commentText(text: string): string {
  return text.replace(/[\r\n]+/g, " ").replace(/\*\//g, "* /");
}
