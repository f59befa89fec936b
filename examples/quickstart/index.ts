// The TypeScript quickstart: an app with two ad locations, a block list and the app's monetization
// settings, as dynamic resources. `npm start` runs it against the emulator.
import * as pulumi from "@pulumi/pulumi";
import { AdLocation, App, BlockList, MonetizationSettings } from "pulumi-adpublisher";

const config = new pulumi.Config();
// Replacing or deleting an app gives it up for good (a new app id, a soft-deleted old one): protect it.
// `npm start` turns protection off so that it can clean up after itself.
const protect = config.getBoolean("protect") ?? true;

const app = new App(
  "space-run",
  {
    nickname: "Space Run",
    platform: "android",
    orientations: ["portrait", "landscape"],
    defaultOrientation: "portrait",
    isLive: false,
    isTestModeOn: true,
    testModeDuration: 60,
    isDirectedAtKidsUnder13: "NO",
  },
  { protect },
);

new AdLocation("main-menu", { appId: app.id, name: "Main Menu", adType: "interstitial", type: "bidding" });

new AdLocation("level-end", {
  appId: app.id,
  name: "Level End",
  adType: "rewarded",
  type: "fixed_cpm",
  countryTargeting: [
    { country: "US", price: 12.5 },
    { country: "default", price: 4 },
  ],
});

const sensitive = new BlockList("sensitive", {
  title: "No gambling, no dating",
  elements: ["IAB9-9", "IAB14-1", "IAB7-39"],
});

new MonetizationSettings("space-run-settings", {
  appId: app.id,
  adBlockingSettings: { blockedIabCategoriesV1List: sensitive.id, monetizationAgefilterCheck: true },
  adExperienceSettings: { templateSettings: { buttonType: "close", showButtonTimer: 5 } },
});

export const appId = app.id;
export const appSignature = app.signature;
export const reviewStatus = app.publishingApplication.status;
export const blockListId = sensitive.id;
