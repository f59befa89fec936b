// The MonetizationSettings resource's definition: its schemas, one-per-app rule, handler and
// discovery, from which both faces and every feature derive.
import type { MonetizationSettings } from "../../models";
import type { ResourceDefinition } from "../definition";
import { settingsReview } from "./review-words";
import { tokensOf } from "../definition";
import { SERVICE_DEFAULT_SETTINGS } from "../../models/monetization-defaults";
import { monetizationSettingsHandler, settingsOutputs } from "./handler";
import { managedLeaves } from "./plan";
import { ONE_SETTINGS_PER_APP, SETTINGS_REPLACE_FIELDS, SettingsInputs, SettingsOutputs, SettingsResourceInputs, settingsLiveToInputs } from "./schema";
import { settingsDashboardName } from "./dashboard-name";

export const monetizationSettingsDefinition: ResourceDefinition<MonetizationSettings, typeof SettingsInputs, typeof SettingsOutputs> = {
  name: "MonetizationSettings",
  slug: "monetization-settings",
  tokens: tokensOf("MonetizationSettings"),
  description:
    "The monetization settings of one app; its id is the app id. Only the fields set are managed. Creating it takes over the app's settings: the managed fields' earlier values are kept in `originalSettings` and put back when it is deleted.",
  inputs: SettingsInputs,
  outputs: SettingsOutputs,
  resourceInputs: SettingsResourceInputs,
  replaceOnChanges: SETTINGS_REPLACE_FIELDS,
  secretOutputs: [],
  id: { describe: "the app id", parse: (id) => ({ appId: id }) },
  rules: { onePer: { property: "appId", owner: "app", rule: ONE_SETTINGS_PER_APP } },
  references: { appId: "App", "adBlockingSettings.blockedIabCategoriesV1List": "BlockList" },
  handler: monetizationSettingsHandler,
  liveToInputs: settingsLiveToInputs,
  // Creating it always takes over the app's settings (one record per app): no adoption input.
  adoption: () => ({}),
  notes: { existingObject: "an app's settings" },
  serviceDefaults: SERVICE_DEFAULT_SETTINGS,
  // Imported with only the fields the program states managed, at their live values.
  importState: (appId, live, inputs) => settingsOutputs(appId, live, managedLeaves(inputs)),
  // The settings are part of their app: deleting the resource only puts back earlier values.
  dashboardName: settingsDashboardName,
  review: settingsReview,
  deletable: false,
  discovery: {
    scope: "app",
    async *list(context, appId) {
      yield await context.client.management.monetization.get(appId!);
    },
    idOf: (_settings, appId) => appId!,
    names: (_settings, app) => [`${app!.appName}-settings`],
    label: (_settings, app) => `monetization settings of app "${app!.appNickname}"`,
    standalone: false,
  },
};
