// Runs one report for the command line through the same runners as the data sources, and hands
// back its rows. The install export goes through a temporary file (streamed in, then read back
// row by row), so even a very large export is never held in memory.
import { createReadStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseRows } from "../client";
import { type GetAppCountryReportArgs, runAppCountry } from "../reports/app-country";
import { type GetAppReportArgs, runApp } from "../reports/app";
import { type GetCampaignReportArgs, runCampaign } from "../reports/campaign";
import { type GetInstallExportArgs, runInstallExport } from "../reports/install-export";
import { type GetMediationReportArgs, runMediation } from "../reports/mediation";
import { type GetMonetizationReportArgs, runMonetization } from "../reports/monetization";
import type { FunctionContext } from "../functions/function-context";
import type { ReportKind } from "./flags";

export interface FetchedReport {
  rows: Iterable<object> | AsyncIterable<object>;
  /** Removes temporary files; call once the rows were read. */
  cleanup(): Promise<void>;
}

const none = async () => undefined;

// The command line hands over whatever the flags said; the runners check every rule themselves.
export async function fetchReport(kind: ReportKind, args: Record<string, unknown>, ctx: FunctionContext): Promise<FetchedReport> {
  switch (kind) {
    case "campaign":
      return { rows: (await runCampaign(args as unknown as GetCampaignReportArgs, ctx)).rows, cleanup: none };
    case "app":
      return { rows: (await runApp(args as unknown as GetAppReportArgs, ctx)).rows, cleanup: none };
    case "app-country":
      return { rows: (await runAppCountry(args as unknown as GetAppCountryReportArgs, ctx)).rows, cleanup: none };
    case "monetization":
      return { rows: (await runMonetization(args as unknown as GetMonetizationReportArgs, ctx)).rows, cleanup: none };
    case "mediation":
      return { rows: (await runMediation(args as GetMediationReportArgs, ctx)).rows, cleanup: none };
    case "install": {
      const dir = await mkdtemp(join(tmpdir(), "adpublisher-install-"));
      const cleanup = () => rm(dir, { recursive: true, force: true });
      try {
        const summary = await runInstallExport({ ...(args as unknown as GetInstallExportArgs), path: join(dir, "export.csv"), format: "csv" }, ctx);
        return { rows: parseRows(createReadStream(summary.path), { format: "csv", contentType: "text/csv;charset=utf-8" }), cleanup };
      } catch (error) {
        await cleanup();
        throw error;
      }
    }
  }
}
