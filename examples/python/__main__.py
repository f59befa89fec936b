"""A publisher's config repo in Python: the same four resources, lookup and report as examples/yaml."""

import pulumi
import pulumi_adpublisher as adpublisher

config = pulumi.Config()
protect = config.get_bool("protect")
report_from = config.get("reportFrom") or "2026-01-01"
report_to = config.get("reportTo") or "2026-01-07"

space_run = adpublisher.App(
    "spaceRun",
    nickname="Space Run",
    platform=adpublisher.Platform.ANDROID,
    orientations=[adpublisher.Orientation.PORTRAIT, adpublisher.Orientation.LANDSCAPE],
    default_orientation=adpublisher.Orientation.PORTRAIT,
    is_live=False,
    is_test_mode_on=True,
    test_mode_duration=60,
    is_directed_at_kids_under13=adpublisher.IsDirectedAtKidsUnder13.NO,
    # Replacing or deleting an app gives it up for good (a new id, a soft-deleted old one).
    opts=pulumi.ResourceOptions(protect=True if protect is None else protect),
)

main_menu = adpublisher.AdLocation(
    "mainMenu",
    app_id=space_run.id,
    name="Main Menu",
    ad_type=adpublisher.AdType.INTERSTITIAL,
    type=adpublisher.AdLocationType.BIDDING,
)

level_end = adpublisher.AdLocation(
    "levelEnd",
    app_id=space_run.id,
    name="Level End",
    ad_type=adpublisher.AdType.REWARDED,
    type=adpublisher.AdLocationType.FIXED_CPM,
    country_targeting=[
        adpublisher.CountryTargetingArgs(country="US", price=12.5),
        adpublisher.CountryTargetingArgs(country="default", price=4),
    ],
)

sensitive = adpublisher.BlockList(
    "sensitive",
    title="No gambling, no dating",
    elements=["IAB9-9", "IAB14-1", "IAB7-39"],
)

space_run_settings = adpublisher.MonetizationSettings(
    "spaceRunSettings",
    app_id=space_run.id,
    ad_blocking_settings=adpublisher.AdBlockingSettingsArgs(
        blocked_iab_categories_v1_list=sensitive.id,
        monetization_agefilter_check=True,
    ),
    ad_experience_settings=adpublisher.AdExperienceSettingsArgs(
        template_settings=adpublisher.TemplateSettingsArgs(
            button_type=adpublisher.ButtonType.CLOSE,
            show_button_timer=adpublisher.ShowButtonTimer.SECONDS5,
        ),
    ),
)

# A lookup: the app as the service has it now (no signature; that stays a secret output above).
live_app = adpublisher.get_app_output(id=space_run.id)
# The analytics API's App report for the app.
week_report = adpublisher.get_app_report_output(date_min=report_from, date_max=report_to, app_id=space_run.id.apply(lambda app_id: [app_id]))

pulumi.export("appId", space_run.id)
pulumi.export("appSignature", space_run.signature)
pulumi.export("reviewStatus", space_run.publishing_application.apply(lambda review: review.status if review else None))
pulumi.export("levelEndId", level_end.id)
pulumi.export("blockListId", sensitive.id)
pulumi.export("liveNickname", live_app.nickname)
pulumi.export("reportRows", week_report.summary.rows)
