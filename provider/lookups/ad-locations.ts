// getAdLocations (`GET /v5/apps/{app_id}/ad-locations`): an app's locations, with the list's type filters.
import type { FunctionContext } from "../functions/function-context";
import { managementClient, orNotFound } from "./client";
import type { GetAdLocationsArgs, GetAdLocationsResult } from "./schemas";

export async function runGetAdLocations(args: GetAdLocationsArgs, ctx: FunctionContext): Promise<GetAdLocationsResult> {
  const client = managementClient(ctx, "getAdLocations");
  const locations = await orNotFound("getAdLocations", `app "${args.appId}"`, () =>
    client.adLocations.list(args.appId, { type: args.typeFilter, adType: args.adTypeFilter }),
  );
  // The AdLocation resource's id, so a result can feed adoptId or `pulumi import` directly.
  return { appId: args.appId, ids: locations.map((location) => `${args.appId}/${location.uuid}`), locations };
}
