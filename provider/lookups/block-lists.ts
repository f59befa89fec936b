// getBlockList and getBlockLists (`GET /v5/lists/{list_id}`, `GET /v5/lists`).
import type { FunctionContext } from "../functions/function-context";
import { collect, managementClient, orNotFound } from "./client";
import type { GetBlockListArgs, GetBlockListResult, GetBlockListsArgs, GetBlockListsResult } from "./schemas";

export async function runGetBlockList(args: GetBlockListArgs, ctx: FunctionContext): Promise<GetBlockListResult> {
  const lists = managementClient(ctx, "getBlockList").lists;
  return orNotFound("getBlockList", `block list "${args.id}"`, () => lists.get(args.id));
}

export async function runGetBlockLists(args: GetBlockListsArgs, ctx: FunctionContext): Promise<GetBlockListsResult> {
  const found = await collect(managementClient(ctx, "getBlockLists").lists.list(args));
  return { ids: found.map((list) => list.id), lists: found };
}
