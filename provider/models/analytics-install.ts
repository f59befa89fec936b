// The analytics API's install export (`/v5/analytics/install` and its row): always a queued job whose
// result is a CSV/TSV file with the columns below.
import {
  type AdTypeIdInput, type AnalyticsFamily, type CampaignType, type DatedArgs, type Role, type RoleOrBoth, CAMPAIGN_TYPES,
  ROLES_WITH_BOTH, checkAdTypes, checkCommonEnums, checkPlatforms, normaliseAdTypes, platformList, wireRole,
} from "./analytics-common";
import { argsSchema, asList, checkDateRange, checkList, wireParams } from "./report-rules";

export interface InstallExportArgs extends DatedArgs {
  /** Default all campaigns. */
  campaignIds?: string | readonly string[];
  /** Default all types (`all` may be written too). */
  campaignType?: "all" | CampaignType | readonly CampaignType[];
  appIds?: string | readonly string[];
  /** all (default), iOS, Android, Amazon. */
  platform?: string | readonly string[];
  /** Default both (sent as no role). */
  role?: RoleOrBoth;
  adTypeId?: AdTypeIdInput | readonly AdTypeIdInput[];
}

export interface InstallExportQuery {
  dateMin: string;
  dateMax: string;
  campaignIds?: string[];
  campaignType?: string[];
  appIds?: string[];
  platform?: string[];
  role?: Role;
  adTypeId?: number[];
}

const KNOWN = ["dateMin", "dateMax", "campaignIds", "campaignType", "appIds", "platform", "role", "adTypeId"] as const;

export function installExportArgs(family: AnalyticsFamily = "v5") {
  return argsSchema<InstallExportArgs, InstallExportQuery>(
    `install export (${family})`,
    KNOWN,
    (args, ctx) => {
      checkDateRange(ctx, args, true);
      checkCommonEnums(ctx, args, ROLES_WITH_BOTH);
      checkList(ctx, "campaignIds", args.campaignIds);
      // The documented default is all types; like role both, the default may be written.
      if (args.campaignType !== "all") checkList(ctx, "campaignType", args.campaignType, CAMPAIGN_TYPES);
      checkList(ctx, "appIds", args.appIds);
      checkPlatforms(ctx, args.platform);
      checkAdTypes(ctx, "adTypeId", args.adTypeId);
    },
    (args) => ({
      dateMin: args.dateMin,
      dateMax: args.dateMax,
      campaignIds: asList(args.campaignIds),
      campaignType: asList<string>(args.campaignType),
      appIds: asList(args.appIds),
      platform: platformList(args.platform),
      role: wireRole(args.role),
      adTypeId: normaliseAdTypes(args.adTypeId),
    }),
  );
}

export function installExportParams(query: InstallExportQuery): Record<string, string> {
  return wireParams({ ...query });
}

/** The export's columns, in the API's order and spelling. */
export const INSTALL_EXPORT_COLUMNS = [
  "Ad Type", "Country", "Click Timestamp", "Date", "From App Bundle", "From App ID", "From App Name",
  "From App Platform", "From Campaign ID", "From Campaign Name", "From Campaign Type", "To App Bundle",
  "To App ID", "To App Name", "To App Platform", "To Campaign Target", "To Campaign ID", "To Campaign Name",
  "To Campaign Type", "UUID", "IFA", "GAID", "MAC", "Model", "OS", "Cost Type", "Cost Value",
] as const;
export type InstallExportColumn = (typeof INSTALL_EXPORT_COLUMNS)[number];

/**
 * A row of the export: cell text by column name. Columns depend on the role (From Campaign * for
 * publishers, To Campaign * for advertisers), so each is optional; unknown columns are kept.
 * Timestamps stay as sent (DD-MM-YYYY HH:MM:SS); no timezone is stated to convert them.
 */
export type InstallExportRow = Partial<Record<InstallExportColumn, string>> & Record<string, string>;
