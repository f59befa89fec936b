// The management API's ad-location endpoints: list, create (with the uniqueness rule of ad
// locations and the auto_cpm takeover), PATCH and DELETE.
import { invalid, loc, notFound, validationError } from "../errors";
import { AD_TYPES, LOCATION_TYPES, type AdLocationRecord, type AppRecord } from "../model";
import { json, noContent, type Reply, type RequestContext } from "../routes";
import { Checker, objectBody } from "./check";
import { enumQuery, pathApp } from "./common";
import { checkCountryTargeting, checkLocationName, locationListItem, locationView } from "./location-rules";
import { findByNaturalKey, insertLocation, setPrices } from "./records";

const CREATABLE_TYPES = ["bidding", "fixed_cpm"] as const;

function cannotSetCountryTarget(type: string) {
  return validationError([
    { loc: loc("body", "country_targeting"), msg: `country_targeting can only be set on fixed_cpm locations, not ${type}`, type: "cannot_set_country_target" },
  ]);
}

function alreadyExists(name: string, adType: string) {
  return invalid(loc("body", "name"), `A location named ${name} with ad_type ${adType} already exists in this app`, "already_exists");
}

function pathLocation(ctx: RequestContext, app: AppRecord): AdLocationRecord {
  const location = app.locations.get(ctx.params.ad_location_uuid!);
  if (!location) throw notFound(`Ad location ${ctx.params.ad_location_uuid} not found in app ${app.id}`);
  return location;
}

/** `GET /v5/apps/{app_id}/ad-locations`: every location, or those matching type_filter and ad_type_filter. */
export function listLocations(ctx: RequestContext): Reply {
  const app = pathApp(ctx);
  const type = enumQuery(ctx, "type_filter", LOCATION_TYPES);
  const adType = enumQuery(ctx, "ad_type_filter", AD_TYPES);
  const items = [...app.locations.values()]
    .filter((l) => (type === undefined || l.type === type) && (adType === undefined || l.ad_type === adType))
    .map(locationListItem);
  return json(200, { items });
}

/**
 * POST: only bidding and fixed_cpm; (name, ad_type) unique per app; a fixed_cpm takes over
 * an auto_cpm of the same pair and is refused with existing_fixed_cpm over any other type.
 */
export function createLocation(ctx: RequestContext): Reply {
  const app = pathApp(ctx);
  const check = new Checker(objectBody(ctx.json()));
  check.onlyKeys(["name", "ad_type", "type", "country_targeting"], ["uuid"]);
  const name = checkLocationName(check, { required: true });
  const adType = check.oneOf("ad_type", AD_TYPES, { required: true });
  const typeValue = check.body.type;
  const type = check.oneOf("type", CREATABLE_TYPES, { required: true });
  if (type === undefined && LOCATION_TYPES.includes(typeValue as never)) {
    check.issues[check.issues.length - 1]!.msg = `${String(typeValue)} locations cannot be created through the API; only 'bidding' or 'fixed_cpm'`;
  }
  const wantsTargeting = check.body.country_targeting !== undefined && check.body.country_targeting !== null;
  if (type === "bidding" && wantsTargeting) {
    check.done();
    throw cannotSetCountryTarget("bidding");
  }
  const targeting = checkCountryTargeting(check);
  check.done();
  const existing = findByNaturalKey(app, name!, adType!);
  if (existing) {
    if (type !== "fixed_cpm") throw alreadyExists(name!, adType!);
    if (existing.type !== "auto_cpm") {
      throw validationError([
        {
          loc: loc("body", "name"),
          msg: `A ${existing.type} location named ${name} with ad_type ${adType} exists; only an auto_cpm one can be replaced by fixed_cpm`,
          type: "existing_fixed_cpm",
        },
      ]);
    }
    app.locations.delete(existing.uuid);
  }
  const location = insertLocation(ctx.state, app, { name: name!, ad_type: adType!, type: type!, country_targeting: targeting });
  return json(200, locationView(location));
}

/** PATCH: name and country_targeting (which overwrites); uuid, ad_type and type are immutable. */
export function updateLocation(ctx: RequestContext): Reply {
  const app = pathApp(ctx);
  const location = pathLocation(ctx, app);
  const check = new Checker(objectBody(ctx.json()));
  check.onlyKeys(["name", "country_targeting", "uuid", "ad_type", "type"]);
  for (const field of ["uuid", "ad_type", "type"] as const) {
    if (check.has(field) && check.body[field] !== location[field]) {
      check.fail(field, `${field} cannot be changed; delete and recreate the location instead`, "immutable");
    }
  }
  const name = checkLocationName(check, { required: false });
  const wantsTargeting = check.has("country_targeting");
  if (wantsTargeting && location.type !== "fixed_cpm") {
    check.done();
    throw cannotSetCountryTarget(location.type);
  }
  const targeting = wantsTargeting ? checkCountryTargeting(check) : undefined;
  check.done();
  if (name !== undefined && name !== location.name) {
    const clash = findByNaturalKey(app, name, location.ad_type);
    if (clash && clash.uuid !== location.uuid) throw alreadyExists(name, location.ad_type);
    location.name = name;
  }
  if (targeting) setPrices(ctx.state, location, targeting);
  return json(200, locationView(location));
}

export function deleteLocation(ctx: RequestContext): Reply {
  const app = pathApp(ctx);
  const location = pathLocation(ctx, app);
  app.locations.delete(location.uuid);
  return noContent();
}
