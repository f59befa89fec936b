// Shared data (data/ at the repository root, also read by the provider); the rule is ours.
import iso3166 from "../../data/iso-3166-1-alpha-2.json";

/** ISO 3166-1 alpha-2: the 249 officially assigned codes (an ad location's country_targeting). */
export const ISO_3166_ALPHA2: ReadonlySet<string> = new Set(iso3166.codes);

/** The literal meaning "all countries" in country_targeting. */
export const ALL_COUNTRIES = "default";
