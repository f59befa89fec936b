import pulumi
import pulumi_adpublisher as adpublisher

app = adpublisher.App("spaceRun",
    nickname="Space Run",
    platform=adpublisher.Platform.ANDROID,
    orientations=[adpublisher.Orientation.PORTRAIT],
    is_live=False,
    is_test_mode_on=True,
    test_mode_duration=60,
    is_directed_at_kids_under13=adpublisher.IsDirectedAtKidsUnder13.NO,
    opts=pulumi.ResourceOptions(protect=True))

pulumi.export("appId", app.id)
pulumi.export("signature", app.signature)
