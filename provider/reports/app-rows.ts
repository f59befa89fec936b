// The analytics API's App report rows per grouping (each field's "Returned for"): groupBy
// country answers role-free totals (money, ecpm, clicks...); every other grouping answers the
// per-role fields (moneyEarned / moneySpent...). Role-dependent fields are optional; the API's
// spellings are kept (`ad_type`, `ctrlDelivered`, `VideoCompletedReceived`).
import type { AppGrouping } from "../client";

interface AppRowBase {
  dt: string;
  appId: string;
  app: string;
  platform: string;
  allInstalls?: number;
  [field: string]: unknown;
}

/** groupBy country. */
export interface AppCountryGroupedRow extends AppRowBase {
  money?: number;
  ecpm?: number;
  cpcv?: number;
  clicks?: number;
  installs?: number;
  ctr?: number;
  videoCompleted?: number;
  installRate?: number;
}

/** Every grouping but country; ad_type is absent for date, app and campaign_type, bootups/uniques/impressions for campaign_type. */
export interface AppRoleRow extends AppRowBase {
  appBundleId?: string;
  campaignType?: string;
  eventLocation?: string;
  ad_type?: string;
  bootups?: number;
  uniques?: number;
  impressions?: number;
  impressionsDelivered?: number;
  impressionsReceived?: number;
  moneyEarned?: number;
  moneySpent?: number;
  ecpmEarned?: number;
  ecpmSpent?: number;
  cpcvEarned?: number;
  cpcvSpent?: number;
  clicksDelivered?: number;
  clicksReceived?: number;
  installDelivered?: number;
  installReceived?: number;
  ctrlDelivered?: number;
  ctrReceived?: number;
  videoCompletedDelivered?: number;
  VideoCompletedReceived?: number;
  installRateDelivered?: number;
  installRateReceived?: number;
}

export type AppRowFor<G extends AppGrouping | undefined> = G extends "country" ? AppCountryGroupedRow : AppRoleRow;
