import pulumi
import pulumi_adpublisher as adpublisher

level_end = adpublisher.AdLocation("levelEnd",
    app_id="5f2b1c0d9e8a7b6c5d4e3f21",
    name="Level End",
    ad_type=adpublisher.AdType.REWARDED,
    type=adpublisher.AdLocationType.FIXED_CPM,
    country_targeting=[
        adpublisher.CountryTargetingArgs(country="US", price=12.5),
        adpublisher.CountryTargetingArgs(country="default", price=4),
    ])

pulumi.export("locationId", level_end.id)
