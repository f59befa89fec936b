import pulumi
import pulumi_adpublisher as adpublisher

# campaign_type defaults to network: "all" brings direct deals, cross-promotion and mediation too.
by_type = adpublisher.get_campaign_report_output(
    date_min="2026-11-01",
    date_max="2026-11-30",
    aggregate="monthly",
    group_by=adpublisher.CampaignGroupBy.CAMPAIGN_TYPE,
    campaign_type=["all"],
    role=adpublisher.AppReportRole.PUBLISHER)

# Export the summary, not the rows: moneyEarned, impressionsDelivered, installDelivered...
pulumi.export("campaignTypes", by_type.summary.rows)
pulumi.export("totals", by_type.summary.totals)
