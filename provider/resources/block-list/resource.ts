import * as pulumi from "@pulumi/pulumi";
import blockListProvider from "../providers/block-list";

/** Inputs of a BlockList: the body of `POST /lists` (000) in camelCase. */
export interface BlockListArgs {
  title: pulumi.Input<string>;
  /** Default `iab_content_taxonomy_1.0_service_default`, the one list type the API documents. */
  type?: pulumi.Input<string>;
  /** Tier-2 IAB content taxonomy 1.0 codes (IAB<n>-<m>); tier-1 codes such as IAB1 are refused. A set. */
  elements: pulumi.Input<pulumi.Input<string>[]>;
  /** Take over this existing list instead of creating one (Pulumi's import does not work for dynamic resources). */
  adoptId?: pulumi.Input<string>;
}

/**
 * A list of blocked IAB content categories; reference it from MonetizationSettings as
 * `adBlockingSettings.blockedIabCategoriesV1List`. Every change is an in-place PUT. Deleting it is
 * irreversible; apps that used it go back to the default category list.
 */
export class BlockList extends pulumi.dynamic.Resource {
  declare public readonly title: pulumi.Output<string>;
  declare public readonly type: pulumi.Output<string>;
  declare public readonly elements: pulumi.Output<string[]>;
  /** Format not documented; the emulator gives ISO 8601 strings. */
  declare public readonly dateCreated: pulumi.Output<string | number | null>;
  declare public readonly dateModified: pulumi.Output<string | number | null>;
  declare public readonly adoptId: pulumi.Output<string | undefined>;

  constructor(name: string, args: BlockListArgs, opts?: pulumi.CustomResourceOptions) {
    const outputs = { dateCreated: undefined, dateModified: undefined };
    super(blockListProvider, name, { type: undefined, adoptId: undefined, ...outputs, ...args }, opts, "adpublisher", "BlockList");
  }
}
