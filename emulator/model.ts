/** The records the emulator keeps, with the fields the management API gives its resources. */

export type Platform = "ios" | "android" | "amazon";
export type Orientation = "landscape" | "portrait";
export type AdType = "interstitial" | "rewarded" | "banner";
export type LocationType = "bidding" | "fixed_cpm" | "auto_cpm" | "cross_promo" | "mock_response";

export const PLATFORMS: readonly Platform[] = ["ios", "android", "amazon"];
export const ORIENTATIONS: readonly Orientation[] = ["landscape", "portrait"];
export const AD_TYPES: readonly AdType[] = ["interstitial", "rewarded", "banner"];
export const LOCATION_TYPES: readonly LocationType[] = [
  "bidding",
  "fixed_cpm",
  "auto_cpm",
  "cross_promo",
  "mock_response",
];

export interface PublishingApplication {
  status: string;
  created_at: number;
  reviewed_by: string;
  reviewed_at: number | null;
  reviewer_notes: string;
  reject_reason: string | null;
  reject_detail: string | null;
  rejected_at: number | null;
}

export interface CountryPrice {
  country: string;
  price: number;
}

/**
 * The prices a location held from one UTC day of the emulator clock on; `since` null stands for
 * every day before its first change, so the invented past of a location has the prices it was
 * created with (decision record 0046).
 */
export interface DatedPrices {
  since: string | null;
  prices: CountryPrice[];
}

export interface AdLocationRecord {
  uuid: string;
  name: string;
  ad_type: AdType;
  type: LocationType;
  /** Only meaningful for fixed_cpm; [] when created without one (a choice, decision record 0044). */
  country_targeting: CountryPrice[];
  /** country_targeting by UTC day, oldest first: what the reports of past days read. */
  priceHistory: DatedPrices[];
  createdAt: number;
}

export interface MonetizationRecord {
  ad_blocking_settings: {
    monetization_agefilter_check: boolean;
    blocked_advertiser_store_ids: string[];
    blocked_iab_categories_v1_list: string | null;
  };
  ad_experience_settings: {
    template_settings: { button_type: string; show_button_timer: number; default_muted: boolean };
    video_duration_settings: { interstitial_max_duration: number; rewarded_max_duration: number };
  };
  ad_targeting_settings: {
    target_device_types: { device_types: string[]; is_included: boolean };
    target_os_version: { min: string | null; max: string | null } | null;
  };
}

export interface AppRecord {
  id: string;
  nickname: string;
  name: string | null;
  icon: string | null;
  platform: Platform;
  orientations: Orientation[];
  default_orientation: Orientation;
  is_live: boolean;
  store_app_id: string | null;
  store_app_url: string | null;
  store_bundle_id: string | null;
  signature: string;
  is_coppa_disclosure_read: boolean;
  is_sdk_active: boolean;
  is_test_mode_on: boolean;
  test_mode_duration: number | null;
  /** Emulator-clock ms when the current test-mode period started (for expiry). */
  testModeSince: number | null;
  is_directed_at_kids_under_13: "YES" | "NO";
  publishing_application: PublishingApplication;
  app_ads_txt_status: string | null;
  createdAt: number;
  /** Soft deletion (`DELETE /v5/apps/{app_id}`): the record stays, reads treat it as absent. */
  deletedAt: number | null;
  locations: Map<string, AdLocationRecord>;
  monetization: MonetizationRecord;
}

export interface BlockListRecord {
  id: string;
  title: string;
  type: string;
  elements: string[];
  createdAt: number;
  modifiedAt: number;
  /** The service's default list: listed and readable, never changed or deleted. */
  isServiceDefault: boolean;
}

export type TokenFamily = "v5" | "v4";

export interface TokenRecord {
  family: TokenFamily;
  expiresAt: number;
  scope: string;
}
