// getMonetizationSettings (`GET /v5/apps/{app_id}/monetization_settings`): one app's settings, read only.
import type { FunctionContext } from "../functions/function-context";
import { managementClient, orNotFound } from "./client";
import type { GetMonetizationSettingsArgs, GetMonetizationSettingsResult } from "./schemas";

export async function runGetMonetizationSettings(args: GetMonetizationSettingsArgs, ctx: FunctionContext): Promise<GetMonetizationSettingsResult> {
  const monetization = managementClient(ctx, "getMonetizationSettings").monetization;
  const settings = await orNotFound("getMonetizationSettings", `app "${args.appId}"`, () => monetization.get(args.appId));
  return { ...settings, appId: args.appId };
}
