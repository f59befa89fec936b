// The settings this repository keeps: one app, its ad locations and its monetization settings.
// A pull request that edits them gets a preview with the policy pack and a review comment
// (.github/workflows/preview.yml); a merge applies them (deploy.yml); a nightly job looks for drift.
import { AdLocation, App, MonetizationSettings } from "pulumi-adpublisher";

const app = new App("spaceRun", {
  nickname: "Space Run",
  platform: "android",
  orientations: ["portrait"],
  isLive: false,
  isTestModeOn: false,
  isDirectedAtKidsUnder13: "NO",
}, { protect: true });

new AdLocation("levelEnd", {
  appId: app.id,
  name: "Level End",
  adType: "rewarded",
  type: "fixed_cpm",
  countryTargeting: [{ country: "US", price: 12.5 }, { country: "default", price: 2 }],
});

new AdLocation("mainMenu", { appId: app.id, name: "Main Menu", adType: "interstitial", type: "bidding" });

new MonetizationSettings("settings", { appId: app.id, adBlockingSettings: { monetizationAgefilterCheck: true } });

export const appId = app.id;
