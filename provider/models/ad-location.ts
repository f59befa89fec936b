// Ad locations: the fields of `POST /v5/apps/{app_id}/ad-locations` and its PATCH, their rules
// (name, ad type and price bounds), and the locations the management API lists.
import { z } from "zod";
import { ISO_3166_ALPHA2 } from "./countries";
import { doc } from "./field-docs";
import { addIssue, oneOf, text } from "./rules";


export const AD_TYPES = ["interstitial", "rewarded", "banner"] as const;
export const AD_LOCATION_TYPES = ["bidding", "fixed_cpm", "auto_cpm", "cross_promo", "mock_response"] as const;
/** Only these two can be created through the API. */
export const CREATABLE_AD_LOCATION_TYPES = ["bidding", "fixed_cpm"] as const;

export const AdTypeSchema = doc(oneOf(AD_TYPES), "The ad format of an ad location in the management API: `interstitial`, `rewarded` or `banner`.");
export const AdLocationTypeSchema = doc(oneOf(AD_LOCATION_TYPES), "The monetization type of an ad location, as the management API reports it.");
export type AdType = z.infer<typeof AdTypeSchema>;
export type AdLocationType = z.infer<typeof AdLocationTypeSchema>;

export const AD_LOCATION_NAME_MAX = 80;
/** Letters, digits, hyphen, underscore, $, &, comma, plus, slash, backslash, whitespace. */
export const AD_LOCATION_NAME_PATTERN = /^[\p{L}\p{Nd}\-_$&,+/\\\s]+$/u;

export const AdLocationNameSchema = text()
  .min(1, "must not be empty")
  .max(AD_LOCATION_NAME_MAX, `must be at most ${AD_LOCATION_NAME_MAX} characters`)
  .regex(
    AD_LOCATION_NAME_PATTERN,
    "may hold only letters, digits, whitespace and - _ $ & , + / \\",
  )
  .refine((name) => name === name.trim(), "must not start or end with whitespace");

export const COUNTRY_TARGETING_MAX = 250;
export const PRICE_MIN = 0.01;
export const PRICE_MAX = 500;

export const CountrySchema = text().refine(
  (code) => code === "default" || ISO_3166_ALPHA2.has(code),
  "must be an upper-case ISO 3166-1 alpha-2 country code or default",
);

/** USD CPM; integers are accepted (the API stores them as floats). */
export const PriceSchema = z
  .number({ error: (i) => (i.input === undefined ? "is required" : "must be a number") })
  .min(PRICE_MIN, `must be between ${PRICE_MIN} and ${PRICE_MAX} (USD CPM)`)
  .max(PRICE_MAX, `must be between ${PRICE_MIN} and ${PRICE_MAX} (USD CPM)`);

export const CountryTargetSchema = doc(
  z.strictObject({
    country: doc(CountrySchema, "An ISO 3166-1 alpha-2 country code (upper case), or `default` for all countries."),
    price: doc(PriceSchema, "USD CPM, 0.01 to 500."),
  }),
  "A price for one country (or `default`) at a `fixed_cpm` ad location.",
);
export type CountryTarget = z.infer<typeof CountryTargetSchema>;

export const CountryTargetingSchema = z
  .array(CountryTargetSchema, { error: (i) => (i.input === undefined ? "is required" : "must be a list") })
  .min(1, "must hold at least 1 entry")
  .max(COUNTRY_TARGETING_MAX, `must hold at most ${COUNTRY_TARGETING_MAX} entries`)
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (seen.has(entry.country)) addIssue(ctx, [index, "country"], `repeats country ${entry.country}; each country may appear once`);
      seen.add(entry.country);
    });
  });

const COUNTRY_TARGETING_ONLY_FIXED_CPM = "is allowed only when type is fixed_cpm";

