// The definitions the added-field tests serve. For each of the four kinds, a field the package does
// not have, added to a copy of its definition in one place (`withField`: the input with its rule
// and description, and the output), as a contributor adds one: the unit tests generate schema.json
// and the reference page from the copies and follow the field through both faces' create, read,
// update, adoption, import and drift over an in-memory service that keeps any field
// (fake-management.ts). And App as it was before its optional `testModeDuration` existed, with that
// field added back the same way: the service test serves it in the plugin against the emulator,
// which knows only the service's own fields.
import { z } from "zod";
import type { AdPublisherClient } from "../../provider/client";
import { described } from "../../provider/models/field-docs";
import { SERVICE_DEFAULT_SETTINGS } from "../../provider/models/monetization-defaults";
import { wholeNumber } from "../../provider/models/rules";
import { adLocationDefinition } from "../../provider/resources/ad-location/definition";
import { appDefinition } from "../../provider/resources/app/definition";
import { blockListDefinition } from "../../provider/resources/block-list/definition";
import type { AnyResourceDefinition } from "../../provider/resources/definition";
import { DEFINITIONS } from "../../provider/resources/definitions";
import { monetizationSettingsDefinition } from "../../provider/resources/monetization-settings/definition";
import { createRuntimeContext } from "../../provider/runtime/runtime-context";
import type { FakeManagement, FakeStore } from "./fake-management";

export const APP = "adpublisher:index:App";
export const FIELD = "testModeDuration";
export const DESCRIPTION = "Minutes of test mode, as the copy of the definition declares it.";

/** A field to add to a copy of a definition: the one edit a contributor makes, and values to follow it with. */
export interface AddedField {
  readonly definition: AnyResourceDefinition;
  /** The input and output property it adds. */
  readonly property: string;
  /** The value's dotted path inside the object (the property itself, or a leaf of a settings group). */
  readonly path: string;
  /** Where the fake service keeps the kind's objects. */
  readonly store: FakeStore;
  readonly input: z.ZodType;
  readonly output: z.ZodType;
  /** Three values the rule accepts (create, update, a change on the service), and one it refuses with `rule`. */
  readonly values: readonly [number, number, number];
  readonly refused: number;
  readonly rule: string;
  /** The program's other inputs, valid without the field. */
  readonly inputs: Readonly<Record<string, unknown>>;
  /** An existing object on the service the program adopts (its fields, the field at another value), and how it is adopted. */
  existing(fake: FakeManagement, value: number): { id: string; adoption: Readonly<Record<string, unknown>> };
}

const atLeastOne = () => wholeNumber().min(1, "must be at least 1").optional();
const RULE = "must be at least 1";
/** An optional whole number of at least 1: the rule every added field here keeps, at its top level or in a group. */
const wholeNumberField = { input: atLeastOne(), output: z.number().nullish(), refused: 0, rule: RULE } as const;
const LIVE_SETTINGS = structuredClone(SERVICE_DEFAULT_SETTINGS);
const APP_FIELDS = { nickname: "Space Run", orientations: ["portrait"], isLive: false, isTestModeOn: true, isDirectedAtKidsUnder13: "NO", platform: "android" };

export const ADDED: readonly AddedField[] = [
  {
    definition: appDefinition,
    property: "adFrequencyCap",
    store: "app",
    path: "adFrequencyCap",
    ...wholeNumberField,
    values: [3, 5, 8],
    inputs: APP_FIELDS,
    existing: (fake, value) => ({ id: fake.outside.app({ id: "app-old", ...APP_FIELDS, adFrequencyCap: value }), adoption: { adoptId: "app-old" } }),
  },
  {
    definition: adLocationDefinition,
    property: "rewardAmount",
    store: "location",
    path: "rewardAmount",
    ...wholeNumberField,
    values: [10, 20, 40],
    inputs: { appId: "app-1", name: "Victory Screen", adType: "rewarded", type: "bidding" },
    existing(fake, value) {
      fake.outside.location("app-2", { uuid: "loc-old", name: "Extra Life", adType: "rewarded", type: "bidding", rewardAmount: value });
      return { id: "app-2/loc-old", adoption: { appId: "app-2", name: "Extra Life", adoptId: "loc-old" } };
    },
  },
  {
    definition: blockListDefinition,
    property: "priority",
    store: "list",
    path: "priority",
    ...wholeNumberField,
    values: [1, 2, 7],
    inputs: { title: "Sensitive", elements: ["IAB7-39"] },
    existing: (fake, value) => ({
      id: fake.outside.list({ id: "list-old", title: "Sensitive", type: "iab_content_taxonomy_1.0_service_default", elements: ["IAB7-39"], priority: value }),
      adoption: { adoptId: "list-old" },
    }),
  },
  {
    definition: monetizationSettingsDefinition,
    property: "adPacingSettings",
    store: "settings",
    path: "adPacingSettings.maxPerHour",
    // A settings group the service has not got: how often an app may show an ad, at most.
    input: z.strictObject({ maxPerHour: atLeastOne() }).optional(),
    output: z.object({ maxPerHour: z.number().nullish() }).loose().nullish(),
    values: [4, 6, 12],
    refused: 0,
    rule: RULE,
    inputs: { appId: "app-s", adExperienceSettings: { templateSettings: { buttonType: "skip" } } },
    existing(fake, value) {
      // An app's settings always exist: creating the resource is what takes them over.
      fake.outside.settings("app-t", { ...LIVE_SETTINGS, adPacingSettings: { maxPerHour: value } });
      return { id: "app-t", adoption: { appId: "app-t" } };
    },
  },
];

/** The program's value of the field at its path: `{ adPacingSettings: { maxPerHour: 4 } }`, or `{ rewardAmount: 10 }`. */
export function valueFor(added: AddedField, value: number): Record<string, unknown> {
  const [property, ...rest] = added.path.split(".");
  return { [property!]: rest.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) };
}

/** The one edit: the field added to a copy of a definition, its rule and description beside it. */
export function withField(definition: AnyResourceDefinition, property: string, input: z.ZodType, output: z.ZodType, description = DESCRIPTION): AnyResourceDefinition {
  return {
    ...definition,
    inputs: definition.inputs.extend({ [property]: described(input, description) }),
    outputs: definition.outputs.extend({ [property]: described(output, description) }),
  };
}

/** A copy of `definition` whose handler reaches `client` instead of the one its face would build from config. */
export function servedBy(definition: AnyResourceDefinition, client: AdPublisherClient): AnyResourceDefinition {
  return { ...definition, handler: (context, self) => definition.handler(createRuntimeContext({ client, clock: context.clock, shared: context.shared }), self) };
}

/** A new app's settings on the fake service, so that MonetizationSettings can take them over. */
export function seedSettings(fake: FakeManagement, appId: string): void {
  fake.outside.settings(appId, structuredClone(LIVE_SETTINGS));
}

/** The App definition as it was before the field: a copy whose inputs and outputs lack it. */
export const withoutField: AnyResourceDefinition = {
  ...appDefinition,
  inputs: appDefinition.inputs.omit({ [FIELD]: true }),
  outputs: appDefinition.outputs.omit({ [FIELD]: true }),
};
export const added = withField(withoutField, FIELD, wholeNumber().min(1, "must be at least 1 (minutes)").optional(), z.number().nullish());

/** The package's definitions with each given copy in place of the package's definition of the same name. */
export const definitionsWith = (...copies: AnyResourceDefinition[]) => DEFINITIONS.map((d) => copies.find((c) => c.name === d.name) ?? d);
