// The ids of every Android app whose name or nickname matches a keyword, newest first
import { getAppsOutput } from "pulumi-adpublisher";

const puzzles = getAppsOutput({
  keywordFilter: "Puzzle",
  platformFilters: "android",
  direction: "desc",
});

export const appIds = puzzles.ids;
