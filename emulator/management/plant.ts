// Planting an ad location of any type, including those the API cannot create, through a control call.
import { invalid, loc, notFound } from "../errors";
import { AD_TYPES, LOCATION_TYPES } from "../model";
import type { EmulatorState } from "../state";
import { Checker, objectBody } from "./check";
import { checkCountryTargeting, checkLocationName, locationView } from "./location-rules";
import { findByNaturalKey, insertLocation } from "./records";

/**
 * POST /_emulator/ad-locations: plants a location of any type, including the ones the API
 * cannot create (auto_cpm, cross_promo, mock_response), as a real account holds them.
 */
export function plantAdLocation(state: EmulatorState, value: unknown): Record<string, unknown> {
  const check = new Checker(objectBody(value));
  check.onlyKeys(["appId", "name", "ad_type", "type", "country_targeting"]);
  const appId = check.string("appId", { required: true });
  const name = checkLocationName(check, { required: true });
  const adType = check.oneOf("ad_type", AD_TYPES, { required: true });
  const type = check.oneOf("type", LOCATION_TYPES, { required: true });
  const targeting = checkCountryTargeting(check);
  check.done();
  const app = state.findApp(appId!);
  if (!app) throw notFound(`App ${appId} not found`);
  if (findByNaturalKey(app, name!, adType!)) {
    throw invalid(loc("body", "name"), `A location named ${name} with ad_type ${adType} already exists`, "already_exists");
  }
  return locationView(insertLocation(state, app, { name: name!, ad_type: adType!, type: type!, country_targeting: targeting }));
}
