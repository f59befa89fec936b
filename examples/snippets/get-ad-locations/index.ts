// The ids of an app's rewarded ad locations, as pulumi import takes them
import { getAdLocationsOutput } from "pulumi-adpublisher";

const rewarded = getAdLocationsOutput({
  appId: "5f2b1c0d9e8a7b6c5d4e3f21",
  adTypeFilter: "rewarded",
});

// Each id is <appId>/<uuid>: what `pulumi import adpublisher:index:AdLocation <name> <id>` takes.
export const rewardedLocationIds = rewarded.ids;
