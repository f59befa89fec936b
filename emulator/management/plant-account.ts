// Planting a large account in one control call, for tests of discovery and import at scale.
import type { EmulatorState } from "../state";
import { Checker, objectBody } from "./check";
import { insertApp, insertLocation } from "./records";

/** At most this many apps and locations per app in one plant, so a typo cannot exhaust the emulator's memory. */
const MAX_APPS = 10_000;
const MAX_LOCATIONS_PER_APP = 100;
const PLANTED = "Planted App ";

/**
 * POST /_emulator/account: plants a large account in one call, for discovery and import at scale
 * (creating 1,000 apps and 10,000 locations through the API would take longer than the discovery
 * and import they are planted for). `apps` apps ("Planted App <i>", android, not live), each with `locationsPerApp`
 * locations the API can create ("Placement <m>": bidding interstitial for even m, fixed_cpm rewarded
 * with a default price for odd m). The apps are numbered on from those planted before, so that
 * several calls plant one account larger than one call may, with a name for each app. Answers the
 * ids of the apps planted.
 */
export function plantAccount(state: EmulatorState, value: unknown): { apps: string[]; locations: number } {
  const check = new Checker(objectBody(value));
  check.onlyKeys(["apps", "locationsPerApp"]);
  const apps = check.int("apps", { required: true, min: 0, max: MAX_APPS });
  const locationsPerApp = check.int("locationsPerApp", { min: 0, max: MAX_LOCATIONS_PER_APP }) ?? 0;
  check.done();
  const ids: string[] = [];
  let planted = 0;
  for (const app of state.apps.values()) if (app.nickname.startsWith(PLANTED)) planted++;
  for (let i = planted; i < planted + apps!; i++) {
    const app = insertApp(state, {
      nickname: `${PLANTED}${i}`, name: null, platform: "android", orientations: ["portrait"], default_orientation: "portrait", is_live: false,
      store_app_id: null, store_app_url: null, store_bundle_id: null, is_test_mode_on: false, test_mode_duration: null, is_directed_at_kids_under_13: "NO",
    });
    for (let m = 0; m < locationsPerApp; m++) {
      if (m % 2 === 0) insertLocation(state, app, { name: `Placement ${m}`, ad_type: "interstitial", type: "bidding" });
      else insertLocation(state, app, { name: `Placement ${m}`, ad_type: "rewarded", type: "fixed_cpm", country_targeting: [{ country: "default", price: 2 }] });
    }
    ids.push(app.id);
  }
  return { apps: ids, locations: apps! * locationsPerApp };
}
