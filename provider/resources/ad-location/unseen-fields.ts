// A fixed_cpm location's prices (countryTargeting) come back from no read: its app's list leaves
// them out and there is no single-location GET. An import cannot take them and a drift check cannot
// compare them, so discovery, its programs and drift say so rather than reading as "prices checked".
import { AD_LOCATION_FIELDS_NOT_LISTED } from "../../models/ad-location";
import type { UnseenFields } from "../definition";

export const adLocationUnseenFields: UnseenFields = {
  of: (fields) => (fields.type === "fixed_cpm" ? AD_LOCATION_FIELDS_NOT_LISTED : []),
  what: "prices",
  label: (fields) => `${String(fields.type)} ad location "${String(fields.name)}" (${String(fields.adType)})`,
  named: (fields) => `"${String(fields.name ?? "")}"`,
  inDiscovery: "the API does not return a fixed_cpm location's countryTargeting, so its prices are not imported and their drift is not detected",
  inProgram: "fixed_cpm: its prices (countryTargeting) are not readable from the API, so they are not stated and their drift is not detected; set countryTargeting here to manage them.",
  inDrift: "the API does not show its prices, so a price changed in the dashboard is not seen here",
};
