#!/usr/bin/env node
// `adpublisher report <kind> --from YYYY-MM-DD --to YYYY-MM-DD [options] --format table|csv|json [--out FILE]`
// `adpublisher discover [--out FILE | --language yaml|python|go|java|typescript --out DIR | --unmanaged STATE.json...]`
// `adpublisher delete <app|ad-location|block-list> <id>`
// `adpublisher review --preview FILE|- [--format markdown|json]`, `adpublisher drift [--format markdown|json]`
// `adpublisher impact [--days N] [--update N | --commit SHA | --since YYYY-MM-DD] [--resource NAME] [--format markdown|json] [--chart DIR]` (in a stack's folder)
// `adpublisher recover [--dry-run] [--stack NAME] [--stack-export FILE]...` (in a stack's folder)
// The reports of the data sources, and the account's discovery, for a person at a terminal.
// Credentials come from the ADPUBLISHER_* environment variables. Exit codes: 0 done, 2 bad
// arguments or settings, 1 a failed call (or, for discover --unmanaged, objects no stack
// manages); a failure prints one line on stderr.
import { existsSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, InputValidationError } from "../client";
import { functionContext } from "../functions/function-context";
import { createRuntimeContext } from "../runtime/runtime-context";
import { isClosedOutput, watchOutput } from "./closed-output";
import { runCommand } from "./command";
import { parseDelete, runDelete } from "./delete";
import { runDiscover } from "./discover";
import { parseDiscoverFlags } from "./discover-flags";
import { parseDriftFlags, runDrift } from "./drift";
import { keepHeapNearWhatSurvives } from "./heap-growth";
import { parseImpactFlags, runImpact } from "./impact";
import { parseRecover, runRecover } from "./recover";
import { parseReviewFlags, runReview } from "./review";
import { FORMATS, type FlagArgs, type OutputFormat, REPORT_FLAGS, REPORT_KINDS, type ReportKind, UsageError, argsFromFlags, flagFor } from "./flags";
import { usage } from "./usage";

export interface Io {
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
  env: NodeJS.ProcessEnv;
  /** The bin's own process tunes V8 before discovery streams an account (heap-growth.ts); a command run inside another process does not. */
  beforeStreaming?: () => void;
}

interface Parsed {
  kind: ReportKind;
  format: OutputFormat;
  out?: string;
  args: FlagArgs;
}

const ALL_FLAGS = [...new Set(Object.values(REPORT_FLAGS).flatMap((flags) => Object.keys(flags)))];

