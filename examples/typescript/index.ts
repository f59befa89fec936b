// A publisher's config repo in TypeScript: the same four resources, lookup and report as
// examples/yaml, with the package's own (dynamic) resources.
import * as pulumi from "@pulumi/pulumi";
import { AdLocation, App, BlockList, getAppOutput, getAppReportOutput, MonetizationSettings } from "pulumi-adpublisher";

const config = new pulumi.Config();
const protect = config.getBoolean("protect") ?? true;
const reportFrom = config.get("reportFrom") ?? "2026-01-01";
const reportTo = config.get("reportTo") ?? "2026-01-07";

const spaceRun = new App(
  "spaceRun",
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
  // Replacing or deleting an app gives it up for good (a new id, a soft-deleted old one).
  { protect },
);

new AdLocation("mainMenu", {
  appId: spaceRun.id,
  name: "Main Menu",
  adType: "interstitial",
  type: "bidding",
});

const levelEnd = new AdLocation("levelEnd", {
  appId: spaceRun.id,
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

new MonetizationSettings("spaceRunSettings", {
  appId: spaceRun.id,
  adBlockingSettings: { blockedIabCategoriesV1List: sensitive.id, monetizationAgefilterCheck: true },
  adExperienceSettings: { templateSettings: { buttonType: "close", showButtonTimer: 5 } },
});

// A lookup: the app as the service has it now (no signature; that stays a secret output above).
const liveApp = getAppOutput({ id: spaceRun.id });
// The analytics API's App report for the app.
const weekReport = getAppReportOutput({ dateMin: reportFrom, dateMax: reportTo, appId: spaceRun.id });

export const appId = spaceRun.id;
export const appSignature = spaceRun.signature;
export const reviewStatus = spaceRun.publishingApplication.status;
export const levelEndId = levelEnd.id;
export const blockListId = sensitive.id;
export const liveNickname = liveApp.nickname;
export const reportRows = weekReport.summary.rows;
