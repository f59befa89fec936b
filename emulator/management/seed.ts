// What a fresh emulator holds: the service default block list and one live demo app.
import type { EmulatorState } from "../state";
import { DEFAULT_LIST_ELEMENTS, DEFAULT_LIST_TYPE } from "./iab";
import { insertApp, insertLocation } from "./records";

export const DEFAULT_LIST_ID = "service-default-iab-1.0";
export const SEEDED_APP_NICKNAME = "Seeded Demo App";

/**
 * A fresh account: the service default block list, and one live app holding one location
 * of each type the API cannot create, as real accounts do, so adoption and the auto_cpm
 * takeover can be tried.
 */
export function seedFreshState(state: EmulatorState): void {
  const at = Date.UTC(2024, 5, 1);
  state.lists.set(DEFAULT_LIST_ID, {
    id: DEFAULT_LIST_ID,
    title: "IAB Content Taxonomy 1.0 default sensitive categories",
    type: DEFAULT_LIST_TYPE,
    elements: [...DEFAULT_LIST_ELEMENTS],
    createdAt: at,
    modifiedAt: at,
    isServiceDefault: true,
  });
  const app = insertApp(state, {
    nickname: SEEDED_APP_NICKNAME,
    name: SEEDED_APP_NICKNAME,
    platform: "android",
    orientations: ["portrait"],
    default_orientation: "portrait",
    is_live: true,
    store_app_id: "com.adpublisher.seeded.demo",
    store_app_url: "https://play.google.com/store/apps/details?id=com.adpublisher.seeded.demo",
    store_bundle_id: "com.adpublisher.seeded.demo",
    is_test_mode_on: false,
    test_mode_duration: null,
    is_directed_at_kids_under_13: "NO",
  });
  app.is_sdk_active = true;
  insertLocation(state, app, { name: "Level Complete", ad_type: "interstitial", type: "auto_cpm" });
  insertLocation(state, app, { name: "House Ads", ad_type: "interstitial", type: "cross_promo" });
  insertLocation(state, app, { name: "QA Banner", ad_type: "banner", type: "mock_response" });
}
