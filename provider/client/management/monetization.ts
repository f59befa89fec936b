// The management API's monetization settings: `GET` and `PATCH /v5/apps/{app_id}/monetization_settings`.
import {
  MonetizationSettingsSchema,
  MonetizationSettingsUpdateInputSchema,
  type MonetizationSettings,
  type MonetizationSettingsUpdateInput,
} from "../../models/monetization";
import { managementWireNames } from "../casing";
import type { ApiContext } from "../api-context";
import { parseInput } from "../validate";

export interface MonetizationClient {
  get(appId: string): Promise<MonetizationSettings>;
  /** PATCH: an explicit null is sent as null (default list, cleared bound); absent fields are not sent. */
  update(appId: string, patch: MonetizationSettingsUpdateInput): Promise<MonetizationSettings>;
}

export function createMonetizationClient(ctx: ApiContext): MonetizationClient {
  const path = (appId: string) => `/${ctx.apiVersion}/apps/${encodeURIComponent(appId)}/monetization_settings`;
  return {
    get: (appId) => ctx.json({ method: "GET", path: path(appId), auth: "bearer" }, MonetizationSettingsSchema),
    async update(appId, patch) {
      const json = managementWireNames.toWire(parseInput(MonetizationSettingsUpdateInputSchema, patch, "monetization settings"));
      return ctx.json({ method: "PATCH", path: path(appId), json, auth: "bearer" }, MonetizationSettingsSchema);
    },
  };
}
