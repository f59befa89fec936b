// The BlockList dynamic resource class a TypeScript program declares.
import * as pulumi from "@pulumi/pulumi";
import { type ArgsOf, type OutputsOf, unsetOutputs } from "../common/program-types";
import { dynamicRegistration } from "../../dynamic-shim/program-side";
import { blockListDefinition } from "./definition";
import { BlockListInputs, BlockListOutputs } from "./schema";

/** Inputs of a BlockList: the body of `POST /v5/lists` in camelCase, and `adoptId` (docs/reference/resources/block-list.md). */
export type BlockListArgs = ArgsOf<typeof BlockListInputs>;

const OUTPUTS = unsetOutputs(BlockListOutputs);

/** The list as the API returns it. */
export interface BlockList extends OutputsOf<typeof BlockListOutputs> {}

/**
 * A list of blocked IAB content categories; reference it from MonetizationSettings as
 * `adBlockingSettings.blockedIabCategoriesV1List`. Every change is an in-place PUT. Deleting it is
 * irreversible; apps that used it go back to the default category list.
 * A dynamic resource, registered by program-side.ts (which says why not as `pulumi.dynamic.Resource`).
 */
export class BlockList extends pulumi.CustomResource {
  constructor(name: string, args: BlockListArgs, opts?: pulumi.CustomResourceOptions) {
    const { type, props } = dynamicRegistration(blockListDefinition, { ...OUTPUTS, ...args });
    super(type, name, props, opts);
  }
}
