// The emulated advertiser campaigns behind the report data: one per (campaign type, ad type) slot,
// with invented, stable names and ids.
import { hexId } from "./hash";
import { TRAFFIC_AD_TYPES, TRAFFIC_CAMPAIGN_TYPES, type Campaign, type CampaignType } from "./catalog";

const LABELS: Record<number, string> = { 4: "Rewarded Video", 8: "Interstitial", 9: "Rewarded", 10: "Banner" };

/**
 * The advertiser campaign behind one (campaign type, ad type) slot. Names and ids are invented
 * (the API shows none) and stable, so a campaign id seen in one report filters another.
 */
function campaignOfSlot(campaignType: CampaignType, adType: number): Campaign {
  const key = `${campaignType}|${adType}`;
  const toAppId = hexId(`toapp|${key}`, 24);
  return {
    id: hexId(`campaign|${key}`, 24),
    name: `Sample ${campaignType} ${LABELS[adType] ?? `type ${adType}`} campaign`,
    subType: campaignType === "direct_deal" ? "cpm" : "cpi",
    creative: `creative-${hexId(`creative|${key}`, 12)}`,
    toApp: { id: toAppId, name: `Advertised app ${toAppId.slice(0, 6)}`, bundle: `com.example.advertised${toAppId.slice(0, 6)}` },
  };
}

// Every slot the emulated traffic has, made once: reports look a campaign up for each cell.
const TRAFFIC_CAMPAIGNS: Readonly<Record<string, Readonly<Campaign>>> = Object.freeze(
  Object.fromEntries(
    TRAFFIC_CAMPAIGN_TYPES.flatMap((campaignType) =>
      TRAFFIC_AD_TYPES.map((adType) => [`${campaignType}|${adType}`, Object.freeze(campaignOfSlot(campaignType, adType))]),
    ),
  ),
);

export function campaignFor(campaignType: CampaignType, adType: number): Campaign {
  return TRAFFIC_CAMPAIGNS[`${campaignType}|${adType}`] ?? campaignOfSlot(campaignType, adType);
}
