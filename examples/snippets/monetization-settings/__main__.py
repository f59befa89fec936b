import pulumi
import pulumi_adpublisher as adpublisher

sensitive = adpublisher.BlockList("sensitive", title="No gambling", elements=["IAB9-9"])

settings = adpublisher.MonetizationSettings("spaceRunSettings",
    app_id="5f2b1c0d9e8a7b6c5d4e3f21",
    ad_blocking_settings=adpublisher.AdBlockingSettingsArgs(
        blocked_iab_categories_v1_list=sensitive.id,
        monetization_agefilter_check=True),
    ad_experience_settings=adpublisher.AdExperienceSettingsArgs(
        template_settings=adpublisher.TemplateSettingsArgs(
            button_type=adpublisher.ButtonType.CLOSE,
            show_button_timer=adpublisher.ShowButtonTimer.SECONDS15),
        video_duration_settings=adpublisher.VideoDurationSettingsArgs(
            interstitial_max_duration=adpublisher.InterstitialMaxDuration.SECONDS30,
            rewarded_max_duration=adpublisher.RewardedMaxDuration.SECONDS60)))

pulumi.export("managedApp", settings.app_id)
