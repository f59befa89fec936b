// Check hands back what the schemas parsed, not the program's inputs as given: a default the schema
// applies is in its answer, the engine's own keys are not, and a preview's unknown stays in place
// while the known properties around it are parsed (decision record 0184).
import { describe, expect, it } from "vitest";
import { UNKNOWN } from "../../../provider/resources/common/check";
import { adLocationDefinition } from "../../../provider/resources/ad-location/definition";
import { appDefinition } from "../../../provider/resources/app/definition";
import { blockListDefinition } from "../../../provider/resources/block-list/definition";
import { monetizationSettingsDefinition } from "../../../provider/resources/monetization-settings/definition";
import { engineHandler } from "../../../provider/resources/engine-handler";
import { createRuntimeContext } from "../../../provider/runtime/runtime-context";
import type { AnyResourceDefinition } from "../../../provider/resources/definition";

const DEFAULT_TYPE = "iab_content_taxonomy_1.0_service_default";
/** What the dynamic face's engine adds to every resource's inputs. */
const ENGINE_KEYS = { __provider: "exports.handler = require(...)" };

const app = {
  nickname: "Space Blast", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO", platform: "android",
};
const location = { appId: "app-1", name: "Victory Screen", adType: "rewarded", type: "fixed_cpm", countryTargeting: [{ country: "US", price: 5 }] };
const settings = { appId: "app-1", adBlockingSettings: { monetizationAgefilterCheck: true, blockedIabCategoriesV1List: null } };
const list = { title: "Sensitive", type: "custom", elements: ["casino.example"] };

/** Each resource with valid inputs; olds name the same location, so its check reads nothing from the account. */
const CASES: { definition: AnyResourceDefinition; inputs: Record<string, unknown>; olds?: Record<string, unknown> }[] = [
  { definition: appDefinition, inputs: app },
  { definition: adLocationDefinition, inputs: location, olds: location },
  { definition: blockListDefinition, inputs: list },
  { definition: monetizationSettingsDefinition, inputs: settings },
];

describe("check returns the parsed value", () => {
  it.each(CASES)("$definition.name: the input schema's value, without the engine's keys", async ({ definition, inputs, olds }) => {
    const handler = definition.handler(createRuntimeContext(), definition);
    const result = await handler.check(olds ?? {}, { ...inputs, ...ENGINE_KEYS });
    expect(result.failures).toEqual([]);
    expect(result.inputs).toStrictEqual(definition.inputs.parse(inputs));
    expect(Object.keys(result.inputs)).not.toContain("__provider");
  });

  it("BlockList: the schema's default type is in check's value, though the program left it out", async () => {
    const handler = blockListDefinition.handler(createRuntimeContext(), blockListDefinition);
    const given = { title: "Sensitive", elements: ["IAB7-3"] };
    const result = await handler.check({}, given);
    expect(result.inputs).toEqual({ ...given, type: DEFAULT_TYPE });
    expect(result.inputs).not.toBe(given);
  });

  it("at preview, keeps an unknown in place and still parses the known properties (the default too)", async () => {
    const handler = blockListDefinition.handler(createRuntimeContext(), blockListDefinition);
    const result = await handler.check({}, { title: "Sensitive", elements: UNKNOWN, ...ENGINE_KEYS });
    expect(result.failures).toEqual([]);
    expect(result.inputs).toEqual({ title: "Sensitive", type: DEFAULT_TYPE, elements: UNKNOWN });
  });

  it("refused: the failures, with the inputs as given (the engine shows them)", async () => {
    const handler = blockListDefinition.handler(createRuntimeContext(), blockListDefinition);
    const given = { title: "", elements: ["IAB7-3"] };
    const result = await handler.check({}, given);
    expect(result.failures).toEqual([{ property: "title", reason: "must not be empty" }]);
    expect(result.inputs).toBe(given);
  });

  it("the faces' adapter hands the engine check's parsed value", async () => {
    const handler = engineHandler(blockListDefinition, createRuntimeContext());
    const result = await handler.check({}, { title: "Sensitive", elements: ["IAB7-3"], ...ENGINE_KEYS });
    expect(result).toEqual({ inputs: { title: "Sensitive", type: DEFAULT_TYPE, elements: ["IAB7-3"] }, failures: [] });
  });
});
