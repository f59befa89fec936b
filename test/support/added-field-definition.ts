// The definitions the added-field tests serve: App as it was before its optional
// `testModeDuration` existed, and that copy with the field added back in one place. The unit test
// generates schema.json and the reference page from them; the service test serves them in the
// plugin over gRPC against the emulator.
import { z } from "zod";
import { described } from "../../provider/models/field-docs";
import { wholeNumber } from "../../provider/models/rules";
import { appDefinition } from "../../provider/resources/app/definition";
import type { AnyResourceDefinition } from "../../provider/resources/definition";
import { DEFINITIONS } from "../../provider/resources/definitions";

export const APP = "adpublisher:index:App";
export const FIELD = "testModeDuration";
export const DESCRIPTION = "Minutes of test mode, as the copy of the definition declares it.";

/** The App definition as it was before the field: a copy whose inputs and outputs lack it. */
export const withoutField: AnyResourceDefinition = {
  ...appDefinition,
  inputs: appDefinition.inputs.omit({ [FIELD]: true }),
  outputs: appDefinition.outputs.omit({ [FIELD]: true }),
};

/** The one edit: the field added to a copy of a definition, its rule and description beside it. */
function withField(definition: AnyResourceDefinition): AnyResourceDefinition {
  return {
    ...definition,
    inputs: definition.inputs.extend({ [FIELD]: described(wholeNumber().min(1, "must be at least 1 (minutes)").optional(), DESCRIPTION) }),
    outputs: definition.outputs.extend({ [FIELD]: described(z.number().nullish(), DESCRIPTION) }),
  };
}
export const added = withField(withoutField);

/** The package's definitions with App swapped for `app`. */
export const definitionsWith = (app: AnyResourceDefinition) => DEFINITIONS.map((d) => (d === appDefinition ? app : d));
