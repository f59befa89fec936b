// November's bidding earnings of interstitial placements, one row per demand source
import { getMediationReportOutput } from "pulumi-adpublisher";

// winning_bids is a bidding-only metric: it needs the networkType bidding filter. At most 30 days per report.
const bidding = getMediationReportOutput({
  dateMin: "2026-11-01",
  dateMax: "2026-11-30",
  timezone: "UTC",
  dimensions: ["demand_source"],
  metrics: ["requests", "winning_bids", "impressions", "estimated_earnings"],
  filters: { networkType: "bidding", placementType: ["interstitial"] },
});

// Export the summary, not the rows: requests, winningBids, impressions, estimatedEarnings.
export const demandSources = bidding.summary.rows;
export const totals = bidding.summary.totals;
