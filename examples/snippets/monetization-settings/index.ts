// An app's blocked categories, close button and video lengths
import { BlockList, MonetizationSettings } from "pulumi-adpublisher";

const sensitive = new BlockList("sensitive", { title: "No gambling", elements: ["IAB9-9"] });

const settings = new MonetizationSettings("spaceRunSettings", {
  appId: "5f2b1c0d9e8a7b6c5d4e3f21",
  adBlockingSettings: { blockedIabCategoriesV1List: sensitive.id, monetizationAgefilterCheck: true },
  adExperienceSettings: {
    templateSettings: { buttonType: "close", showButtonTimer: 15 },
    videoDurationSettings: { interstitialMaxDuration: 30, rewardedMaxDuration: 60 },
  },
});

export const managedApp = settings.appId;
