import type * as pulumi from "@pulumi/pulumi";
import { BlockListInputSchema, DEFAULT_LIST_TYPE, type BlockList, type BlockListInput } from "../models/block-list";
import { checkWith, failure, programInputs } from "./common/check";
import { deleteIfPresent, providerClient, unlessGone } from "./common/client";
import { asSet, changedFields } from "./common/diff";
import { step } from "./common/errors";
import type { ResourceHandler } from "./host";

/** The body of POST and PUT /lists (000); PUT replaces all three, so nothing forces a replacement. */
const LIST_FIELDS = ["title", "type", "elements"] as const;
const NORMALIZERS = { elements: asSet };

type Props = Record<string, unknown>;

function desiredList(inputs: Props): BlockListInput {
  const { adoptId: _adopt, ...rest } = programInputs(inputs);
  return { type: DEFAULT_LIST_TYPE, ...rest } as BlockListInput;
}

function outputs(list: BlockList, inputs: Props): Props {
  return { ...list, adoptId: inputs.adoptId };
}

function lists() {
  return providerClient().management.lists;
}

/** Takes over an existing list; a PUT only when it differs from the program. */
async function adopt(listId: string, desired: BlockListInput): Promise<BlockList> {
  const existing = await unlessGone(() => lists().get(listId));
  if (!existing) throw new Error(`adoptId: there is no block list "${listId}" to adopt`);
  if (changedFields(existing, desired, LIST_FIELDS, NORMALIZERS).length === 0) return existing;
  await lists().replace(listId, desired);
  return lists().get(listId);
}

export const blockListHandler: ResourceHandler = {
  async check(_olds, news) {
    // type defaults to the one list type the seed shows; check returns it so state records it.
    const inputs = news.type === undefined ? { ...news, type: DEFAULT_LIST_TYPE } : news;
    const extra: pulumi.dynamic.CheckFailure[] = [];
    if (news.adoptId !== undefined && (typeof news.adoptId !== "string" || news.adoptId === "")) {
      extra.push(failure("adoptId", "must be the id of an existing block list"));
    }
    return checkWith(BlockListInputSchema, inputs, { extraIssues: extra, notInSchema: ["adoptId"] });
  },

  async diff(_id, olds, news) {
    const changes = changedFields(olds, desiredList(news), LIST_FIELDS, NORMALIZERS);
    return { changes: changes.length > 0, replaces: [], diffs: changes };
  },

  async create(inputs) {
    const desired = desiredList(inputs);
    if (typeof inputs.adoptId === "string") {
      const list = await step(`adopting block list "${inputs.adoptId}"`, () => adopt(inputs.adoptId, desired));
      return { id: list.id, outs: outputs(list, inputs) };
    }
    const created = await step(`creating block list "${desired.title}"`, () => lists().create(desired));
    const list = await step(`reading block list "${created.id}"`, () => lists().get(created.id));
    return { id: list.id, outs: outputs(list, inputs) };
  },

  async read(id, props) {
    const list = await step(`reading block list "${id}"`, () => unlessGone(() => lists().get(id)));
    if (!list) return { id: "", props: {} };
    const inputs = { title: list.title, type: list.type, elements: list.elements, adoptId: props?.adoptId };
    return { id, props: outputs(list, props ?? {}), inputs };
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
