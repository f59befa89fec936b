// A block list of sensitive IAB categories
import { BlockList } from "pulumi-adpublisher";

const sensitive = new BlockList("sensitive", {
  title: "No gambling, no dating",
  elements: ["IAB9-9", "IAB14-1", "IAB7-39"],
});

export const blockListId = sensitive.id;
