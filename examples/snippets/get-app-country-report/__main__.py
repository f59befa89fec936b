import pulumi
import pulumi_adpublisher as adpublisher

# Daily rows per country, ad type and campaign type, for the "Level End" location only.
level_end = adpublisher.get_app_country_report_output(
    date_min="2026-11-01",
    date_max="2026-11-07",
    app_ids=["5f2b1c0d9e8a7b6c5d4e3f21"],
    ad_location=["Level End"],
    role=adpublisher.Role.PUBLISHER,
    timezone="utc")

# Export the summary, not the rows: moneyEarned, impressionsDelivered, installsDelivered...
pulumi.export("rowCount", level_end.summary.rows)
pulumi.export("totals", level_end.summary.totals)
