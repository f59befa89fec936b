// The data is shared with the emulator (data/ at the repository root); the rule that uses it is
// written on each side (one data file, two readings).
import iso3166 from "../../data/iso-3166-1-alpha-2.json";

/** ISO 3166-1 alpha-2: the 249 officially assigned codes (an ad location's country_targeting.country). */
export const ISO_3166_ALPHA2: ReadonlySet<string> = new Set(iso3166.codes);
