import pulumi
import pulumi_adpublisher as adpublisher

sensitive = adpublisher.get_block_list_output(id="64e3a9c1f0b2d4e6a8c0b1d2")

adpublisher.MonetizationSettings("spaceRunSettings",
    app_id="5f2b1c0d9e8a7b6c5d4e3f21",
    ad_blocking_settings=adpublisher.AdBlockingSettingsArgs(
        blocked_iab_categories_v1_list=sensitive.id))

pulumi.export("blockListTitle", sensitive.title)
pulumi.export("blockedCategories", sensitive.elements)
