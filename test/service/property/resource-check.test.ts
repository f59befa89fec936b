// Property-based tests of each resource's `check` (hostile input): whatever the program
// hands it, `check` resolves, calls no API, names a property in every failure, and passes what
// the API allows. Seeded and bounded (arbitraries.ts); the figures are printed after the file.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adLocationDefinition } from "../../../provider/resources/ad-location/definition";
import { appDefinition } from "../../../provider/resources/app/definition";
import { blockListDefinition } from "../../../provider/resources/block-list/definition";
import { monetizationSettingsDefinition } from "../../../provider/resources/monetization-settings/definition";
import { engineHandler, type EngineHandler } from "../../../provider/resources/engine-handler";
import { UNKNOWN as ENGINE_UNKNOWN } from "../../../provider/resources/common/check";
import { hostileInputs, hostileValue, runParameters, UNKNOWN, unknownKey, wrongType } from "./arbitraries";
import { useApiTrap } from "./no-api";
import { validAdLocation, validApp, validBlockList, validMonetization } from "./valid-inputs";
import { createRuntimeContext } from "../../../provider/runtime/runtime-context";
const realAdLocationHandler = engineHandler(adLocationDefinition, createRuntimeContext());
/**
 * Check of a new or renamed location reads its app's locations (the preview knows when
 * the pair is taken on the account; tested through the CLI in test/e2e/preview-refusals.test.ts).
 * Here every location is an unchanged one, whose check reads nothing.
 */
const adLocationHandler: EngineHandler = {
  ...realAdLocationHandler,
  check: (olds, news) => realAdLocationHandler.check({ ...olds, appId: news.appId, name: news.name, adType: news.adType }, news),
};
const appHandler = engineHandler(appDefinition, createRuntimeContext());
const blockListHandler = engineHandler(blockListDefinition, createRuntimeContext());
const monetizationSettingsHandler = engineHandler(monetizationSettingsDefinition, createRuntimeContext());

type Kind = "string" | "number" | "boolean" | "array" | "object";
type Props = Record<string, unknown>;

interface Subject {
  name: string;
  handler: EngineHandler;
  valid: fc.Arbitrary<Props>;
  /** Every input the resource takes, with the JSON type it wants. */
  fields: Record<string, Kind>;
}

const SUBJECTS: Subject[] = [
  {
    name: "App",
    handler: appHandler,
    valid: validApp,
    fields: {
      nickname: "string", name: "string", orientations: "array", defaultOrientation: "string", isLive: "boolean", storeAppId: "string",
      storeAppUrl: "string", storeBundleId: "string", isTestModeOn: "boolean", testModeDuration: "number",
      isDirectedAtKidsUnder13: "string", platform: "string", adoptId: "string",
    },
  },
  {
    name: "AdLocation",
    handler: adLocationHandler,
    valid: validAdLocation,
    fields: { appId: "string", name: "string", adType: "string", type: "string", countryTargeting: "array", adoptId: "string", adoptExisting: "boolean" },
  },
  { name: "BlockList", handler: blockListHandler, valid: validBlockList, fields: { title: "string", type: "string", elements: "array", adoptId: "string" } },
  {
    name: "MonetizationSettings",
    handler: monetizationSettingsHandler,
    valid: validMonetization,
    fields: { appId: "string", adBlockingSettings: "object", adExperienceSettings: "object", adTargetingSettings: "object" },
  },
];

const trap = useApiTrap();

/**
 * Every failure names its property once: a top-level one as the failure's
 * property with the rule alone as its reason (the engine prints the property and its value), a
 * nested one only in the reason, "<path>: <rule>" (the engine looks values up at the top level only).
 */
function expectNamedFailures(result: { failures?: { property: string; reason: string }[] }): void {
  for (const failure of result.failures ?? []) {
    expect(typeof failure.property).toBe("string");
    if (failure.property !== "") {
      expect(failure.reason.startsWith(`${failure.property}: `), `reason "${failure.reason.slice(0, 200)}" does not repeat ${failure.property}`).toBe(false);
    } else {
      expect(failure.reason, "a nested failure names its path in the reason").toMatch(/^.+?[.[].*?: ./s);
    }
  }
}

/** The paths of every leaf of a JSON value (for putting the engine's UNKNOWN in one place). */
function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leafPaths(item, [...path, i]));
  if (value !== null && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...path, k]));
  return [path];
}

function setAt(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as Props) }) as Record<string | number, unknown>;
  copy[path[0]] = setAt(copy[path[0]], path.slice(1), leaf);
  return copy;
}

it("uses the engine's own UNKNOWN sentinel", () => {
  expect(UNKNOWN).toBe(ENGINE_UNKNOWN);
});

describe.each(SUBJECTS)("$name check", ({ name, handler, valid, fields }) => {
  const known = Object.keys(fields);
  const olds = fc.oneof(fc.constant({}), valid, hostileInputs(known));

  it("resolves on any input, names a property in every failure, and opens no connection", async () => {
    await fc.assert(
      fc.asyncProperty(olds, hostileInputs(known), async (before, news) => {
        trap.count(`${name}: hostile inputs`);
        const result = await handler.check(before, news);
        expectNamedFailures(result);
      }),
      runParameters(),
    );
    expect(trap.connections).toBe(0);
  });

  it("passes every input the API allows, and returns it as given", async () => {
    await fc.assert(
      fc.asyncProperty(valid, async (news) => {
        trap.count(`${name}: valid inputs`);
        const result = await handler.check({}, news);
        expect(result.failures).toEqual([]);
        expect(result.inputs).toMatchObject(news);
      }),
      runParameters(),
    );
    expect(trap.connections).toBe(0);
  });

  it("names an unknown key as the failing property", async () => {
    const extra = unknownKey.filter((key) => !(key in fields) && !key.startsWith("__"));
    await fc.assert(
      fc.asyncProperty(valid, extra, hostileValue.filter((v) => v !== undefined), async (news, key, value) => {
        trap.count(`${name}: unknown keys`);
        const result = await handler.check({}, { ...news, [key]: value });
        expect(result.failures).toEqual([{ property: key, reason: "is not a known property" }]);
      }),
      runParameters(),
    );
  });

  it("names the property whose value has the wrong type", async () => {
    const spoiled = fc.constantFrom(...known).chain((key) => fc.tuple(fc.constant(key), wrongType(fields[key])));
    await fc.assert(
      fc.asyncProperty(valid, spoiled, async (news, [key, value]) => {
        fc.pre(value !== UNKNOWN);
        trap.count(`${name}: wrong types`);
        const result = await handler.check({}, { ...news, [key]: value });
        expectNamedFailures(result);
        const named = (result.failures ?? []).filter((f) => f.property === key || f.reason.startsWith(`${key}.`) || f.reason.startsWith(`${key}[`));
        expect(named.length, `a failure names ${key}: ${JSON.stringify(result.failures).slice(0, 300)}`).toBeGreaterThan(0);
      }),
      runParameters(),
    );
  });

  it("does not judge a value still unknown at preview, wherever it sits", async () => {
    const withUnknown = valid.chain((news) => fc.tuple(fc.constant(news), fc.constantFrom(...leafPaths(news))));
    await fc.assert(
      fc.asyncProperty(withUnknown, async ([news, path]) => {
        trap.count(`${name}: UNKNOWN leaves`);
        const result = await handler.check({}, setAt(news, path, UNKNOWN) as Props);
        expect(result.failures).toEqual([]);
      }),
      runParameters(),
    );
  });
});
