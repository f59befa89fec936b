// What each campaign type earned your apps in November: one row per campaign type, and the totals
import { getCampaignReportOutput } from "pulumi-adpublisher";

// campaignType defaults to network: "all" brings direct deals, cross-promotion and mediation too.
const byType = getCampaignReportOutput({
  dateMin: "2026-11-01",
  dateMax: "2026-11-30",
  aggregate: "monthly",
  groupBy: "campaign_type",
  campaignType: "all",
  role: "publisher",
});

// Export the summary, not the rows: moneyEarned, impressionsDelivered, installDelivered...
export const campaignTypes = byType.summary.rows;
export const totals = byType.summary.totals;
