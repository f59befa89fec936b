import pulumi
import pulumi_adpublisher as adpublisher

puzzles = adpublisher.get_apps_output(
    keyword_filter="Puzzle",
    platform_filters=adpublisher.Platform.ANDROID,
    direction=adpublisher.Direction.DESC)

pulumi.export("appIds", puzzles.ids)
