// `pulumi preview --json` as the engine writes it: its steps (the operation, the URN, the state
// before and after), every other field kept. Read by `adpublisher review` and by `adpublisher
// recover`, which takes the creates a preview plans as creates an interrupted run may have made.
import { z } from "zod";
import { parseDocument } from "./parse";
import { stateResource } from "./stack-export";

/** One step: `create`, `update`, `replace`, `create-replacement`, `delete-replaced`, `same`... */
export const previewStep = z.looseObject({
  op: z.string(),
  urn: z.string().optional(),
  /** The state as the last update left it (absent for a create). */
  oldState: stateResource.optional(),
  /** The state the step plans (absent for a delete); inputs hold the engine's unknown for a value known after `pulumi up`. */
  newState: stateResource.optional(),
});
export type PreviewStep = z.output<typeof previewStep>;

const preview = z.looseObject({
  steps: z.array(previewStep).optional(),
  changeSummary: z.record(z.string(), z.number()).optional(),
});
export type Preview = z.output<typeof preview>;

export const PREVIEW_FORMAT = "the output of `pulumi preview --json`";

/** The preview; throws PulumiJsonError naming the file, and the field that is not of the engine's shape. */
export function parsePreviewDocument(text: string, file: string): Preview {
  return parseDocument(preview, text, file, PREVIEW_FORMAT);
}
