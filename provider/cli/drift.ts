// `adpublisher drift [--account] [--format markdown|json] [--stack NAME] [--state STATE.json...]`, run in
// the stack's folder by the scheduled job. Exit 0 clean, 1 drift found, 2 could not tell (or bad
// input: a flag, a state file or a line of the ignore file, refused before anything runs).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { parseStackState, stateFileText } from "../discovery/stack-state";
import { PulumiJsonError } from "../pulumi-json/parse";
import { checkDrift, renderDriftMarkdown } from "../drift/check";
import { IGNORE_FILE, IgnoreFileError, parseIgnoreFile, type IgnoreEntry } from "../drift/ignore-file";
import type { DriftScope } from "../drift/scope";
import { UsageError } from "./flags";

export interface DriftFlags {
  format: "markdown" | "json";
  stack?: string;
  states: string[];
  scope: DriftScope;
  cwd?: string;
}

export function parseDriftFlags(argv: string[]): DriftFlags | "help" {
  let values: Record<string, string | boolean | string[] | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv, strict: true, allowPositionals: false,
      options: {
        format: { type: "string" }, stack: { type: "string" }, state: { type: "string", multiple: true }, cwd: { type: "string" },
        account: { type: "boolean" }, help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message.split("\n")[0]);
  }
  if (values.help) return "help";
  const format = (values.format as string | undefined) ?? "markdown";
  if (format !== "markdown" && format !== "json") throw new UsageError(`--format must be markdown or json (got "${format}")`);
  return {
    format, stack: values.stack as string | undefined, states: (values.state as string[] | undefined) ?? [], cwd: values.cwd as string | undefined,
    scope: values.account ? "account" : "stack",
  };
}

/** Every input file, read and checked before the stack is touched: a bad one is exit 2 naming it. */
function readInputs(flags: DriftFlags, projectDir: string): { otherStates: { file: string; text: string }[]; ignore: IgnoreEntry[] } {
  const otherStates = flags.states.map((file) => {
    let text: string;
    try {
      text = stateFileText(readFileSync(file), file);
      parseStackState(text, file);
    } catch (error) {
      if (error instanceof PulumiJsonError) throw new UsageError(`--state ${error.message}`);
      throw new UsageError(`--state ${file}: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message}`);
    }
    return { file, text };
  });
  const ignoreFile = join(projectDir, IGNORE_FILE);
  let ignore: IgnoreEntry[] = [];
  try {
    if (existsSync(ignoreFile)) ignore = parseIgnoreFile(readFileSync(ignoreFile, "utf8"), ignoreFile);
  } catch (error) {
    if (error instanceof IgnoreFileError) throw new UsageError(error.message);
    throw error;
  }
  return { otherStates, ignore };
}

export async function runDrift(flags: DriftFlags, io: { stdout: NodeJS.WritableStream; env: NodeJS.ProcessEnv }): Promise<number> {
  const projectDir = flags.cwd ?? process.cwd();
  const { otherStates, ignore } = readInputs(flags, projectDir);
  const report = await checkDrift({ projectDir, stack: flags.stack, otherStates, scope: flags.scope, ignore, env: io.env });
  io.stdout.write(flags.format === "json" ? `${JSON.stringify(report, null, 2)}\n` : renderDriftMarkdown(report));
  return report.status === "clean" ? 0 : report.status === "drift" ? 1 : 2;
}
