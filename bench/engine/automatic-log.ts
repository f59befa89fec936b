// The Pulumi CLI's automatic log: since 3.259 at the latest every command writes one under
// PULUMI_HOME/logs, recording the engine's debug-level messages whatever the verbosity, among them
// every top-level property of every provider call. No setting turns it off; the CLI goes on without
// it when it cannot make that folder. So its cost grows with the property values a provider
// exchanges, and the benchmark can measure a run without it, on both sides alike.
import { readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** A file where the folder would be: the CLI's automatic log cannot start (it says so at -v, and runs on). */
export function withoutAutomaticLog(home: string): void {
  rmSync(join(home, "logs"), { recursive: true, force: true });
  writeFileSync(join(home, "logs"), "");
}

/** The bytes the automatic log holds now (0 when there is none). */
export function automaticLogBytes(home: string): number {
  const dir = join(home, "logs");
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return 0;
  return readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
}
