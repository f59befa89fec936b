// An ad location on an app the stack does not manage, found by nickname and platform
import { AdLocation, getAppOutput } from "pulumi-adpublisher";

const app = getAppOutput({ nickname: "Space Run", platform: "android" });

const levelEnd = new AdLocation("levelEnd", {
  appId: app.id,
  name: "Level End",
  adType: "interstitial",
  type: "bidding",
});

export const appId = app.id;
export const locationId = levelEnd.id;
