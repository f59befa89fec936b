// The analytics API's all-time report (`/v5/analytics/alltime`), whose parameters and response the
// API does not show: we send the filters every other report shares and return rows as open records.
import { z } from "zod";
import { type Role, type RoleOrBoth, ROLES_WITH_BOTH, checkCommonEnums, wireRole } from "./analytics-common";
import { argsSchema, asList, checkList, wireParams } from "./report-rules";

export interface AllTimeReportArgs {
  appIds?: string | readonly string[];
  /** Not documented; taken as the app report's (default both, sent as no role). */
  role?: RoleOrBoth;
}

export interface AllTimeQuery {
  appIds?: string[];
  role?: Role;
}

export function allTimeReportArgs(family: "v5" | "legacy" = "v5") {
  return argsSchema<AllTimeReportArgs, AllTimeQuery>(
    `all-time report (${family})`,
    ["appIds", "role"],
    (args, ctx) => {
      checkCommonEnums(ctx, args, ROLES_WITH_BOTH);
      checkList(ctx, "appIds", args.appIds);
    },
    (args) => ({ appIds: asList(args.appIds), role: wireRole(args.role) }),
  );
}

export function allTimeParams(query: AllTimeQuery): Record<string, string> {
  return wireParams({ ...query });
}

export const allTimeRow = z.record(z.string(), z.unknown());
export type AllTimeRow = z.infer<typeof allTimeRow>;
