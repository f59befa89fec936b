// Apps: `POST /v5/apps` and `PATCH /v5/apps/{app_id}`.
import { rulesOf } from "./case";

const STORE = {
  storeAppId: "1234567890",
  storeAppUrl: "https://apps.apple.com/app/id1234567890",
  storeBundleId: "com.example.rules",
};

const create = rulesOf("POST /apps", "management API: Endpoints: POST /v5/apps", {
  nickname: "Rules",
  orientations: ["portrait"],
  isLive: false,
  isTestModeOn: false,
  isDirectedAtKidsUnder13: "NO",
  platform: "ios",
});

export const appCreateCases = [
  create.passes("the required fields"),
  create.passes("an optional store name", { name: "Rules In Store" }),
  create.passes("both orientations with a default", { orientations: ["landscape", "portrait"], defaultOrientation: "landscape" }),
  create.passes("a live app with its three store fields", { isLive: true, ...STORE }),
  create.passes("test mode for a while", { isTestModeOn: true, testModeDuration: 60 }),
  create.passes("test mode for a year and more: the API sets no upper bound", { isTestModeOn: true, testModeDuration: 1_000_000 }),
  create.passes("a long nickname: the API sets no length", { nickname: "N".repeat(400) }),
  create.passes("each platform: android", { platform: "android" }),
  create.passes("each platform: amazon", { platform: "amazon", isDirectedAtKidsUnder13: "YES" }),
  create.fails("nickname is required", { nickname: undefined }, "nickname", "required"),
  create.fails("orientations are required", { orientations: undefined }, "orientations", "required"),
  create.fails("orientations hold at least one value", { orientations: [] }, "orientations", "landscape and/or portrait"),
  create.fails("an orientation is landscape or portrait", { orientations: ["upside-down"] }, "orientations", "enumeration"),
  create.fails("an orientation is listed once", { orientations: ["portrait", "portrait"] }, "orientations", "no repeats"),
  create.fails("default_orientation is required with both orientations", { orientations: ["landscape", "portrait"] }, "defaultOrientation", "required when both are listed"),
  create.fails("default_orientation is one of the orientations", { defaultOrientation: "landscape" }, "defaultOrientation", "must be listed"),
  create.fails("is_live is required", { isLive: undefined }, "isLive", "required"),
  create.fails("store_app_id is required while live", { isLive: true, ...STORE, storeAppId: undefined }, "storeAppId", "required when live"),
  create.fails("store_app_url is required while live", { isLive: true, ...STORE, storeAppUrl: undefined }, "storeAppUrl", "required when live"),
  create.fails("store_bundle_id is required while live", { isLive: true, ...STORE, storeBundleId: undefined }, "storeBundleId", "required when live"),
  create.fails("store_app_url is the official store URL", { isLive: true, ...STORE, storeAppUrl: "apps.apple.com/app/id1" }, "storeAppUrl", "a URL"),
  create.fails("store_app_url is an http(s) URL", { isLive: true, ...STORE, storeAppUrl: "ftp://apps.apple.com/app" }, "storeAppUrl", "a URL"),
  create.fails("is_test_mode_on is required", { isTestModeOn: undefined }, "isTestModeOn", "required"),
  create.fails("test_mode_duration is whole minutes", { isTestModeOn: true, testModeDuration: 1.5 }, "testModeDuration", "integer"),
  create.fails("test_mode_duration is a positive number of minutes", { isTestModeOn: true, testModeDuration: 0 }, "testModeDuration", "at least 1"),
  create.fails("is_directed_at_kids_under_13 is YES or NO", { isDirectedAtKidsUnder13: "yes" }, "isDirectedAtKidsUnder13", "enumeration"),
  create.fails("is_directed_at_kids_under_13 is required", { isDirectedAtKidsUnder13: undefined }, "isDirectedAtKidsUnder13", "required"),
  create.fails("platform is ios, android or amazon", { platform: "windows" }, "platform", "enumeration"),
  create.fails("platform is required", { platform: undefined }, "platform", "required"),
  create.fails("nickname is a string", { nickname: 42 }, "nickname", "type"),
  create.fails("is_live is a boolean", { isLive: "false" }, "isLive", "type"),
  create.fails("signature is read-only", { signature: "abc" }, "signature", "not an input"),
  create.fails("an unknown field is refused, not ignored", { colour: "blue" }, "colour", "unknown field"),
];

const update = rulesOf("PATCH /apps/{app_id}", "management API: Endpoints: PATCH /v5/apps/{app_id}", {});

export const appUpdateCases = [
  update.passes("nickname (accepted although absent from the parameter list)", { nickname: "Renamed" }),
  update.passes("going live with the three store fields", { isLive: true, ...STORE }),
  update.passes("both orientations with a default", { orientations: ["landscape", "portrait"], defaultOrientation: "portrait" }),
  update.passes("test mode on for 30 minutes", { isTestModeOn: true, testModeDuration: 30 }),
  update.passes("a live app changes its store URL", { storeAppUrl: "https://apps.apple.com/app/id42" }, { appIsLive: true }),
  update.fails("going live needs the three store fields", { isLive: true }, ["storeAppId", "storeAppUrl", "storeBundleId"], "required when live"),
  update.fails("store_app_id cannot be set to null", { storeAppId: null }, "storeAppId", "not null"),
  update.fails("store_app_url cannot be set to null", { storeAppUrl: null }, "storeAppUrl", "not null"),
  update.fails("store_bundle_id cannot be set to null", { storeBundleId: null }, "storeBundleId", "not null"),
  update.fails("store_app_url is a URL", { storeAppUrl: "not a url" }, "storeAppUrl", "a URL"),
  update.fails("is_live cannot go from true to false", { isLive: false }, "isLive", "a live app stays live", { appIsLive: true }),
  update.fails("default_orientation is required with both orientations", { orientations: ["landscape", "portrait"] }, "defaultOrientation", "required when both are listed"),
  update.fails("test_mode_duration is at least 1", { testModeDuration: -5 }, "testModeDuration", "at least 1"),
  update.fails("is_directed_at_kids_under_13 is YES or NO", { isDirectedAtKidsUnder13: "MAYBE" }, "isDirectedAtKidsUnder13", "enumeration"),
  update.refusedByState("default_orientation alone must be one of the app's orientations", { defaultOrientation: "landscape" }, "defaultOrientation", "must be listed (the app has portrait only)"),
  update.fails("platform is not an update field", { platform: "android" }, "platform", "fixed at creation"),
  update.fails("name is not an update field", { name: "New store name" }, "name", "fixed at creation"),
];
