// The BlockList resource's handler: check, diff, create (with adoption), read, replace in place
// and delete over the management API's list endpoints.
import type { AdPublisherClient } from "../../client";
import { DEFAULT_LIST_TYPE, type BlockList, type BlockListInput } from "../../models/block-list";
import type { RuntimeContext } from "../../runtime/runtime-context";
import { apiFieldsSchema, checkWith } from "../common/check";
import { deleteIfPresent, unlessGone } from "../common/client";
import { asSet, changedFields } from "../common/diff";
import { step } from "../common/errors";
import { GONE, type ResourceHandler } from "../handler";
import { managedFields, wholeObjectState, withoutAdoption } from "../common/fields";
import type { ResourceDefinition } from "../definition";
import { BlockListFields, BlockListResourceInputs, blockListLiveToInputs, type BlockListChecked, type BlockListInputs, type BlockListOutputs, type BlockListState } from "./schema";

/** The BlockList definition a face serves: the package's, or a copy with other fields. */
type BlockListDefinition = ResourceDefinition<BlockList, typeof BlockListInputs, typeof BlockListOutputs>;
const NORMALIZERS = { elements: asSet };

/** The body of POST and PUT: the program's fields without adoption (a state an earlier version wrote may lack `type`). */
function desiredList<T extends { readonly type?: unknown }>(inputs: T): Omit<T, "adoptId" | "adoptExisting"> {
  return { type: DEFAULT_LIST_TYPE, ...withoutAdoption(inputs) };
}

/** Takes over an existing list; a PUT only when it differs from the program. */
async function adopt(client: AdPublisherClient, fields: readonly string[], listId: string, desired: BlockListInput): Promise<BlockList> {
  const lists = () => client.management.lists;
  const existing = await unlessGone(() => lists().get(listId));
  if (!existing) throw new Error(`adoptId: there is no block list "${listId}" to adopt`);
  if (changedFields(existing, desired, fields, NORMALIZERS).length === 0) return existing;
  await lists().replace(listId, desired);
  return lists().get(listId);
}

export function blockListHandler(context: RuntimeContext, self: BlockListDefinition): ResourceHandler<BlockListChecked, BlockListState> {
  const lists = () => context.client.management.lists;
  const fields = managedFields(self.inputs);
  const checked = apiFieldsSchema(self, BlockListFields);
  return {
    // `type` defaults (BlockListFields): check's value carries it, so state records it.
    check: async (_olds, news) => checkWith(checked, news, { resourceInputs: BlockListResourceInputs }),

    async diff(_id, olds, news) {
      const changes = changedFields(olds, desiredList(news), fields, NORMALIZERS);
      return { changes: changes.length > 0, replaces: [], diffs: changes };
    },

    async create(inputs) {
      const desired = desiredList(inputs);
      const { adoptId } = inputs;
      if (adoptId !== undefined) {
        const list = await step(`adopting block list "${adoptId}"`, () => adopt(context.client, fields, adoptId, desired));
        return { id: list.id, outs: wholeObjectState(self.outputs, list, inputs) };
      }
      const created = await step(`creating block list "${desired.title}"`, () => lists().create(desired));
      const list = await step(`reading block list "${created.id}"`, () => lists().get(created.id));
      return { id: list.id, outs: wholeObjectState(self.outputs, list, inputs) };
    },

    async read(id, state) {
      const list = await step(`reading block list "${id}"`, () => unlessGone(() => lists().get(id)));
      if (!list) return GONE;
      return { id, props: wholeObjectState(self.outputs, list, state ?? {}), inputs: blockListLiveToInputs(id, list, state, self.inputs) };
    },

    async update(id, _olds, news) {
      const desired = desiredList(news);
      await step(`updating block list "${id}"`, () => lists().replace(id, desired));
      const list = await step(`reading block list "${id}"`, () => lists().get(id));
      return { outs: wholeObjectState(self.outputs, list, news) };
    },

    async delete(id) {
      // Apps that used the list go back to the default list: `DELETE /v5/lists/{list_id}` does that.
      await step(`deleting block list "${id}"`, () => deleteIfPresent(() => lists().delete(id)));
    },
  };
}
