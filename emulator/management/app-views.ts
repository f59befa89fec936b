/** Which fields each app response carries: the list, the create, the single GET and the PATCH answer differ. */
import type { AppRecord } from "../model";

function metadata(app: AppRecord) {
  const counts = { interstitial: 0, rewarded: 0, banner: 0 };
  for (const location of app.locations.values()) counts[location.ad_type] += 1;
  return { ad_location_counts: counts };
}

export function appListItem(app: AppRecord) {
  return {
    id: app.id,
    nickname: app.nickname,
    icon: app.icon,
    platform: app.platform,
    is_live: app.is_live,
    store_app_id: app.store_app_id,
    name: app.name,
    publishing_application: { ...app.publishing_application },
    metadata: metadata(app),
  };
}

export function appCreateView(app: AppRecord) {
  return {
    id: app.id,
    nickname: app.nickname,
    orientations: [...app.orientations],
    default_orientation: app.default_orientation,
    platform: app.platform,
    is_live: app.is_live,
    signature: app.signature,
    is_coppa_disclosure_read: app.is_coppa_disclosure_read,
    is_sdk_active: app.is_sdk_active,
    is_test_mode_on: app.is_test_mode_on,
    store_app_id: app.store_app_id,
    store_app_url: app.store_app_url,
    store_bundle_id: app.store_bundle_id,
    is_directed_at_kids_under_13: app.is_directed_at_kids_under_13,
  };
}

export function appUpdateView(app: AppRecord) {
  return { ...appCreateView(app), publishing_application: { ...app.publishing_application } };
}

export function appFullView(app: AppRecord) {
  return {
    id: app.id,
    nickname: app.nickname,
    name: app.name,
    icon: app.icon,
    platform: app.platform,
    orientations: [...app.orientations],
    default_orientation: app.default_orientation,
    is_live: app.is_live,
    store_app_id: app.store_app_id,
    store_app_url: app.store_app_url,
    store_bundle_id: app.store_bundle_id,
    signature: app.signature,
    is_coppa_disclosure_read: app.is_coppa_disclosure_read,
    is_sdk_active: app.is_sdk_active,
    is_test_mode_on: app.is_test_mode_on,
    test_mode_duration: app.test_mode_duration,
    is_directed_at_kids_under_13: app.is_directed_at_kids_under_13,
    publishing_application: { ...app.publishing_application },
    app_ads_txt_status: app.app_ads_txt_status,
    metadata: metadata(app),
  };
}
