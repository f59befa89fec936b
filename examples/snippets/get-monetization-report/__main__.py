import pulumi
import pulumi_adpublisher as adpublisher

# One row per app: ad_spend is the spend on date_max, ad_spend_d1 on the day before (role advertiser, the default).
spend = adpublisher.get_monetization_report_output(
    date_min="2026-11-09",
    date_max="2026-11-15",
    app_ids=["5f2b1c0d9e8a7b6c5d4e3f21", "66ab12cd34ef56ab78cd90ef"])

# The totals of ad_spend and ad_spend_d1 over both apps.
pulumi.export("adSpend", spend.summary.totals)
