import * as pulumi from "@pulumi/pulumi";
import { type ArgsOf, type OutputsOf, unsetOutputs } from "../common/program-types";
import blockListProvider from "../providers/block-list";
import { BlockListInputs, BlockListOutputs } from "./schema";

/** Inputs of a BlockList: the body of `POST /lists` (000) in camelCase, and `adoptId` (docs/reference/block-list.md). */
export type BlockListArgs = ArgsOf<typeof BlockListInputs>;

const OUTPUTS = unsetOutputs(BlockListOutputs);

/** The list as the API returns it. */
export interface BlockList extends OutputsOf<typeof BlockListOutputs> {}

/**
 * A list of blocked IAB content categories; reference it from MonetizationSettings as
 * `adBlockingSettings.blockedIabCategoriesV1List`. Every change is an in-place PUT. Deleting it is
 * irreversible; apps that used it go back to the default category list.
 */
export class BlockList extends pulumi.dynamic.Resource {
  constructor(name: string, args: BlockListArgs, opts?: pulumi.CustomResourceOptions) {
    super(blockListProvider, name, { ...OUTPUTS, ...args }, opts, "adpublisher", "BlockList");
  }
}
