// The monetization settings and `PATCH /v5/apps/{app_id}/monetization_settings`.
import { rulesOf } from "./case";

const patch = rulesOf("PATCH /apps/{app_id}/monetization_settings", "management API: Resources: Monetization settings; PATCH monetization_settings", {});
const blocking = (fields: Record<string, unknown>) => ({ adBlockingSettings: fields });
const template = (fields: Record<string, unknown>) => ({ adExperienceSettings: { templateSettings: fields } });
const video = (fields: Record<string, unknown>) => ({ adExperienceSettings: { videoDurationSettings: fields } });
const devices = (fields: Record<string, unknown>) => ({ adTargetingSettings: { targetDeviceTypes: fields } });
const os = (value: unknown) => ({ adTargetingSettings: { targetOsVersion: value } });

export const monetizationCases = [
  patch.passes("nothing"),
  patch.passes("the age filter", blocking({ monetizationAgefilterCheck: true })),
  patch.passes("blocked advertiser store ids", blocking({ blockedAdvertiserStoreIds: ["com.example.a", "com.example.b"] })),
  patch.passes("no blocked advertisers", blocking({ blockedAdvertiserStoreIds: [] })),
  patch.passes("the default category list (null)", blocking({ blockedIabCategoriesV1List: null })),
  patch.passes("the default list by id", blocking({ blockedIabCategoriesV1List: "service-default-iab-1.0" })),
  patch.passes("every button type, timer and muting", template({ buttonType: "worded", showButtonTimer: 90, defaultMuted: false })),
  patch.passes("a skip button after 5 seconds", template({ buttonType: "skip", showButtonTimer: 5 })),
  patch.passes("video durations", video({ interstitialMaxDuration: 120, rewardedMaxDuration: 5 })),
  patch.passes("device models, included", devices({ deviceTypes: ["iPhone 15", "Pixel 8"], isIncluded: true })),
  patch.passes("device series, excluded", devices({ deviceTypes: ["iPhone", "Galaxy S"], isIncluded: false })),
  patch.passes("an OS version range", os({ min: "14", max: "17.2" })),
  patch.passes("clearing the minimum (null)", os({ min: null })),
  patch.passes("all OS versions (null)", os(null)),
  patch.refusedByState("the blocked list is a list of the account", blocking({ blockedIabCategoriesV1List: "no-such-list" }), "adBlockingSettings.blockedIabCategoriesV1List", "list id must exist"),
  patch.fails("a store id is listed once", blocking({ blockedAdvertiserStoreIds: ["com.example.a", "com.example.a"] }), "adBlockingSettings.blockedAdvertiserStoreIds[1]", "no duplicates"),
  patch.fails("a store id is a string", blocking({ blockedAdvertiserStoreIds: [7] }), "adBlockingSettings.blockedAdvertiserStoreIds[0]", "array of strings"),
  patch.fails("blocked advertiser store ids are a list", blocking({ blockedAdvertiserStoreIds: "com.example.a" }), "adBlockingSettings.blockedAdvertiserStoreIds", "array of strings"),
  patch.fails("the age filter is a boolean", blocking({ monetizationAgefilterCheck: "yes" }), "adBlockingSettings.monetizationAgefilterCheck", "boolean"),
  patch.fails("button_type is skip, worded or close", template({ buttonType: "open" }), "adExperienceSettings.templateSettings.buttonType", "enumeration"),
  patch.fails("show_button_timer is one of 5, 15, 30, 45, 60, 90", template({ showButtonTimer: 10 }), "adExperienceSettings.templateSettings.showButtonTimer", "enumeration"),
  patch.fails("show_button_timer has no 120", template({ showButtonTimer: 120 }), "adExperienceSettings.templateSettings.showButtonTimer", "enumeration"),
  patch.fails("default_muted is a boolean", template({ defaultMuted: "no" }), "adExperienceSettings.templateSettings.defaultMuted", "boolean"),
  patch.fails("interstitial_max_duration is one of 5 ... 120", video({ interstitialMaxDuration: 100 }), "adExperienceSettings.videoDurationSettings.interstitialMaxDuration", "enumeration"),
  patch.fails("rewarded_max_duration is one of 5 ... 120", video({ rewardedMaxDuration: 10 }), "adExperienceSettings.videoDurationSettings.rewardedMaxDuration", "enumeration"),
  patch.fails("interstitial_allow_skip is read-only", { adExperienceSettings: { interstitialAllowSkip: true } }, "adExperienceSettings.interstitialAllowSkip", "read-only"),
  patch.fails("a device list holds only models or only series", devices({ deviceTypes: ["iPhone", "Pixel 8"] }), "adTargetingSettings.targetDeviceTypes.deviceTypes", "models or series"),
  patch.fails("is_included is a boolean", devices({ isIncluded: "true" }), "adTargetingSettings.targetDeviceTypes.isIncluded", "boolean"),
  patch.fails("an OS version is a version", os({ min: "fourteen" }), "adTargetingSettings.targetOsVersion.min", "version"),
  patch.fails("min is not above max", os({ min: "17", max: "14.2" }), "adTargetingSettings.targetOsVersion.min", "min <= max"),
  patch.fails("an unknown group is refused", { adPacingSettings: {} }, "adPacingSettings", "unknown field"),
  patch.fails("an unknown field in a group is refused", blocking({ blockedDomains: ["example.com"] }), "adBlockingSettings.blockedDomains", "unknown field"),
];
