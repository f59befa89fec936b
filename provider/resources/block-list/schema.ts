// The BlockList resource's properties: the body of `POST /lists` (000) in camelCase, and adoption.
import { z } from "zod";
import { BlockListInputSchema, BlockListSchema, DEFAULT_LIST_TYPE, type BlockList } from "../../models/block-list";
import { adoptIdInput, withoutId } from "../common/resource-inputs";

/** The body of POST and PUT /lists (000); PUT replaces all three, so nothing forces a replacement. */
export const LIST_FIELDS = ["title", "type", "elements"] as const;

export const BlockListResourceInputs = z.object({ adoptId: adoptIdInput("block list (its id)", "must be the id of an existing block list") });
export const BlockListInputs = z.object({
  ...BlockListInputSchema.shape,
  type: BlockListInputSchema.shape.type.default(DEFAULT_LIST_TYPE),
  ...BlockListResourceInputs.shape,
});
export const BlockListOutputs = z.object({ ...withoutId(BlockListSchema), ...BlockListResourceInputs.shape });

/** The inputs that reproduce a live list; adoptId stays as the state had it. */
export function blockListLiveToInputs(_id: string, list: BlockList, state?: Record<string, unknown>): Record<string, unknown> {
  return { title: list.title, type: list.type, elements: list.elements, adoptId: state?.adoptId };
}
