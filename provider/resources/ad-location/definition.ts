// The AdLocation resource's definition: its schemas, rules, handler and discovery, from which both
// faces and every feature derive.
import { CREATABLE_AD_LOCATION_TYPES } from "../../models/ad-location";
import { slug } from "../common/readable-names";
import type { ResourceDefinition } from "../definition";
import { adLocationReview } from "./review-words";
import { adLocationUnseenFields } from "./unseen-fields";
import { changeOf, tokensOf } from "../definition";
import { adLocationHandler } from "./handler";
import { adLocationDashboardName } from "./dashboard-name";
import {
  AD_LOCATION_REPLACE_FIELDS, AdLocationInputs, AdLocationOutputs, AdLocationResourceInputs, adLocationId, adLocationLiveToInputs,
  parseAdLocationId, UNIQUE_NAME_AND_AD_TYPE_PER_APP, type LiveAdLocation,
} from "./schema";

export const adLocationDefinition: ResourceDefinition<LiveAdLocation, typeof AdLocationInputs, typeof AdLocationOutputs> = {
  name: "AdLocation",
  slug: "ad-location",
  tokens: tokensOf("AdLocation"),
  description:
    `An ad location of an app; its id is \`<appId>/<uuid>\`. Only \`bidding\` and \`fixed_cpm\` locations can be created. ${changeOf(AD_LOCATION_REPLACE_FIELDS)} replaces it.`,
  inputs: AdLocationInputs,
  outputs: AdLocationOutputs,
  resourceInputs: AdLocationResourceInputs,
  replaceOnChanges: AD_LOCATION_REPLACE_FIELDS,
  secretOutputs: [],
  id: { describe: "<appId>/<uuid>", parse: parseAdLocationId },
  rules: { uniqueTogether: UNIQUE_NAME_AND_AD_TYPE_PER_APP },
  references: { appId: "App" },
  handler: adLocationHandler,
  liveToInputs: adLocationLiveToInputs,
  adoption: (id) => ({ adoptId: parseAdLocationId(id).uuid }),
  notes: {
    replacement: "When the replacement keeps the same `(name, adType)` in the same app, the old location is deleted first, since the API would refuse the new one.",
  },
  dashboardName: adLocationDashboardName,
  review: adLocationReview,
  unseenFields: adLocationUnseenFields,
  deletable: true,
  discovery: {
    scope: "app",
    async *list(context, appId) {
      yield* await context.client.management.adLocations.list(appId!);
    },
    idOf: (location, appId) => adLocationId(appId!, location.uuid),
    names: (location, app) => [`${app!.appName}-${slug(location.name) || "location"}-${location.adType}`],
    nameId: (location) => location.uuid,
    label: (location, app) => `${location.type} ad location "${location.name}" (${location.adType}) of app "${app!.appNickname}"`,
    // Types the API cannot create: a program could not recreate them, so they are reported instead.
    notManageable: (location) =>
      (CREATABLE_AD_LOCATION_TYPES as readonly string[]).includes(location.type) ? undefined : `the API cannot create ${location.type} locations`,
    standalone: true,
  },
};
