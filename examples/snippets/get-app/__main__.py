import pulumi
import pulumi_adpublisher as adpublisher

app = adpublisher.get_app_output(nickname="Space Run", platform=adpublisher.Platform.ANDROID)

level_end = adpublisher.AdLocation("levelEnd",
    app_id=app.id,
    name="Level End",
    ad_type=adpublisher.AdType.INTERSTITIAL,
    type=adpublisher.AdLocationType.BIDDING)

pulumi.export("appId", app.id)
pulumi.export("locationId", level_end.id)
