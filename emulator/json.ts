/**
 * JSON output that can print a number as a float. The management API says integer prices "are
 * accepted and converted to floats": 5 must read back as 5.0, which JSON.stringify cannot
 * write. Wrap such numbers in `float(n)`; `toJson` writes them with a decimal point.
 */
const FLOAT_TAG = "__emulator_float__";

export class Float {
  constructor(readonly value: number) {}

  toJSON(): string {
    return `${FLOAT_TAG}${this.value}${FLOAT_TAG}`;
  }
}

export function float(value: number): Float {
  return new Float(value);
}

const FLOAT_PATTERN = new RegExp(`"${FLOAT_TAG}(-?[0-9.eE+-]+)${FLOAT_TAG}"`, "g");

export function toJson(value: unknown): string {
  return JSON.stringify(value).replace(FLOAT_PATTERN, (_match, digits: string) =>
    /[.eE]/.test(digits) ? digits : `${digits}.0`,
  );
}

/**
 * Top-level keys of a JSON object text, in order, duplicates kept. JSON.parse silently keeps
 * the last of a repeated key, but the token endpoint must refuse a repeated parameter
 * (`invalid_request`), so it scans the text itself. Returns undefined when the text is
 * not a JSON object.
 */
export function topLevelKeys(text: string): string[] | undefined {
  const keys: string[] = [];
  let depth = 0;
  let i = 0;
  let expectKey = false;
  const skipWs = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  skipWs();
  if (text[i] !== "{") return undefined;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      const start = i;
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
      if (depth === 1 && expectKey) {
        keys.push(JSON.parse(text.slice(start, i + 1)) as string);
        expectKey = false;
      }
    } else if (c === "{" || c === "[") {
      depth++;
      if (depth === 1) expectKey = true;
    } else if (c === "}" || c === "]") {
      depth--;
    } else if (c === "," && depth === 1) {
      expectKey = true;
    }
    i++;
  }
  return keys;
}
