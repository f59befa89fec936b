// Readable names for a resource's objects: each definition's discovery names its objects with
// these (docs/discovery-and-import.md, "Names"), and discovery makes them unique.

/** Longest slug taken from one piece of text (a nickname, a location name, a title). */
const SLUG_MAX = 40;
/** Characters of an id used to tell apart objects whose readable names are the same. */
export const SHORT_ID = 6;

/**
 * Lower-case ASCII words joined by hyphens: accents are dropped ("Café" -> "cafe"), anything else
 * that is not a letter or digit separates words. Text with no Latin letter or digit gives "".
 */
export function slug(text: string, maxLength = SLUG_MAX): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/, "");
}

/** Characters of an id used when a name has no readable part. */
const shortId = (id: string) => slug(id, Infinity).slice(0, SHORT_ID) || "x";

/**
 * The readable start of a name: the slug of `text`, else `<kind>-<short id>`. Pulumi's code
 * generators drop every reference to a resource whose name starts with a digit (`pulumi import`
 * then writes no code at all, silently), so such a name gets the kind in front.
 */
export function readableBase(text: string, kind: string, id: string): string {
  const base = slug(text);
  if (base === "") return `${kind}-${shortId(id)}`;
  return /^[0-9]/.test(base) ? `${kind}-${base}` : base;
}
