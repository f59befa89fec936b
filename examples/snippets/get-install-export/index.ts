// Two weeks of installs written to a CSV file, with its row count as a stack output
import { getInstallExportOutput } from "pulumi-adpublisher";

// A queued job whose file is streamed to the path (its folder must exist); device ids stay in the file.
const installs = getInstallExportOutput({
  dateMin: "2026-11-01",
  dateMax: "2026-11-14",
  role: "publisher",
  path: "installs-2026-11-01.csv",
  format: "csv",
  timeoutSeconds: 1800,
});

export const installCount = installs.rows;
export const file = installs.path;
