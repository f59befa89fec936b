// The management API's routes, under /v5 and /v4.
import { underVersions, type Route } from "../routes";
import { createLocation, deleteLocation, listLocations, updateLocation } from "./ad-locations";
import { createApp, deleteApp, getApp, listApps, updateApp } from "./apps";
import { guarded } from "./common";
import { createList, deleteList, getList, listLists, replaceList } from "./lists";
import { getMonetization, updateMonetization } from "./monetization";

/** Every management API endpoint, the same under /v5 and /v4, each behind the bearer guard. */
export function managementRoutes(): Route[] {
  return underVersions(["v5", "v4"], (v) => {
    const app = `/${v}/apps/:app_id`;
    const location = `${app}/ad-locations/:ad_location_uuid`;
    const routes: [string, string, Route["handler"]][] = [
      ["GET", `/${v}/apps`, listApps],
      ["POST", `/${v}/apps`, createApp],
      ["GET", app, getApp],
      ["PATCH", app, updateApp],
      ["DELETE", app, deleteApp],
      ["GET", `${app}/ad-locations`, listLocations],
      ["POST", `${app}/ad-locations`, createLocation],
      ["PATCH", location, updateLocation],
      ["DELETE", location, deleteLocation],
      ["GET", `/${v}/lists`, listLists],
      ["POST", `/${v}/lists`, createList],
      ["GET", `/${v}/lists/:list_id`, getList],
      ["PUT", `/${v}/lists/:list_id`, replaceList],
      ["DELETE", `/${v}/lists/:list_id`, deleteList],
      ["GET", `${app}/monetization_settings`, getMonetization],
      ["PATCH", `${app}/monetization_settings`, updateMonetization],
    ];
    return routes.map(([method, path, handler]) => ({ method, path, handler: guarded(v, handler) }));
  });
}
