import type { AdPublisherClient } from "../../client";
import { BlockListInputSchema, DEFAULT_LIST_TYPE, type BlockList, type BlockListInput } from "../../models/block-list";
import type { RuntimeContext } from "../../runtime/runtime-context";
import { checkWith, programInputs } from "../common/check";
import { deleteIfPresent, unlessGone } from "../common/client";
import { asSet, changedFields } from "../common/diff";
import { step } from "../common/errors";
import type { ResourceHandler } from "../handler";
import { adoptionOf, withoutAdoption } from "../common/fields";
import { BlockListInputs, BlockListResourceInputs, blockListLiveToInputs, LIST_FIELDS } from "./schema";
const NORMALIZERS = { elements: asSet };

type Props = Record<string, unknown>;

function desiredList(inputs: Props): BlockListInput {
  return { type: DEFAULT_LIST_TYPE, ...withoutAdoption(programInputs(inputs)) } as BlockListInput;
}

function outputs(list: BlockList, inputs: Props): Props {
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

export function blockListHandler(context: RuntimeContext): ResourceHandler {
  const lists = () => context.client.management.lists;
  return {
    async check(_olds, news) {
      // type defaults to the one list type the seed shows; check returns it so state records it.
      const inputs = news.type === undefined ? { ...news, type: DEFAULT_LIST_TYPE } : news;
      return checkWith(BlockListInputSchema, inputs, { resourceInputs: BlockListResourceInputs });
    },

    async diff(_id, olds, news) {
      const changes = changedFields(olds, desiredList(news), LIST_FIELDS, NORMALIZERS);
      return { changes: changes.length > 0, replaces: [], diffs: changes };
    },

    async create(inputs) {
      const desired = desiredList(inputs);
      if (typeof inputs.adoptId === "string") {
        const list = await step(`adopting block list "${inputs.adoptId}"`, () => adopt(context.client, inputs.adoptId, desired));
        return { id: list.id, outs: outputs(list, inputs) };
      }
      const created = await step(`creating block list "${desired.title}"`, () => lists().create(desired));
      const list = await step(`reading block list "${created.id}"`, () => lists().get(created.id));
      return { id: list.id, outs: outputs(list, inputs) };
    },

    async read(id, props) {
      const list = await step(`reading block list "${id}"`, () => unlessGone(() => lists().get(id)));
      if (!list) return { id: "", props: {} };
      return { id, props: outputs(list, props ?? {}), inputs: blockListLiveToInputs(id, list, props) };
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
