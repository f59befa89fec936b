// The resources' shared check: failures name the property and the rule, and unknowns wait.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkWith, failurePath, failureRule, UNKNOWN } from "../../provider/resources/common/check";
import { CoalescingLoader } from "../../provider/runtime/coalesce";
import { asCountryTargeting, asSet, changedFields, sameValue } from "../../provider/resources/common/diff";

const schema = z.strictObject({ name: z.string().min(1, "must not be empty"), price: z.number().max(500, "must be at most 500") });

describe("checkWith", () => {
  it("names the property and the rule", () => {
    const result = checkWith(schema, { name: "", price: 900, __provider: "x" });
    expect(result.failures).toEqual([
      { property: "name", reason: "must not be empty" },
      { property: "price", reason: "must be at most 500" },
    ]);
  });

  // The engine prints `property '<property>' value <inputs[property]> has a
  // problem: <reason>`, looking the property up among the top-level inputs only. A nested path as
  // the property printed `value {<nil>}` and the reason repeated the path.
  it("names a nested path once, in the reason, with no property the engine would print a bogus value for", () => {
    const nested = z.strictObject({ countryTargeting: z.array(z.strictObject({ country: z.string(), price: z.number().max(500, "must be between 0.01 and 500 (USD CPM)") })) });
    const result = checkWith(nested, { countryTargeting: [{ country: "US", price: 900 }] });
    expect(result.failures).toEqual([{ property: "", reason: "countryTargeting[0].price: must be between 0.01 and 500 (USD CPM)" }]);
    expect(failurePath(result.failures![0]!)).toBe("countryTargeting[0].price");
    expect(failureRule(result.failures![0]!)).toBe("must be between 0.01 and 500 (USD CPM)");
  });

  it("does not judge a value that is still unknown during preview", () => {
    expect(checkWith(schema, { name: UNKNOWN, price: UNKNOWN }).failures).toEqual([]);
  });

  it("names unknown properties one by one and keeps the inputs as given", () => {
    const news = { name: "a", price: 1, colour: "red" };
    const result = checkWith(schema, news);
    expect(result.failures).toEqual([{ property: "colour", reason: "is not a known property" }]);
    expect(result.inputs).toBe(news);
  });
});

describe("diff normalizers", () => {
  it("treat sets and country targeting regardless of order, and 5 like 5.0", () => {
    expect(changedFields({ e: ["b", "a"] }, { e: ["a", "b", "a"] }, ["e"], { e: asSet })).toEqual([]);
    const old = { t: [{ country: "US", price: 5 }, { country: "default", price: 1.5 }] };
    expect(changedFields(old, { t: [{ country: "default", price: 1.5 }, { country: "US", price: 5.0 }] }, ["t"], { t: asCountryTargeting })).toEqual([]);
    expect(changedFields(old, { t: [{ country: "US", price: 6 }, { country: "default", price: 1.5 }] }, ["t"], { t: asCountryTargeting })).toEqual(["t"]);
  });

  it("ignore fields the program does not set", () => {
    expect(changedFields({ name: "store name" }, {}, ["name"])).toEqual([]);
  });

  it("sameValue tells the engine's values apart strictly, whatever the order of their keys", () => {
    expect([sameValue([1], { 0: 1 }), sameValue({ a: undefined }, {}), sameValue({ a: 1, b: [2, { c: 3 }] }, { b: [2, { c: 3 }], a: 1 })]).toEqual([false, false, true]);
    expect([sameValue(0, -0), sameValue(NaN, NaN), sameValue(1, "1"), sameValue(null, undefined), sameValue({ a: [1] }, { a: [1] })]).toEqual([false, true, false, false, true]);
  });
});

describe("CoalescingLoader", () => {
  it("shares one load among concurrent callers and reloads after invalidation", async () => {
    let loads = 0;
    const loader = new CoalescingLoader(async (key: string) => `${key}#${++loads}`);
    const values = await Promise.all([loader.get("app"), loader.get("app"), loader.get("app")]);
    expect(values).toEqual(["app#1", "app#1", "app#1"]);
    loader.invalidate("app");
    expect(await loader.get("app")).toBe("app#2");
  });

  it("does not keep a failed load", async () => {
    let calls = 0;
    const loader = new CoalescingLoader(async () => {
      calls += 1;
      if (calls === 1) throw new Error("boom");
      return "ok";
    });
    await expect(loader.get("k")).rejects.toThrow("boom");
    expect(await loader.get("k")).toBe("ok");
  });

  it("serves a settled value only within its freshness window", async () => {
    let now = 0;
    let loads = 0;
    const loader = new CoalescingLoader(async () => ++loads, 1000, () => now);
    await loader.get("k");
    now = 500;
    expect(await loader.get("k")).toBe(1);
    now = 1600;
    expect(await loader.get("k")).toBe(2);
  });

  it("applies a write to the value held, settled or in flight, without loading again", async () => {
    let loads = 0;
    let release: (value: string[]) => void = () => undefined;
    const loader = new CoalescingLoader(async () => (++loads, await new Promise<string[]>((resolve) => (release = resolve))));
    const inFlight = loader.get("app");
    loader.update("app", (names) => [...names, "mine"]);
    release(["theirs"]);
    expect(await inFlight).toEqual(["theirs"]);
    expect(await loader.get("app")).toEqual(["theirs", "mine"]);
    loader.update("app", (names) => names.filter((n) => n !== "theirs"));
    expect(await loader.get("app")).toEqual(["mine"]);
    loader.update("other", () => ["never loaded"]);
    expect(loader.size).toBe(1);
    expect(loads).toBe(1);
  });

  it("keeps a failed load failed after a write is applied to it, with no unhandled rejection", async () => {
    let calls = 0;
    const loader = new CoalescingLoader<string[]>(async () => {
      if (++calls === 1) throw new Error("boom");
      return ["ok"];
    });
    const first = loader.get("k");
    loader.update("k", (names) => [...names, "mine"]);
    await expect(first).rejects.toThrow("boom");
    expect(await loader.get("k")).toEqual(["ok"]);
  });

  it("keeps values for the run when made with no window", async () => {
    let now = 0;
    let loads = 0;
    const loader = new CoalescingLoader(async () => ++loads, Infinity, () => now);
    await loader.get("k");
    now = 1e12;
    expect(await loader.get("k")).toBe(1);
  });

  it("keeps no value past its window: the map does not grow with the number of keys", async () => {
    let now = 0;
    const loader = new CoalescingLoader(async (key: string) => key, 1000, () => now);
    await Promise.all(Array.from({ length: 50 }, (_, i) => loader.get(`app-${i}`)));
    expect(loader.size).toBe(50);
    now = 2500;
    expect(loader.size).toBe(0);
  });
});
