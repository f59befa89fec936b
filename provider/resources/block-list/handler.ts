import type { AdPublisherClient } from "../../client";
import { DEFAULT_LIST_TYPE, type BlockList, type BlockListInput } from "../../models/block-list";
import type { RuntimeContext } from "../../runtime/runtime-context";
import { checkWith } from "../common/check";
import { deleteIfPresent, unlessGone } from "../common/client";
import { asSet, changedFields } from "../common/diff";
import { step } from "../common/errors";
import { GONE, type ResourceHandler, type Stored } from "../handler";
import { adoptionOf, withoutAdoption } from "../common/fields";
import { BlockListFields, BlockListInputs, BlockListResourceInputs, blockListLiveToInputs, LIST_FIELDS, type BlockListChecked, type BlockListState } from "./schema";
const NORMALIZERS = { elements: asSet };

/** The body of POST and PUT: the program's fields without adoption (a state an earlier version wrote may lack `type`). */
function desiredList<T extends { readonly type?: unknown }>(inputs: T): Omit<T, "adoptId" | "adoptExisting"> {
  return { type: DEFAULT_LIST_TYPE, ...withoutAdoption(inputs) };
}

function outputs(list: BlockList, inputs: Stored<BlockListState> | BlockListChecked): BlockListState {
  return { ...list, ...adoptionOf(BlockListInputs, inputs) };
}

/** Takes over an existing list; a PUT only when it differs from the program. */
async function adopt(client: AdPublisherClient, listId: string, desired: BlockListInput): Promise<BlockList> {
  const lists = () => client.management.lists;
  const existing = await unlessGone(() => lists().get(listId));
  if (!existing) throw new Error(`adoptId: there is no block list "${listId}" to adopt`);
  if (changedFields(existing, desired, LIST_FIELDS, NORMALIZERS).length === 0) return existing;
  await lists().replace(listId, desired);
  return lists().get(listId);
}

export function blockListHandler(context: RuntimeContext): ResourceHandler<BlockListChecked, BlockListState> {
  const lists = () => context.client.management.lists;
  return {
    // `type` defaults (BlockListFields): check's value carries it, so state records it.
    check: async (_olds, news) => checkWith(BlockListFields, news, { resourceInputs: BlockListResourceInputs }),

    async diff(_id, olds, news) {
      const changes = changedFields(olds, desiredList(news), LIST_FIELDS, NORMALIZERS);
      return { changes: changes.length > 0, replaces: [], diffs: changes };
    },

    async create(inputs) {
      const desired = desiredList(inputs);
      const { adoptId } = inputs;
      if (adoptId !== undefined) {
        const list = await step(`adopting block list "${adoptId}"`, () => adopt(context.client, adoptId, desired));
        return { id: list.id, outs: outputs(list, inputs) };
      }
      const created = await step(`creating block list "${desired.title}"`, () => lists().create(desired));
      const list = await step(`reading block list "${created.id}"`, () => lists().get(created.id));
      return { id: list.id, outs: outputs(list, inputs) };
    },

    async read(id, state) {
      const list = await step(`reading block list "${id}"`, () => unlessGone(() => lists().get(id)));
      if (!list) return GONE;
      return { id, props: outputs(list, state ?? {}), inputs: blockListLiveToInputs(id, list, state) };
    },

    async update(id, _olds, news) {
      const desired = desiredList(news);
      await step(`updating block list "${id}"`, () => lists().replace(id, desired));
      const list = await step(`reading block list "${id}"`, () => lists().get(id));
      return { outs: outputs(list, news) };
    },

    async delete(id) {
      // Apps that used the list go back to the default list: the API does that (000, States).
      await step(`deleting block list "${id}"`, () => deleteIfPresent(() => lists().delete(id)));
    },
  };
}
