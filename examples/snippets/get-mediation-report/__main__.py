import pulumi
import pulumi_adpublisher as adpublisher

# winning_bids is a bidding-only metric: it needs the network_type bidding filter. At most 30 days per report.
bidding = adpublisher.get_mediation_report_output(
    date_min="2026-11-01",
    date_max="2026-11-30",
    timezone="UTC",
    dimensions=["demand_source"],
    metrics=["requests", "winning_bids", "impressions", "estimated_earnings"],
    filters=adpublisher.Filters(network_type=adpublisher.NetworkType.BIDDING, placement_type=["interstitial"]))

# Export the summary, not the rows: requests, winningBids, impressions, estimatedEarnings.
pulumi.export("demandSources", bidding.summary.rows)
pulumi.export("totals", bidding.summary.totals)
