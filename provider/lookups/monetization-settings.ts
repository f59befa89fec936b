// getMonetizationSettings (seed 000 "Monetization settings"): one app's settings, read only.
import type { ReportContext } from "../reports/report-context";
import { managementClient, orNotFound } from "./client";
import type { GetMonetizationSettingsArgs, GetMonetizationSettingsResult } from "./schemas";

export async function runGetMonetizationSettings(args: GetMonetizationSettingsArgs, ctx: ReportContext): Promise<GetMonetizationSettingsResult> {
  const monetization = managementClient(ctx, "getMonetizationSettings").monetization;
  const settings = await orNotFound("getMonetizationSettings", `app "${args.appId}"`, () => monetization.get(args.appId));
  return { ...settings, appId: args.appId };
}
