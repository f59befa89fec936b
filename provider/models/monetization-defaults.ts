// The monetization settings the service gives a new app. The management API lists the fields but not their
// initial values; these are the values a new app shows (the dashboard's defaults, which the
// emulator reproduces on its own reading), recorded in decision 0132. Discovery writes only the
// fields that differ from them, so a reviewer sees what was chosen.
import type { MonetizationSettingsUpdateInput } from "./monetization";

export const SERVICE_DEFAULT_SETTINGS = {
  adBlockingSettings: { monetizationAgefilterCheck: false, blockedAdvertiserStoreIds: [], blockedIabCategoriesV1List: null },
  adExperienceSettings: {
    templateSettings: { buttonType: "close", showButtonTimer: 5, defaultMuted: true },
    videoDurationSettings: { interstitialMaxDuration: 30, rewardedMaxDuration: 30 },
  },
  adTargetingSettings: { targetDeviceTypes: { deviceTypes: [], isIncluded: false }, targetOsVersion: null },
} as const satisfies MonetizationSettingsUpdateInput;
