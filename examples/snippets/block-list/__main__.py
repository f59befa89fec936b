import pulumi
import pulumi_adpublisher as adpublisher

sensitive = adpublisher.BlockList("sensitive",
    title="No gambling, no dating",
    elements=["IAB9-9", "IAB14-1", "IAB7-39"])

pulumi.export("blockListId", sensitive.id)
