// The BlockList resource's definition: its schemas, handler and discovery (the service's default
// list left out), from which both faces and every feature derive.
import { isServiceDefaultList, type BlockList } from "../../models/block-list";
import { readableBase } from "../common/readable-names";
import type { ResourceDefinition } from "../definition";
import { blockListReview } from "./review-words";
import { tokensOf } from "../definition";
import { blockListHandler } from "./handler";
import { BlockListInputs, BlockListOutputs, BlockListResourceInputs, blockListLiveToInputs } from "./schema";
import { blockListDashboardName } from "./dashboard-name";

const PAGE_SIZE = 100;

export const blockListDefinition: ResourceDefinition<BlockList, typeof BlockListInputs, typeof BlockListOutputs> = {
  name: "BlockList",
  slug: "block-list",
  tokens: tokensOf("BlockList"),
  description:
    "A block list of IAB content categories; its id is the list id. Every change replaces the list's contents in place. Deleting it moves the apps that used it back to the default list (the API does that).",
  inputs: BlockListInputs,
  outputs: BlockListOutputs,
  resourceInputs: BlockListResourceInputs,
  replaceOnChanges: [],
  secretOutputs: [],
  id: { describe: "the list id", parse: (id) => ({ listId: id }) },
  rules: {},
  references: {},
  handler: blockListHandler,
  liveToInputs: blockListLiveToInputs,
  adoption: (id) => ({ adoptId: id }),
  dashboardName: blockListDashboardName,
  review: blockListReview,
  deletable: true,
  discovery: {
    scope: "account",
    // Every list in long form (paged); the service default list is on every account and is none of its own.
    async *list(context) {
      for await (const list of context.client.management.lists.list({ limit: PAGE_SIZE })) {
        if (!isServiceDefaultList(list)) yield { ...list, elements: list.elements ?? [] } satisfies BlockList;
      }
    },
    idOf: (list) => list.id,
    names(list) {
      const base = readableBase(list.title, "list", list.id);
      return [/(^|-)list$/.test(base) ? base : `${base}-list`];
    },
    label: (list) => `block list "${list.title}"`,
    standalone: true,
  },
};
