// The BlockList resource's properties: the body of `POST /v5/lists` in camelCase, and adoption.
import { z } from "zod";
import { BlockListInputSchema, BlockListSchema, checkBlockListElements, DEFAULT_LIST_TYPE, type BlockList } from "../../models/block-list";
import { adoptionOf, managedFields } from "../common/fields";
import { adoptIdInput, withoutId } from "../common/resource-inputs";
import type { Stored, Unchecked } from "../handler";

export const BlockListResourceInputs = z.object({ adoptId: adoptIdInput("block list (its id)", "must be the id of an existing block list") });
/** The list's fields as a program gives them: the model's, its rules included, with `type` defaulting to the one list type the API shows. */
export const BlockListFields = z
  .strictObject({ ...BlockListInputSchema.shape, type: BlockListInputSchema.shape.type.default(DEFAULT_LIST_TYPE) })
  .superRefine(checkBlockListElements);
export const BlockListInputs = z.object({ ...BlockListFields.shape, ...BlockListResourceInputs.shape });
export const BlockListOutputs = z.object({ ...withoutId(BlockListSchema), ...BlockListResourceInputs.shape });

/** The inputs as check parses them, and the state: the schemas' own types. */
export type BlockListChecked = z.output<typeof BlockListInputs>;
export type BlockListState = z.output<typeof BlockListOutputs>;

/**
 * The inputs that reproduce a live list (the body of `POST /v5/lists` and `PUT /v5/lists/{list_id}`; PUT replaces every
 * field, so nothing forces a replacement); adoptId stays as the state had it. `inputs`: the served
 * definition's (a copy's fields are read back too).
 */
export function blockListLiveToInputs(_id: string, list: BlockList, state?: Stored<BlockListState>, inputs: z.ZodObject = BlockListInputs): Unchecked<BlockListChecked> {
  const fields = managedFields(inputs) as (keyof BlockList)[];
  return { ...Object.fromEntries(fields.map((f) => [f, list[f]])), ...adoptionOf(BlockListInputs, state) };
}
