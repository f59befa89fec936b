// `adpublisher recover [--dry-run] [--stack NAME] [--stack-export FILE]...`: the flags, checked
// before any call, and the wiring of provider/recovery to the Pulumi CLI, the client and stdout.
import { existsSync, statSync } from "node:fs";
import { parseArgs } from "node:util";
import { pulumiCli } from "../recovery/pulumi-cli";
import { recover } from "../recovery/recover";
import type { RuntimeContext } from "../runtime/runtime-context";
import { readState } from "./discover";
import { UsageError } from "./flags";

export interface RecoverCommand {
  dryRun: boolean;
  stack?: string;
  /** `pulumi stack export` files of the other stacks that work on the account. */
  stackExports: string[];
}

export function parseRecover(argv: string[]): RecoverCommand | "help" {
  let values: { "dry-run"?: boolean; stack?: string; "stack-export"?: string[]; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv, strict: true, allowPositionals: false,
      options: { "dry-run": { type: "boolean" }, stack: { type: "string" }, "stack-export": { type: "string", multiple: true }, help: { type: "boolean", short: "h" } },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message.split("\n")[0]);
  }
  if (values.help) return "help";
  const stackExports = values["stack-export"] ?? [];
  const missing = stackExports.find((file) => !existsSync(file) || !statSync(file).isFile());
  if (missing !== undefined) throw new UsageError(`--stack-export: ${missing} is not a file (give the output of \`pulumi stack export\` of another stack)`);
  if (values.stack !== undefined && !/^[A-Za-z0-9_.\/-]+$/.test(values.stack)) throw new UsageError(`--stack must be a stack name (got "${values.stack}")`);
  return { dryRun: values["dry-run"] === true, stack: values.stack, stackExports };
}

export async function runRecover(
  command: RecoverCommand,
  context: RuntimeContext,
  io: { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream; env: NodeJS.ProcessEnv },
): Promise<number> {
  const otherStacks = await Promise.all(command.stackExports.map(readState));
  const pulumi = pulumiCli({ cwd: process.cwd(), env: io.env, stack: command.stack });
  return recover({ dryRun: command.dryRun, otherStacks }, pulumi, context, io);
}
