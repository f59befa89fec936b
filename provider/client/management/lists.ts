// The management API's block lists: `GET /v5/lists` page by page, and `POST`, `GET`, `PUT` and
// `DELETE` of `/v5/lists/{list_id}`.
import {
  BlockListCreatedSchema,
  BlockListInputSchema,
  BlockListPageSchema,
  BlockListQuerySchema,
  BlockListReplacedSchema,
  BlockListSchema,
  type BlockList,
  type BlockListCreated,
  type BlockListInput,
  type BlockListItem,
  type BlockListPage,
  type BlockListQuery,
  type BlockListReplaced,
} from "../../models/block-list";
import { managementWireNames } from "../casing";
import type { ApiContext } from "../api-context";
import { paginate } from "../paging";
import { ambiguousCreateError, isAmbiguousFailure } from "../safe-create";
import { parseInput } from "../validate";
import { wireQuery } from "./wire-query";

export interface ListsClient {
  /** Every list, page after page (starting at query.page, default 1). */
  list(query?: BlockListQuery): AsyncIterable<BlockListItem>;
  listPage(query?: BlockListQuery): Promise<BlockListPage>;
  /** Throws NotFoundError on 404. */
  get(listId: string): Promise<BlockList>;
  create(input: BlockListInput): Promise<BlockListCreated>;
  /** PUT: title, type and elements replace the stored ones. */
  replace(listId: string, input: BlockListInput): Promise<BlockListReplaced>;
  delete(listId: string): Promise<void>;
}

export function createListsClient(ctx: ApiContext): ListsClient {
  const lists = `/${ctx.apiVersion}/lists`;
  const one = (listId: string) => `${lists}/${encodeURIComponent(listId)}`;
  const body = (input: BlockListInput, what: string) =>
    managementWireNames.toWire(parseInput(BlockListInputSchema, input, what));

  const listPage = async (query: BlockListQuery = {}) => {
    const valid = parseInput(BlockListQuerySchema, query, "list query");
    return ctx.json({ method: "GET", path: lists, query: wireQuery(valid), auth: "bearer" }, BlockListPageSchema);
  };

  return {
    list: (query = {}) => paginate((page) => listPage({ ...query, page }), query.page ?? 1),
    listPage,
    get: (listId) => ctx.json({ method: "GET", path: one(listId), auth: "bearer" }, BlockListSchema),
    async create(input) {
      const json = body(input, "block list");
      try {
        return await ctx.json({ method: "POST", path: lists, json, auth: "bearer" }, BlockListCreatedSchema);
      } catch (error) {
        if (!isAmbiguousFailure(error)) throw error;
        throw ambiguousCreateError("the block list", `List the block lists (title "${input.title}") before trying again.`, error);
      }
    },
    async replace(listId, input) {
      const json = body(input, "block list");
      return ctx.json({ method: "PUT", path: one(listId), json, auth: "bearer" }, BlockListReplacedSchema);
    },
    async delete(listId) {
      await ctx.send({ method: "DELETE", path: one(listId), auth: "bearer", notFoundMeansDone: true });
    },
  };
}
