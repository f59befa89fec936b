import pulumi
import pulumi_adpublisher as adpublisher

rewarded = adpublisher.get_ad_locations_output(
    app_id="5f2b1c0d9e8a7b6c5d4e3f21",
    ad_type_filter=adpublisher.AdType.REWARDED)

# Each id is <appId>/<uuid>: what `pulumi import adpublisher:index:AdLocation <name> <id>` takes.
pulumi.export("rewardedLocationIds", rewarded.ids)
