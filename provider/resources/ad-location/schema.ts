// The AdLocation resource's properties: the fields of `POST /v5/apps/{app_id}/ad-locations`
// in camelCase, the app that holds it, adoption, which of them replace it, and its id.
import { described } from "../../models/field-docs";
import { z } from "zod";
import { AD_LOCATION_FIELDS_NOT_LISTED, AdLocationCreateInputSchema, AdLocationSchema, AdLocationUpdateInputSchema, type ListedAdLocation } from "../../models/ad-location";
import { pick } from "../common/diff";
import { adoptionOf, createOnlyFields, managedFields } from "../common/fields";
import { adoptIdInput, appIdInput } from "../common/resource-inputs";
import type { Stored, Unchecked } from "../handler";

/**
 * The app that holds it, and the create body's fields that
 * `PATCH /v5/apps/{app_id}/ad-locations/{ad_location_uuid}` does not take (ad_type, type): delete and recreate.
 */
export const AD_LOCATION_REPLACE_FIELDS = ["appId" as const, ...createOnlyFields(AdLocationCreateInputSchema, AdLocationUpdateInputSchema)];
/** (name, adType) is unique within an app: the uniqueness rule of ad locations. */
export const UNIQUE_NAME_PER_APP = "(name, adType) must be unique within an app";
/** The rule both faces keep across a program's locations (definition.ts `rules`). */
export const UNIQUE_NAME_AND_AD_TYPE_PER_APP = { scope: "appId", properties: ["name", "adType"], rule: UNIQUE_NAME_PER_APP } as const;

const adoptExisting = described(z
  .boolean({ error: "must be true or false" })
  .optional(), "Take over the location of the same name and ad type if the app already has one, instead of failing.");

export const AdLocationResourceInputs = z.object({
  appId: appIdInput("is required: the id of the app that holds the location"),
  adoptId: adoptIdInput("ad location (its uuid)", "must be the uuid of an existing ad location"),
  adoptExisting,
});
const { appId, adoptId } = AdLocationResourceInputs.shape;
export const AdLocationInputs = z.object({ appId, ...AdLocationCreateInputSchema.shape, adoptId, adoptExisting });
export const AdLocationOutputs = z.object({ appId, ...AdLocationSchema.shape, adoptId, adoptExisting });

/** The inputs as check parses them, and the state: the schemas' own types. */
export type AdLocationChecked = z.output<typeof AdLocationInputs>;
export type AdLocationState = z.output<typeof AdLocationOutputs>;


export function adLocationId(appId: string, uuid: string): string {
  return `${appId}/${uuid}`;
}

export function parseAdLocationId(id: string): { appId: string; uuid: string } {
  const slash = id.lastIndexOf("/");
  if (slash <= 0 || slash === id.length - 1) throw new Error(`ad location id "${id}" is not of the form <appId>/<uuid>`);
  return { appId: id.slice(0, slash), uuid: id.slice(slash + 1) };
}

/** A location as the API lists it; the list leaves out some fields (country targeting: there is no single GET). */
export type LiveAdLocation = ListedAdLocation;

/** The location with the fields its list leaves out as `state` last had them. */
export function withUnlistedFrom(live: LiveAdLocation, state: Stored<AdLocationState> | undefined) {
  const unlisted = Object.fromEntries(AD_LOCATION_FIELDS_NOT_LISTED.map((field) => [field, live[field] ?? state?.[field as keyof AdLocationState]]));
  return { ...live, ...unlisted };
}

/**
 * The inputs that reproduce a live location; the fields the list leaves out and adoption stay as the
 * state had them. `inputs`: the served definition's (a copy's fields are read back too).
 */
export function adLocationLiveToInputs(id: string, live: LiveAdLocation, state?: Stored<AdLocationState>, inputs: z.ZodObject = AdLocationInputs): Unchecked<AdLocationChecked> {
  const { appId: holder } = parseAdLocationId(id);
  const values = { ...withUnlistedFrom(live, state), appId: holder };
  return { ...pick(values, managedFields(inputs) as (keyof typeof values)[]), ...adoptionOf(AdLocationInputs, state) };
}

/**
 * What a refresh says about an app's fixed_cpm locations, whose prices the API never returns, so
 * that a drift check does not read as "prices checked": once per app and run, naming each of them,
 * so that an app of many fixed_cpm locations gives one line rather than one per location.
 */
export function pricesNotVisibleWarning(appId: string, locations: readonly { name: string; adType: string }[]): string {
  const named = locations.map((l) => `"${l.name}" (${l.adType})`).join(", ");
  return `app ${appId}: the prices (countryTargeting) of its fixed_cpm ad locations ${named} cannot be read from the API, so this refresh did not compare them; drift in them is not detected`;
}
