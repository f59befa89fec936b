// Fixed dimension catalogues of the emulated report data. Everything here is invented where the
// APIs are silent (the analytics API lists ad type ids and campaign types, not countries or campaign names);
// decision record 0046 lists the choices.

export type Platform = "ios" | "android" | "amazon";
export type LocationAdType = "interstitial" | "rewarded" | "banner";

/** The analytics API's ad type ids accepted as filters. */
export const FILTER_AD_TYPE_IDS = ["1", "4", "5", "7", "8", "9", "10"] as const;
/** The ad types the emulated traffic uses (unified placements and banner, plus rewarded video). */
export const TRAFFIC_AD_TYPES = [4, 8, 9, 10] as const;

/** Which kind of ad location an analytics ad type id is served from. */
export function locationAdTypeOf(adType: number): LocationAdType | null {
  if (adType === 1 || adType === 5 || adType === 8) return "interstitial";
  if (adType === 4 || adType === 9) return "rewarded";
  if (adType === 10) return "banner";
  return null;
}

export const CAMPAIGN_TYPES = ["network", "direct_deal", "cross_promo", "exchange", "mediation"] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];
/** The campaign types that carry emulated traffic. */
export const TRAFFIC_CAMPAIGN_TYPES: readonly CampaignType[] = ["network", "exchange", "direct_deal"];

/** Countries of the emulated traffic: alpha-2 (analytics) and alpha-3 (mediation reporting). */
export const TRAFFIC_COUNTRIES = [
  { alpha2: "US", alpha3: "USA", weight: 1 },
  { alpha2: "GB", alpha3: "GBR", weight: 0.5 },
  { alpha2: "DE", alpha3: "DEU", weight: 0.45 },
  { alpha2: "JP", alpha3: "JPN", weight: 0.4 },
  { alpha2: "BR", alpha3: "BRA", weight: 0.35 },
  { alpha2: "IN", alpha3: "IND", weight: 0.6 },
  { alpha2: "NG", alpha3: "NGA", weight: 0.2 },
] as const;

/** Display name of a platform in report rows and the platform filter's accepted spellings. */
export const PLATFORM_LABELS: Record<Platform, string> = { ios: "iOS", android: "Android", amazon: "Amazon" };


/** The advertiser campaign that fills one (campaign type, ad type) slot of every publisher app. */
export interface Campaign {
  id: string;
  name: string;
  subType: string;
  creative: string;
  /** The advertised app, for the install export's "To App" columns. */
  toApp: { id: string; name: string; bundle: string };
}
