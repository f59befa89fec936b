// Runs one report for the command line through the same runners as the data sources, and hands
// back its rows. The install export goes through a temporary file (streamed in, then read back
// row by row), so even a very large export is never held in memory.
import { createReadStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseRows } from "../client";
import { type GetAppCountryArgs, runAppCountry } from "../reports/app-country";
import { type GetAppArgs, runApp } from "../reports/app";
import { type GetCampaignArgs, runCampaign } from "../reports/campaign";
import { type GetInstallExportArgs, runInstallExport } from "../reports/install-export";
import { type GetMediationArgs, runMediation } from "../reports/mediation";
import { type GetMonetizationArgs, runMonetization } from "../reports/monetization";
import type { ReportContext } from "../reports/report-context";
import type { ReportKind } from "./flags";

export interface FetchedReport {
  rows: Iterable<object> | AsyncIterable<object>;
  /** Removes temporary files; call once the rows were read. */
  cleanup(): Promise<void>;
}

const none = async () => undefined;

// The command line hands over whatever the flags said; the runners check every rule themselves.
export async function fetchReport(kind: ReportKind, args: Record<string, unknown>, ctx: ReportContext): Promise<FetchedReport> {
  switch (kind) {
    case "campaign":
      return { rows: (await runCampaign(args as unknown as GetCampaignArgs, ctx)).rows, cleanup: none };
    case "app":
      return { rows: (await runApp(args as unknown as GetAppArgs, ctx)).rows, cleanup: none };
    case "app-country":
      return { rows: (await runAppCountry(args as unknown as GetAppCountryArgs, ctx)).rows, cleanup: none };
    case "monetization":
      return { rows: (await runMonetization(args as unknown as GetMonetizationArgs, ctx)).rows, cleanup: none };
    case "mediation":
      return { rows: (await runMediation(args as GetMediationArgs, ctx)).rows, cleanup: none };
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
