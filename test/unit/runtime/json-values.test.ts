// What both faces hand the engine: an answer as a JSON round trip gives it back, whether it was
// JSON already (handed over as it is) or not (the round trip itself).
import { describe, expect, it } from "vitest";
import { asJson } from "../../../provider/runtime/json-values";

const roundTrip = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe("asJson", () => {
  it("hands a value that is JSON already over as it is", () => {
    const value = { id: "a/b", name: "x", prices: [{ country: "US", price: 10.5 }], live: false, note: null, nested: { deep: [[1, 2], []] } };
    expect(asJson(value)).toBe(value);
    expect(asJson(value)).toEqual(roundTrip(value));
  });

  it.each([
    ["an undefined value", { a: 1, b: undefined, c: { d: undefined } }],
    ["undefined in a list", { list: [1, undefined, 3] }],
    ["a hole in a list", { list: [1, , 3] }],
    ["a function", { f: () => 1, g: 2 }],
    ["non-finite numbers and -0", { nan: Number.NaN, inf: Number.POSITIVE_INFINITY, zero: -0 }],
    ["an object with toJSON", { when: new Date(0), url: new URL("https://example.com/x") }],
    ["a symbol key", { [Symbol("s")]: 1, k: "v" }],
    ["a non-enumerable key", Object.defineProperty({ k: "v" }, "hidden", { value: 1, enumerable: false })],
  ])("gives what a JSON round trip gives for %s", (_what, value) => {
    const result = asJson(value);
    expect(result).not.toBe(value);
    expect(result).toStrictEqual(roundTrip(value));
  });

  it("refuses what JSON refuses", () => {
    expect(() => asJson(undefined)).toThrow();
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(() => asJson(cycle)).toThrow(/circular/);
  });
});
