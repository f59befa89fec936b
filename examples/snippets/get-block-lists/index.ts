// The ids of every block list whose title mentions gambling, most recently changed first
import { getBlockListsOutput } from "pulumi-adpublisher";

const gambling = getBlockListsOutput({
  keywordFilter: "gambling",
  sort: "date_modified",
  direction: "DESC",
  summary: true, // short items: element counts instead of the elements
});

export const blockListIds = gambling.ids;
