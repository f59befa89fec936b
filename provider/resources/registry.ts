import { adLocationHandler } from "./ad-location-handler";
import { APP_SECRET_OUTPUTS, appHandler } from "./app-handler";
import { blockListHandler } from "./block-list-handler";
import type { ResourceHandler } from "./host";
import { monetizationSettingsHandler, ONE_SETTINGS_PER_APP } from "./monetization-settings-handler";

/** A resource as the provider plugin serves it: the same handler the dynamic provider wraps. */
export interface RegisteredResource {
  readonly handler: ResourceHandler;
  /** Outputs stored as secrets whatever their inputs (the dynamic class sets the same as additionalSecretOutputs). */
  readonly secretOutputs: readonly string[];
  /**
   * An input no two resources of this type may share in one program (MonetizationSettings: one per
   * app, issue 12). The dynamic face keeps it in the resource class (settings-claims.ts), where the
   * program sees every declaration; the plugin keeps it in Check, which sees every resource's URN.
   */
  readonly onePer?: { readonly property: string; readonly rule: string };
}

/** The plugin's resource types (schema.json `resources`), one entry per dynamic resource class. */
export const RESOURCES = {
  "adpublisher:index:App": { handler: appHandler, secretOutputs: APP_SECRET_OUTPUTS },
  "adpublisher:index:AdLocation": { handler: adLocationHandler, secretOutputs: [] },
  "adpublisher:index:BlockList": { handler: blockListHandler, secretOutputs: [] },
  "adpublisher:index:MonetizationSettings": {
    handler: monetizationSettingsHandler,
    secretOutputs: [],
    onePer: { property: "appId", rule: ONE_SETTINGS_PER_APP },
  },
} as const satisfies Record<`adpublisher:index:${string}`, RegisteredResource>;

export type ResourceToken = keyof typeof RESOURCES;

/** The registered resource of a type token, or a clear error naming the known ones. */
export function resourceFor(token: string): RegisteredResource {
  const found = (RESOURCES as Record<string, RegisteredResource>)[token];
  if (!found) throw new Error(`unknown resource type "${token}": this provider serves ${Object.keys(RESOURCES).join(", ")}`);
  return found;
}
