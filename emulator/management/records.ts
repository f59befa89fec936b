// The emulator's app records: creating one, its monetization defaults, and what the store fills
// in once the app is live.
import type { AdLocationRecord, AdType, AppRecord, CountryPrice, LocationType, MonetizationRecord } from "../model";
import type { EmulatorState } from "../state";

/** Defaults of a new app's monetization settings (the API is silent on them; decision record 0045). */
export function defaultMonetization(): MonetizationRecord {
  return {
    ad_blocking_settings: {
      monetization_agefilter_check: false,
      blocked_advertiser_store_ids: [],
      blocked_iab_categories_v1_list: null,
    },
    ad_experience_settings: {
      template_settings: { button_type: "close", show_button_timer: 5, default_muted: true },
      video_duration_settings: { interstitial_max_duration: 30, rewarded_max_duration: 30 },
    },
    ad_targeting_settings: {
      target_device_types: { device_types: [], is_included: false },
      target_os_version: null,
    },
  };
}

/** What a create request decides about a new app; insertApp fills in the rest of the record. */
export type NewApp = Pick<
  AppRecord,
  | "nickname"
  | "name"
  | "platform"
  | "orientations"
  | "default_orientation"
  | "is_live"
  | "store_app_id"
  | "store_app_url"
  | "store_bundle_id"
  | "is_test_mode_on"
  | "test_mode_duration"
  | "is_directed_at_kids_under_13"
>;

/**
 * Creates and stores an app. Publishing review is automatic and immediate in the emulator
 * (Approved by `automatic_review`); a live app gets its store name and icon at once.
 */
export function insertApp(state: EmulatorState, fields: NewApp): AppRecord {
  const now = state.clock.now();
  const seconds = Math.floor(now / 1000);
  const app: AppRecord = {
    ...fields,
    id: state.ids.objectId(),
    icon: null,
    signature: state.ids.hex(40),
    is_coppa_disclosure_read: true,
    is_sdk_active: false,
    testModeSince: fields.is_test_mode_on ? now : null,
    publishing_application: {
      status: "Approved",
      created_at: seconds,
      reviewed_by: "automatic_review",
      reviewed_at: seconds,
      reviewer_notes: "",
      reject_reason: null,
      reject_detail: null,
      rejected_at: null,
    },
    app_ads_txt_status: null,
    createdAt: now,
    deletedAt: null,
    locations: new Map(),
    monetization: defaultMonetization(),
  };
  if (app.is_live) applyStoreListing(app);
  state.apps.set(app.id, app);
  return app;
}

/** Once live, the store supplies the name (when none was given) and the icon (an app's store fields). */
export function applyStoreListing(app: AppRecord): void {
  if (app.name === null) app.name = app.nickname;
  if (app.icon === null && app.store_app_id !== null) {
    app.icon = `https://store.adpublisher.emulator/icons/${encodeURIComponent(app.store_app_id)}.png`;
  }
}

export function insertLocation(
  state: EmulatorState,
  app: AppRecord,
  fields: { name: string; ad_type: AdType; type: LocationType; country_targeting?: CountryPrice[] },
): AdLocationRecord {
  const location: AdLocationRecord = {
    uuid: state.ids.uuid(),
    name: fields.name,
    ad_type: fields.ad_type,
    type: fields.type,
    country_targeting: fields.country_targeting ?? [],
    priceHistory: [{ since: null, prices: fields.country_targeting ?? [] }],
    createdAt: state.clock.now(),
  };
  app.locations.set(location.uuid, location);
  return location;
}

/**
 * Sets a location's country_targeting and keeps it by UTC day on the emulator clock: the new
 * prices hold for the whole of today and every later day, the last change of a day wins, and a
 * day that has ended keeps the prices it had (decision record 0046).
 */
export function setPrices(state: EmulatorState, location: AdLocationRecord, prices: CountryPrice[]): void {
  location.country_targeting = prices;
  const today = state.clock.day();
  const kept = location.priceHistory.filter((entry) => entry.since === null || entry.since < today);
  location.priceHistory = [...kept, { since: today, prices }];
}

export function findByNaturalKey(app: AppRecord, name: string, adType: AdType): AdLocationRecord | undefined {
  for (const location of app.locations.values()) {
    if (location.name === name && location.ad_type === adType) return location;
  }
  return undefined;
}