function parse(argv: string[]): Parsed | "help" {
  const [command, kind, ...rest] = argv;
  if (command === undefined || command === "help" || command === "--help" || command === "-h") return "help";
  if (command !== "report") throw new UsageError(`unknown command "${command}"; the commands are report, discover, delete, review, drift, impact and recover (see \`adpublisher --help\`)`);
  if (kind === "--help" || kind === "-h") return "help";
  if (!(REPORT_KINDS as readonly string[]).includes(kind ?? "")) {
    throw new UsageError(`report kind must be one of ${REPORT_KINDS.join(", ")} (got ${kind === undefined ? "nothing" : `"${kind}"`})`);
  }
  let values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  try {
    const options = Object.fromEntries(ALL_FLAGS.map((flag) => [flag, { type: "string" as const, multiple: true }]));
    ({ values } = parseArgs({
      args: rest, strict: true, allowPositionals: false,
      options: { ...options, format: { type: "string" }, out: { type: "string" }, help: { type: "boolean", short: "h" } },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message.split("\n")[0]);
  }
  if (values.help) return "help";
  const { format = "table", out, help: _help, ...flags } = values;
  if (!(FORMATS as readonly unknown[]).includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(", ")} (got "${String(format)}")`);
  if (typeof out === "string") {
    const folder = dirname(resolve(out));
    if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new UsageError(`--out must be in an existing folder (${folder} does not exist)`);
  }
  const args = argsFromFlags(kind as ReportKind, flags as Record<string, string[]>);
  return { kind: kind as ReportKind, format: format as OutputFormat, out: out as string | undefined, args };
}

/** One line, argument names given as the flags the person typed. */
function reason(error: unknown, kind: ReportKind | undefined): string {
  if (error instanceof InputValidationError && kind) {
    const issues = error.issues.map((issue) => {
      const [path, ...rule] = issue.split(": ");
      const flag = flagFor(kind, path);
      return flag ? `${flag}: ${rule.join(": ")}` : issue;
    });
    return `invalid arguments: ${issues.join("; ")}`.replace(/\bdateMin\b/g, "--from").replace(/\bdateMax\b/g, "--to");
  }
  return (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, " ");
}

const ACCOUNT_COMMANDS = ["discover", "delete", "review", "recover"] as const;
type AccountCommand = (typeof ACCOUNT_COMMANDS)[number];

/** discover, delete, review and recover: flags first, then the client from the environment. */
async function accountCommand(command: AccountCommand, argv: string[], io: Io): Promise<number> {
  if (command === "recover") {
    const parsed = parseRecover(argv);
    if (parsed === "help") return (io.stdout.write(usage()), 0);
    // The context builds its client only when a pending create has to be matched against the account.
    return runRecover(parsed, createRuntimeContext({ env: io.env }), io);
  }
  if (command === "review") {
    const parsed = parseReviewFlags(argv);
    if (parsed === "help") {
      io.stdout.write(usage());
      return 0;
    }
    return runReview(parsed, createRuntimeContext({ env: io.env }).client, io);
  }
  if (command === "delete") {
    const parsed = parseDelete(argv);
    io.stdout.write(`${await runDelete(parsed, createRuntimeContext({ env: io.env }))}\n`);
    return 0;
  }
  const parsed = parseDiscoverFlags(argv);
  if (parsed === "help") {
    io.stdout.write(usage());
    return 0;
  }
  return runDiscover(parsed, createRuntimeContext({ env: io.env }), io);
}

export async function main(argv: string[], io: Io): Promise<number> {
  let kind: ReportKind | undefined;
  try {
    if ((ACCOUNT_COMMANDS as readonly string[]).includes(argv[0] ?? "")) return await accountCommand(argv[0] as AccountCommand, argv.slice(1), io);
    if (argv[0] === "drift") {
      const parsed = parseDriftFlags(argv.slice(1));
      if (parsed === "help") {
        io.stdout.write(usage());
        return 0;
      }
      return await runDrift(parsed, io);
    }
    if (argv[0] === "impact") {
      const parsed = parseImpactFlags(argv.slice(1));
      if (parsed === "help") return (io.stdout.write(usage()), 0);
      // The client is made only once the stack's history has given changes to measure.
      return await runImpact(parsed, () => createRuntimeContext({ env: io.env }).client, io);
    }
    const parsed = parse(argv);
    if (parsed === "help") {
      io.stdout.write(usage());
      return 0;
    }
    kind = parsed.kind;
    const rows = await runCommand(parsed, (onProgress) => functionContext({ onProgress }, createRuntimeContext({ env: io.env })), io);
    if (io.stdout.destroyed) return 0; // the reader went away after the last row: nothing more to say
    io.stderr.write(`${rows} row${rows === 1 ? "" : "s"}${parsed.out ? ` written to ${parsed.out}` : ""}\n`);
    return 0;
  } catch (error) {
    // The reader of stdout went away (`| head`): it has what it wanted, so end quietly.
    if (isClosedOutput(error)) return 0;
    io.stderr.write(`adpublisher: ${reason(error, kind)}\n`);
    return error instanceof UsageError || error instanceof InputValidationError || error instanceof ConfigError ? 2 : 1;
  }
}

/** Runs the command line of this process (the bin entry, provider/bin/adpublisher.ts, calls it). */
export function runFromProcess(): void {
  watchOutput(process.stdout);
  const io = { stdout: process.stdout, stderr: process.stderr, env: process.env, beforeStreaming: () => void keepHeapNearWhatSurvives() };
  main(process.argv.slice(2), io).then((code) => {
    process.exitCode = code;
  });
}

if (require.main === module) runFromProcess();