/** The body of `POST /apps/{app_id}/ad-locations`: the one list of a location's writable fields. */
const AD_LOCATION_CREATE_FIELDS = {
  name: doc(AdLocationNameSchema, "1 to 80 characters: letters, digits, whitespace, hyphen, underscore, dollar sign, ampersand, comma, plus, slash and backslash; no leading or trailing space. (name, adType) is unique within an app."),
  adType: AdTypeSchema,
  type: doc(oneOf(CREATABLE_AD_LOCATION_TYPES), "The monetization type of an ad location that the management API creates: `bidding` or `fixed_cpm`."),
  countryTargeting: doc(CountryTargetingSchema.optional(), "Prices per country; only for `fixed_cpm`. 1 to 250 entries, each country once."),
};
/** What `PATCH /v5/apps/{app_id}/ad-locations/{ad_location_uuid}` cannot change: delete and recreate instead. */
const AD_LOCATION_FIXED_FIELDS = ["adType", "type"] as const;
type Fixed = (typeof AD_LOCATION_FIXED_FIELDS)[number];

export const AdLocationCreateInputSchema = z
  .strictObject(AD_LOCATION_CREATE_FIELDS)
  .superRefine((value, ctx) => {
    if (value.countryTargeting !== undefined && value.type !== "fixed_cpm") {
      addIssue(ctx, ["countryTargeting"], COUNTRY_TARGETING_ONLY_FIXED_CPM);
    }
  });
export type AdLocationCreateInput = z.infer<typeof AdLocationCreateInputSchema>;

/** PATCH: every writable field but uuid, adType and type (delete and recreate instead), which are unknown keys here. */
export const AdLocationUpdateInputSchema = z
  .strictObject(
    Object.fromEntries(
      Object.entries(AD_LOCATION_CREATE_FIELDS)
        .filter(([field]) => !(AD_LOCATION_FIXED_FIELDS as readonly string[]).includes(field))
        .map(([field, schema]) => [field, schema.optional()]),
    ) as { [K in Exclude<keyof typeof AD_LOCATION_CREATE_FIELDS, Fixed>]: z.ZodOptional<(typeof AD_LOCATION_CREATE_FIELDS)[K]> },
  );
export type AdLocationUpdateInput = z.infer<typeof AdLocationUpdateInputSchema>;

/** The rule that needs the stored location: country_targeting exists only on fixed_cpm locations. */
export function adLocationUpdateIssues(currentType: string, patch: AdLocationUpdateInput): string[] {
  return patch.countryTargeting !== undefined && currentType !== "fixed_cpm"
    ? [`countryTargeting: ${COUNTRY_TARGETING_ONLY_FIXED_CPM}`]
    : [];
}

export const AdLocationListFiltersSchema = z.strictObject({
  type: AdLocationTypeSchema.optional(),
  adType: AdTypeSchema.optional(),
});
export type AdLocationListFilters = z.infer<typeof AdLocationListFiltersSchema>;

// ---- responses ----

export const AdLocationSummarySchema = doc(
  z
    .object({
      uuid: doc(z.string(), "The location's identifier; immutable."),
      name: z.string(),
      adType: z.string(),
      type: doc(z.string(), "Monetization type: `bidding`, `fixed_cpm`, `auto_cpm`, `cross_promo` or `mock_response`."),
    })
    .loose(),
  "An ad location as an app's location list shows it: uuid, name, ad type and monetization type.",
);
export type AdLocationSummary = z.infer<typeof AdLocationSummarySchema>;

export const AdLocationListSchema = z.object({ items: z.array(AdLocationSummarySchema) }).loose();

export const AdLocationSchema = AdLocationSummarySchema.extend({
  countryTargeting: z.array(z.object({ country: z.string(), price: z.number() }).loose()).nullish(),
}).loose();
export type AdLocation = z.infer<typeof AdLocationSchema>;

/**
 * The fields of a location that its app's list leaves out (there is no single-location GET): what
 * is known of them is what was last written.
 */
export const AD_LOCATION_FIELDS_NOT_LISTED = Object.keys(AdLocationSchema.shape).filter(
  (field) => !(field in AdLocationSummarySchema.shape),
) as NotListed[];
type NotListed = Exclude<keyof typeof AdLocationSchema.shape, keyof typeof AdLocationSummarySchema.shape>;
/** A location as the list shows it, with what is known of the fields the list leaves out. */
export type ListedAdLocation = AdLocationSummary & Partial<Pick<AdLocation, NotListed>>;
