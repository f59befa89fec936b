// Ad locations: `POST /v5/apps/{app_id}/ad-locations` and its PATCH.
import iso3166 from "../../../data/iso-3166-1-alpha-2.json";
import { rulesOf } from "./case";

const TARGETING = [{ country: "US", price: 12.5 }, { country: "default", price: 4 }];
/** Every ISO code plus `default`: the 250 entries the API allows at most. */
const EVERY_COUNTRY = [...iso3166.codes, "default"].map((country) => ({ country, price: 1 }));

const create = rulesOf("POST /apps/{app_id}/ad-locations", "management API: Resources: Ad location; Endpoints: POST ad-locations", {
  name: "Level End",
  adType: "rewarded",
  type: "bidding",
});
const fixed = { type: "fixed_cpm", countryTargeting: TARGETING };

export const adLocationCreateCases = [
  create.passes("a bidding location"),
  create.passes("a fixed_cpm location with country targeting", fixed),
  create.passes("a fixed_cpm location without country targeting", { type: "fixed_cpm" }),
  create.passes("each ad type: interstitial", { adType: "interstitial" }),
  create.passes("each ad type: banner", { adType: "banner" }),
  create.passes("every allowed character in a name", { name: "Lvl-1_$&,+/\\ end" }),
  create.passes("letters of any script", { name: "Niveau été" }),
  create.passes("a name of 80 characters", { name: "n".repeat(80) }),
  create.passes("a name of 1 character", { name: "n" }),
  create.passes("the lowest price, 0.01", { ...fixed, countryTargeting: [{ country: "FR", price: 0.01 }] }),
  create.passes("the highest price, 500", { ...fixed, countryTargeting: [{ country: "FR", price: 500 }] }),
  create.passes("an integer price", { ...fixed, countryTargeting: [{ country: "FR", price: 7 }] }),
  create.passes("250 entries: every ISO 3166-1 alpha-2 code and default", { ...fixed, countryTargeting: EVERY_COUNTRY }),
  create.passes("the same name with another ad type", {}, { existingLocation: { name: "Level End", adType: "banner", type: "bidding" } }),
  create.passes("fixed_cpm over an auto_cpm location of the same (name, ad_type) replaces it", fixed, { existingLocation: { name: "Level End", adType: "rewarded", type: "auto_cpm" } }),
  create.refusedByState("(name, ad_type) is unique in an app", {}, "name", "uniqueness (Restrictions 1)", { existingLocation: { name: "Level End", adType: "rewarded", type: "bidding" } }),
  create.refusedByState("fixed_cpm over a location of another type", fixed, "name", "existing_fixed_cpm (Restrictions 2)", { existingLocation: { name: "Level End", adType: "rewarded", type: "cross_promo" } }),
  create.fails("name is required", { name: undefined }, "name", "required"),
  create.fails("a name has at least 1 character", { name: "" }, "name", "1 to 80 characters"),
  create.fails("a name has at most 80 characters", { name: "n".repeat(81) }, "name", "1 to 80 characters"),
  create.fails("a name holds only the allowed characters", { name: "Level End!" }, "name", "character set"),
  create.fails("a name has no leading space", { name: " Level End" }, "name", "no leading or trailing space"),
  create.fails("a name has no trailing space", { name: "Level End " }, "name", "no leading or trailing space"),
  create.fails("ad_type is required", { adType: undefined }, "adType", "required"),
  create.fails("ad_type is interstitial, rewarded or banner", { adType: "video" }, "adType", "enumeration"),
  create.fails("type is required", { type: undefined }, "type", "required"),
  create.fails("auto_cpm cannot be created through the API", { type: "auto_cpm" }, "type", "bidding or fixed_cpm only"),
  create.fails("cross_promo cannot be created through the API", { type: "cross_promo" }, "type", "bidding or fixed_cpm only"),
  create.fails("country_targeting only for fixed_cpm", { countryTargeting: TARGETING }, "countryTargeting", "cannot_set_country_target"),
  create.fails("country_targeting holds at least 1 entry", { ...fixed, countryTargeting: [] }, "countryTargeting", "1 to 250 entries"),
  create.fails("country_targeting holds at most 250 entries", { ...fixed, countryTargeting: [...EVERY_COUNTRY, { country: "US", price: 2 }] }, "countryTargeting", "1 to 250 entries, no duplicates"),
  create.fails("a country is an ISO 3166-1 alpha-2 code", { ...fixed, countryTargeting: [{ country: "XX", price: 1 }] }, "countryTargeting[0].country", "ISO 3166-1 alpha-2"),
  create.fails("a country code is upper case", { ...fixed, countryTargeting: [{ country: "us", price: 1 }] }, "countryTargeting[0].country", "ISO 3166-1 alpha-2"),
  create.fails("a country is not an alpha-3 code", { ...fixed, countryTargeting: [{ country: "USA", price: 1 }] }, "countryTargeting[0].country", "ISO 3166-1 alpha-2"),
  create.fails("a country appears once", { ...fixed, countryTargeting: [{ country: "US", price: 1 }, { country: "US", price: 2 }] }, "countryTargeting[1].country", "no duplicates"),
  create.fails("a price is at least 0.01", { ...fixed, countryTargeting: [{ country: "US", price: 0 }] }, "countryTargeting[0].price", "0.01 to 500.00"),
  create.fails("a price is at most 500", { ...fixed, countryTargeting: [{ country: "US", price: 500.01 }] }, "countryTargeting[0].price", "0.01 to 500.00"),
  create.fails("a price is a number", { ...fixed, countryTargeting: [{ country: "US", price: "5" }] }, "countryTargeting[0].price", "float"),
  create.fails("a price is required", { ...fixed, countryTargeting: [{ country: "US" }] }, "countryTargeting[0].price", "required"),
  create.fails("an entry holds country and price only", { ...fixed, countryTargeting: [{ country: "US", price: 1, currency: "USD" }] }, "countryTargeting[0].currency", "unknown field"),
  create.fails("an unknown field is refused", { size: "large" }, "size", "unknown field"),
];

const update = rulesOf("PATCH /apps/{app_id}/ad-locations/{uuid}", "management API: Endpoints: PATCH ad-locations/{ad_location_uuid}", {});
const onFixed = { locationType: "fixed_cpm" } as const;
const onBidding = { locationType: "bidding" } as const;

export const adLocationUpdateCases = [
  update.passes("a new name", { name: "Renamed" }, onBidding),
  update.passes("new country targeting on a fixed_cpm location", { countryTargeting: [{ country: "DE", price: 3 }] }, onFixed),
  update.passes("a name another ad type uses", { name: "Taken" }, { locationType: "bidding", existingLocation: { name: "Taken", adType: "banner", type: "bidding" } }),
  update.refusedByState("a changed name keeps (name, ad_type) unique", { name: "Taken" }, "name", "uniqueness", { locationType: "bidding", existingLocation: { name: "Taken", adType: "rewarded", type: "bidding" } }),
  update.fails("country_targeting on a bidding location", { countryTargeting: [{ country: "DE", price: 3 }] }, "countryTargeting", "cannot_set_country_target", onBidding),
  update.fails("the new name follows the name rules", { name: "Renamed?" }, "name", "character set", onBidding),
  update.fails("the new targeting follows the targeting rules", { countryTargeting: [{ country: "DE", price: 900 }] }, "countryTargeting[0].price", "0.01 to 500.00", onFixed),
  update.fails("ad_type cannot be updated", { adType: "banner" }, "adType", "immutable", onBidding),
  update.fails("type cannot be updated", { type: "fixed_cpm" }, "type", "immutable", onBidding),
];
