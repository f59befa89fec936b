import pulumi
import pulumi_adpublisher as adpublisher

# A whole month with a monthly aggregate: one row per country.
november = adpublisher.get_app_report_output(
    date_min="2026-11-01",
    date_max="2026-11-30",
    aggregate="monthly",
    app_id=["5f2b1c0d9e8a7b6c5d4e3f21"],
    group_by=adpublisher.GroupBy.COUNTRY)

# The rows stay out of the stack's state: export the summary (money, clicks, installs...).
pulumi.export("countries", november.summary.rows)
pulumi.export("totals", november.summary.totals)
