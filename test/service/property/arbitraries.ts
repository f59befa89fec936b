// Generators of hostile input for the property tests:
// whatever a program, a YAML file or an HTTP client can hand us. Nothing from provider/ here, so
// the emulator fuzz can share them.
import fc from "fast-check";

/** The engine's placeholder for a value unknown during preview (@pulumi/pulumi runtime/rpc). */
export const UNKNOWN = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";

/** One seed per run, printed, so a failure replays with PROPERTY_SEED=<n>. */
export const SEED = Number(process.env.PROPERTY_SEED ?? 20261123);
export const RUNS = Number(process.env.PROPERTY_RUNS ?? 300);

/** fast-check parameters every property shares: bounded, seeded, replayable. */
export function runParameters(numRuns: number = RUNS): fc.Parameters<unknown> {
  return { seed: SEED, numRuns, endOnFailure: true };
}

/** Strings meant to hurt: empty, blank, control characters, RTL and zero-width, astral, lone surrogates. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("", " ", "\t\n", "\u0000", "\u202e", "\u200b", "\ud83d\ude00", "\ud800", "null", "undefined", "NaN", "__proto__", "constructor", UNKNOWN, "%00", "../..", "' OR 1=1 --", "<script>"),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme-ascii", maxLength: 20 }),
);

/** 10 kB to 300 kB of one character (ASCII or not): a pasted file, an accidental base64 blob. */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom("a", "é", "😀", " ", "IAB1-1,"), fc.integer({ min: 10_000, max: 300_000 }))
  .map(([unit, size]) => unit.repeat(Math.ceil(size / unit.length)));

/** Numbers outside the everyday: NaN, infinities, -0, huge, tiny, fractions. */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, Number.MAX_SAFE_INTEGER + 2, Number.MIN_VALUE, 1e308, -1),
  fc.double(),
  fc.integer(),
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: nastyNumber },
  fc.boolean(),
  fc.constant(null),
  fc.constant(UNKNOWN),
);

/** Keys that are not properties of anything we model, some of them famous traps. */
export const unknownKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("constructor", "toString", "hasOwnProperty", "valueOf", "__defineGetter__", "id", "uuid", "Nickname", "nick_name", "is_live", "€", "😀"),
  fc.string({ minLength: 1, maxLength: 12 }),
);

/** Any value a decoded JSON (or Pulumi Struct) document can hold, hostile leaves and nested nulls included. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small", withCrossShrink: true }, leaf, leaf, tie("array"), tie("object")),
  array: fc.array(tie("value"), { maxLength: 5 }),
  object: fc.dictionary(fc.oneof(unknownKey, nastyString), tie("value"), { maxKeys: 5 }),
})).value;

/** A value of the wrong JavaScript type for a field that wants `expected`. */
export function wrongType(expected: "string" | "number" | "boolean" | "array" | "object"): fc.Arbitrary<unknown> {
  const all: Record<typeof expected, fc.Arbitrary<unknown>> = {
    string: nastyString,
    number: fc.integer(),
    boolean: fc.boolean(),
    array: fc.array(leaf, { maxLength: 3 }),
    object: fc.dictionary(unknownKey, leaf, { minKeys: 1, maxKeys: 3 }),
  };
  const others = (Object.keys(all) as (typeof expected)[]).filter((kind) => kind !== expected).map((kind) => all[kind]);
  return fc.oneof(...others, fc.constant(null));
}

/**
 * Inputs for a resource: the known fields with hostile values (each may be absent), unknown keys
 * beside them, sometimes a valid base with one field spoiled.
 */
export function hostileInputs(knownKeys: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const known = fc.record(Object.fromEntries(knownKeys.map((key) => [key, fc.oneof(hostileValue, hugeString)])), { requiredKeys: [] });
  const extra = fc.dictionary(unknownKey, hostileValue, { maxKeys: 3 });
  return fc.tuple(known, extra).map(([a, b]) => ({ ...b, ...a }));
}
