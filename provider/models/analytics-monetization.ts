// The analytics API's monetization report (`/v5/analytics/monetization`) and its rows.
import { z } from "zod";
import { type DatedArgs, type Role, checkCommonEnums, reportNumber, reportString } from "./analytics-common";
import { argsSchema, asList, checkDateRange, checkList, wireParams } from "./report-rules";

export interface MonetizationReportArgs extends DatedArgs {
  /** Default all apps. */
  appIds?: string | readonly string[];
  /** Default advertiser. */
  role?: Role;
}

export interface MonetizationQuery {
  dateMin: string;
  dateMax: string;
  appIds?: string[];
  role?: Role;
}

export function monetizationReportArgs(family: "v5" | "legacy" = "v5") {
  return argsSchema<MonetizationReportArgs, MonetizationQuery>(
    `monetization report (${family})`,
    ["dateMin", "dateMax", "appIds", "role"],
    (args, ctx) => {
      checkDateRange(ctx, args, true);
      checkCommonEnums(ctx, args);
      checkList(ctx, "appIds", args.appIds);
    },
    (args) => ({ dateMin: args.dateMin, dateMax: args.dateMax, appIds: asList(args.appIds), role: args.role }),
  );
}

export function monetizationParams(query: MonetizationQuery): Record<string, string> {
  return wireParams({ ...query });
}

/** Field names as the API writes them (snake_case here); further fields are kept as given. */
export const monetizationRow = z.looseObject({
  dt: z.string(),
  app_id: reportString,
  ad_spend: reportNumber.optional(),
  ad_spend_relative: reportNumber.optional(),
  ad_spend_d1: reportNumber.optional(),
  ad_spend_d1_relative: reportNumber.optional(),
});
export type MonetizationRow = z.infer<typeof monetizationRow>;
