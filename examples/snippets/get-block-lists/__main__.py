import pulumi
import pulumi_adpublisher as adpublisher

gambling = adpublisher.get_block_lists_output(
    keyword_filter="gambling",
    sort=adpublisher.Sort.DATE_MODIFIED,
    direction=adpublisher.BlockListsDirection.DESC,
    summary=True)  # short items: element counts instead of the elements

pulumi.export("blockListIds", gambling.ids)
