// The management API's ad locations: `GET`, `POST /v5/apps/{app_id}/ad-locations`, and `PATCH` and
// `DELETE` of one location; a create is safe to repeat through the uniqueness rule of ad locations.
import {
  AD_LOCATION_FIELDS_NOT_LISTED,
  AdLocationCreateInputSchema,
  AdLocationListFiltersSchema,
  AdLocationListSchema,
  AdLocationSchema,
  AdLocationUpdateInputSchema,
  type AdLocation,
  type AdLocationCreateInput,
  type AdLocationListFilters,
  type AdLocationSummary,
  type AdLocationUpdateInput,
  type AdType,
} from "../../models/ad-location";
import { managementWireNames } from "../casing";
import type { ApiContext } from "../api-context";
import { isAmbiguousFailure } from "../safe-create";
import { parseInput } from "../validate";

export interface AdLocationsClient {
  list(appId: string, filters?: AdLocationListFilters): Promise<AdLocationSummary[]>;
  /** The location with this uuid (the API has no single-location GET, so this reads the list). */
  find(appId: string, uuid: string): Promise<AdLocationSummary | undefined>;
  /** The location with this (name, adType), the pair that is unique within an app. */
  findByNaturalKey(appId: string, name: string, adType: AdType): Promise<AdLocationSummary | undefined>;
  /** Safe to repeat: after an ambiguous failure it looks the location up before creating again. */
  create(appId: string, input: AdLocationCreateInput): Promise<AdLocation>;
  update(appId: string, uuid: string, patch: AdLocationUpdateInput): Promise<AdLocation>;
  delete(appId: string, uuid: string): Promise<void>;
}

export function createAdLocationsClient(ctx: ApiContext): AdLocationsClient {
  const collection = (appId: string) => `/${ctx.apiVersion}/apps/${encodeURIComponent(appId)}/ad-locations`;
  const one = (appId: string, uuid: string) => `${collection(appId)}/${encodeURIComponent(uuid)}`;

  const list = async (appId: string, filters: AdLocationListFilters = {}) => {
    const valid = parseInput(AdLocationListFiltersSchema, filters, "ad location filters");
    const query = { type_filter: valid.type, ad_type_filter: valid.adType };
    const page = await ctx.json({ method: "GET", path: collection(appId), query, auth: "bearer" }, AdLocationListSchema);
    return page.items;
  };
  const findByNaturalKey = async (appId: string, name: string, adType: AdType) =>
    (await list(appId, { adType })).find((location) => location.name === name && location.adType === adType);
  const post = (appId: string, body: unknown) =>
    ctx.json({ method: "POST", path: collection(appId), json: body, auth: "bearer" }, AdLocationSchema);
  const update = async (appId: string, uuid: string, patch: AdLocationUpdateInput) => {
    const body = managementWireNames.toWire(parseInput(AdLocationUpdateInputSchema, patch, "ad location update"));
    return ctx.json({ method: "PATCH", path: one(appId, uuid), json: body, auth: "bearer" }, AdLocationSchema);
  };

  return {
    list,
    find: async (appId, uuid) => (await list(appId)).find((location) => location.uuid === uuid),
    findByNaturalKey,
    async create(appId, input) {
      const valid = parseInput(AdLocationCreateInputSchema, input, "ad location");
      const body = managementWireNames.toWire(valid);
      try {
        return await post(appId, body);
      } catch (error) {
        if (!isAmbiguousFailure(error)) throw error;
        // (name, ad_type) is unique per app (the uniqueness rule of ad locations): if a location of
        // the requested type holds it now, the lost attempt created it.
        const existing = await findByNaturalKey(appId, valid.name, valid.adType);
        if (existing === undefined || existing.type === "auto_cpm") return post(appId, body);
        if (existing.type !== valid.type) throw error;
        // The list does not show every field (country_targeting); PATCH those so the result is what was asked.
        const unlisted = Object.fromEntries(AD_LOCATION_FIELDS_NOT_LISTED.filter((field) => valid[field] !== undefined).map((field) => [field, valid[field]]));
        if (Object.keys(unlisted).length > 0) return update(appId, existing.uuid, parseInput(AdLocationUpdateInputSchema, unlisted, "ad location update"));
        return { ...existing };
      }
    },
    update,
    async delete(appId, uuid) {
      await ctx.send({ method: "DELETE", path: one(appId, uuid), auth: "bearer", notFoundMeansDone: true });
    },
  };
}
