// The four resources as schema.json shows them: the models' inputs and outputs plus the
// resource-level properties the handlers add (appId, adoption, originalSettings).
import { z } from "zod";
import "../../provider/models/descriptions";
import { AdLocationCreateInputSchema, AdLocationSchema } from "../../provider/models/ad-location";
import { AppCreateInputSchema, AppSchema } from "../../provider/models/app";
import { BlockListInputSchema, BlockListSchema, DEFAULT_LIST_TYPE } from "../../provider/models/block-list";
import { MonetizationSettingsSchema, MonetizationSettingsUpdateInputSchema } from "../../provider/models/monetization";

export interface ResourceFace {
  name: string;
  description: string;
  inputs: z.ZodObject;
  outputs: z.ZodObject;
  /** Inputs whose change replaces the object (the handlers' `replaces`). */
  replaceOnChanges: readonly string[];
}

const appId = () => z.string().min(1).describe("The id of the app it belongs to.");
const adoptId = (what: string) =>
  z.string().min(1).optional().describe(`Take over this existing ${what} instead of creating one (adoption); its value is kept in state.`);

/** The resource id travels apart from the properties (Pulumi reserves `id`), so outputs leave it out. */
function withoutId(schema: z.ZodObject): z.ZodRawShape {
  const { id: _id, ...rest } = schema.shape;
  return rest;
}

const adoptExisting = z
  .boolean()
  .optional()
  .describe("Take over the location of the same name and ad type if the app already has one, instead of failing.");

export const RESOURCES: readonly ResourceFace[] = [
  {
    name: "App",
    description:
      "An app of the publisher account; its id is the app id. Deleting it is the API's soft delete. A change of `name` or `platform` replaces it, which makes a new app with a new id: protect production apps.",
    inputs: z.object({ ...AppCreateInputSchema.shape, adoptId: adoptId("app (its id)") }),
    outputs: z.object({ ...withoutId(AppSchema), adoptId: adoptId("app (its id)") }),
    replaceOnChanges: ["name", "platform"],
  },
  {
    name: "AdLocation",
    description:
      "An ad location of an app; its id is `<appId>/<uuid>`. Only `bidding` and `fixed_cpm` locations can be created. A change of `appId`, `adType` or `type` replaces it.",
    inputs: z.object({ appId: appId(), ...AdLocationCreateInputSchema.shape, adoptId: adoptId("ad location (its uuid)"), adoptExisting }),
    outputs: z.object({ appId: appId(), ...AdLocationSchema.shape, adoptId: adoptId("ad location (its uuid)"), adoptExisting }),
    replaceOnChanges: ["appId", "adType", "type"],
  },
  {
    name: "BlockList",
    description:
      "A block list of IAB content categories; its id is the list id. Every change replaces the list's contents in place. Deleting it moves the apps that used it back to the default list (the API does that).",
    inputs: z.object({ ...BlockListInputSchema.shape, type: BlockListInputSchema.shape.type.default(DEFAULT_LIST_TYPE), adoptId: adoptId("block list (its id)") }),
    outputs: z.object({ ...withoutId(BlockListSchema), adoptId: adoptId("block list (its id)") }),
    replaceOnChanges: [],
  },
  {
    name: "MonetizationSettings",
    description:
      "The monetization settings of one app; its id is the app id. Only the fields set are managed. Creating it takes over the app's settings: the managed fields' earlier values are kept in `originalSettings` and put back when it is deleted.",
    inputs: z.object({ appId: appId(), ...MonetizationSettingsUpdateInputSchema.shape }),
    outputs: z.object({
      appId: appId(),
      ...MonetizationSettingsSchema.shape,
      originalSettings: MonetizationSettingsUpdateInputSchema.describe(
        "The managed fields' values before this resource managed them; deleting the resource puts them back.",
      ),
    }),
    replaceOnChanges: ["appId"],
  },
];
