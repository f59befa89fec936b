// Runs one report for the command line through the same runners as the data sources, and hands
// back its rows. The install export goes through a temporary file (streamed in, then read back
// row by row), so even a very large export is never held in memory.
import { createReadStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseRows } from "../client";
import { parseInput } from "../client/validate";
import { functionName, type DataSource } from "../functions/data-source";
import type { FunctionContext } from "../functions/function-context";
import { runAppCountry } from "../reports/app-country";
import { runApp } from "../reports/app";
import { runCampaign } from "../reports/campaign";
import { appCountryReport, appReport, campaignReport, installExport, mediationReport, monetizationReport } from "../reports/functions";
import { runInstallExport } from "../reports/install-export";
import { runMediation } from "../reports/mediation";
import { runMonetization } from "../reports/monetization";
import type { ReportKind } from "./flags";

export interface FetchedReport {
  rows: Iterable<object> | AsyncIterable<object>;
  /** Removes temporary files; call once the rows were read. */
  cleanup(): Promise<void>;
}

const none = async () => undefined;

/** The flags' arguments parsed by the data source's own schema, as a program's are; its runner checks the rules across them. */
const argsOf = <A, R>(source: DataSource<A, R>, args: unknown): A => parseInput(source.definition.args, args, `${functionName(source.definition.token)} arguments`);

export async function fetchReport(kind: ReportKind, args: unknown, ctx: FunctionContext): Promise<FetchedReport> {
  switch (kind) {
    case "campaign":
      return { rows: (await runCampaign(argsOf(campaignReport, args), ctx)).rows, cleanup: none };
    case "app":
      return { rows: (await runApp(argsOf(appReport, args), ctx)).rows, cleanup: none };
    case "app-country":
      return { rows: (await runAppCountry(argsOf(appCountryReport, args), ctx)).rows, cleanup: none };
    case "monetization":
      return { rows: (await runMonetization(argsOf(monetizationReport, args), ctx)).rows, cleanup: none };
    case "mediation":
      return { rows: (await runMediation(argsOf(mediationReport, args), ctx)).rows, cleanup: none };
    case "install": {
      const dir = await mkdtemp(join(tmpdir(), "adpublisher-install-"));
      const cleanup = () => rm(dir, { recursive: true, force: true });
      try {
        const summary = await runInstallExport(argsOf(installExport, { ...(args ?? {}), path: join(dir, "export.csv"), format: "csv" }), ctx);
        return { rows: parseRows(createReadStream(summary.path), { format: "csv", contentType: "text/csv;charset=utf-8" }), cleanup };
      } catch (error) {
        await cleanup();
        throw error;
      }
    }
  }
}
