// schema.json is generated from the zod models, never written by hand (style.md, point 2).
import { z } from "zod";
import { AdLocationCreateInputSchema, AdLocationSchema } from "../../provider/models/ad-location";
import { AppCreateInputSchema, AppSchema } from "../../provider/models/app";
import { BlockListInputSchema, BlockListSchema, DEFAULT_LIST_TYPE } from "../../provider/models/block-list";
import { MonetizationSettingsSchema, MonetizationSettingsUpdateInputSchema } from "../../provider/models/monetization";
import { SECRET_SETTING_KEYS, SETTING_KEYS } from "../../provider/config";
import { environmentVariableFor } from "../../provider/client/config";

type JsonSchema = Record<string, unknown>;

const inputs = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
const outputs = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as JsonSchema;

/** Adds the resource-level inputs that are not API fields (the app id, adoption). */
function withExtras(schema: JsonSchema, extras: Record<string, JsonSchema>, required: string[] = [], optional: string[] = []): JsonSchema {
  const properties = { ...(schema.properties as Record<string, JsonSchema>), ...extras };
  const requiredNow = [...((schema.required as string[] | undefined) ?? []), ...required].filter((key) => !optional.includes(key));
  return { ...schema, properties, required: requiredNow };
}

export function generateSchema(version: string): JsonSchema {
  const id = { type: "string", minLength: 1 };
  return {
    name: "adpublisher",
    version,
    description: "Pulumi dynamic resources for an ad network's publisher configuration (apps, ad locations, block lists, monetization settings).",
    config: Object.fromEntries(
      SETTING_KEYS.map((key) => [`adpublisher:${key}`, { type: "string", secret: SECRET_SETTING_KEYS.includes(key), environment: environmentVariableFor(key) }]),
    ),
    resources: {
      "pulumi-nodejs:dynamic/adpublisher:App": {
        id: "the app id",
        inputs: withExtras(inputs(AppCreateInputSchema), { adoptId: id }),
        replaceOnChanges: ["name", "platform"],
        outputs: outputs(AppSchema),
      },
      "pulumi-nodejs:dynamic/adpublisher:AdLocation": {
        id: "<appId>/<uuid>",
        inputs: withExtras(inputs(AdLocationCreateInputSchema), { appId: id, adoptId: id, adoptExisting: { type: "boolean" } }, ["appId"]),
        replaceOnChanges: ["appId", "adType", "type"],
        outputs: withExtras(outputs(AdLocationSchema), { appId: id }),
      },
      "pulumi-nodejs:dynamic/adpublisher:BlockList": {
        id: "the list id",
        inputs: withExtras(inputs(BlockListInputSchema), { adoptId: id, type: { type: "string", default: DEFAULT_LIST_TYPE } }, [], ["type"]),
        replaceOnChanges: [],
        outputs: withExtras(outputs(BlockListSchema), { adoptId: id }),
      },
      "pulumi-nodejs:dynamic/adpublisher:MonetizationSettings": {
        id: "the app id",
        inputs: withExtras(inputs(MonetizationSettingsUpdateInputSchema), { appId: id }, ["appId"]),
        replaceOnChanges: ["appId"],
        outputs: withExtras(outputs(MonetizationSettingsSchema), {
          appId: id,
          originalSettings: { type: "object", description: "the managed fields' values before the resource took control; put back on delete" },
        }),
      },
    },
  };
}
