// A fixed_cpm location's prices (countryTargeting) come back from no read: its app's list leaves
// them out and there is no single-location GET. An import cannot take them and a drift check cannot
// compare them, so both say so rather than reading as "prices checked".
import { AD_LOCATION_FIELDS_NOT_LISTED } from "../../models/ad-location";
import type { UnseenFields } from "../definition";

export const adLocationUnseenFields: UnseenFields = (fields) => (fields.type === "fixed_cpm" ? AD_LOCATION_FIELDS_NOT_LISTED : []);
