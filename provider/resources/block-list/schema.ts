// The BlockList resource's properties: the body of `POST /lists` (000) in camelCase, and adoption.
import { z } from "zod";
import { BlockListInputSchema, BlockListSchema, DEFAULT_LIST_TYPE, type BlockList } from "../../models/block-list";
import { adoptionOf, managedFields } from "../common/fields";
import { adoptIdInput, withoutId } from "../common/resource-inputs";

export const BlockListResourceInputs = z.object({ adoptId: adoptIdInput("block list (its id)", "must be the id of an existing block list") });
export const BlockListInputs = z.object({
  ...BlockListInputSchema.shape,
  type: BlockListInputSchema.shape.type.default(DEFAULT_LIST_TYPE),
  ...BlockListResourceInputs.shape,
});
export const BlockListOutputs = z.object({ ...withoutId(BlockListSchema), ...BlockListResourceInputs.shape });

/** The body of POST and PUT /lists (000); PUT replaces every field, so nothing forces a replacement. */
export const LIST_FIELDS = managedFields(BlockListInputs);

/** The inputs that reproduce a live list; adoptId stays as the state had it. */
export function blockListLiveToInputs(_id: string, list: BlockList, state?: Record<string, unknown>): Record<string, unknown> {
  return { ...Object.fromEntries(LIST_FIELDS.map((f) => [f, list[f]])), ...adoptionOf(BlockListInputs, state) };
}
