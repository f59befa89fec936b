// `adpublisher drift [--format markdown|json] [--stack NAME] [--state STATE.json...]`, run in the
// stack's folder by the scheduled job. Exit 0 clean, 1 drift found, 2 could not tell.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { checkDrift, renderDriftMarkdown } from "../drift/check";
import { UsageError } from "./flags";

export interface DriftFlags {
  format: "markdown" | "json";
  stack?: string;
  states: string[];
  cwd?: string;
}

export function parseDriftFlags(argv: string[]): DriftFlags | "help" {
  let values: Record<string, string | boolean | string[] | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv, strict: true, allowPositionals: false,
      options: { format: { type: "string" }, stack: { type: "string" }, state: { type: "string", multiple: true }, cwd: { type: "string" }, help: { type: "boolean", short: "h" } },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message.split("\n")[0]);
  }
  if (values.help) return "help";
  const format = (values.format as string | undefined) ?? "markdown";
  if (format !== "markdown" && format !== "json") throw new UsageError(`--format must be markdown or json (got "${format}")`);
  return { format, stack: values.stack as string | undefined, states: (values.state as string[] | undefined) ?? [], cwd: values.cwd as string | undefined };
}

export async function runDrift(flags: DriftFlags, io: { stdout: NodeJS.WritableStream; env: NodeJS.ProcessEnv }): Promise<number> {
  const otherStates = flags.states.map((file) => ({ file, text: readFileSync(file, "utf8") }));
  const report = await checkDrift({ projectDir: flags.cwd ?? process.cwd(), stack: flags.stack, otherStates, env: io.env });
  io.stdout.write(flags.format === "json" ? `${JSON.stringify(report, null, 2)}\n` : renderDriftMarkdown(report));
  return report.status === "clean" ? 0 : report.status === "drift" ? 1 : 2;
}
