import { hexId } from "./hash";
import type { Campaign, CampaignType } from "./catalog";

const LABELS: Record<number, string> = { 4: "Rewarded Video", 8: "Interstitial", 9: "Rewarded", 10: "Banner" };
const cache = new Map<string, Campaign>();

/**
 * The advertiser campaign behind one (campaign type, ad type) slot. Names and ids are invented
 * (seed 001 shows none) and stable, so a campaign id seen in one report filters another.
 */
export function campaignFor(campaignType: CampaignType, adType: number): Campaign {
  const key = `${campaignType}|${adType}`;
  let campaign = cache.get(key);
  if (!campaign) {
    const toAppId = hexId(`toapp|${key}`, 24);
    campaign = {
      id: hexId(`campaign|${key}`, 24),
      name: `Sample ${campaignType} ${LABELS[adType] ?? `type ${adType}`} campaign`,
      subType: campaignType === "direct_deal" ? "cpm" : "cpi",
      creative: `creative-${hexId(`creative|${key}`, 12)}`,
      toApp: { id: toAppId, name: `Advertised app ${toAppId.slice(0, 6)}`, bundle: `com.example.advertised${toAppId.slice(0, 6)}` },
    };
    cache.set(key, campaign);
  }
  return campaign;
}
