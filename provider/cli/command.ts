// One `report` command: run it with a progress indicator, then write its rows where asked.
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import type { Writable } from "node:stream";
import type { FunctionContext } from "../functions/function-context";
import { fetchReport } from "./fetch-report";
import type { FlagArgs, OutputFormat, ReportKind } from "./flags";
import { rowWriter } from "./output";
import { progressOn } from "./progress";

export interface Command {
  kind: ReportKind;
  format: OutputFormat;
  out?: string;
  args: FlagArgs;
}

/** Returns the number of rows written. */
export async function runCommand(
  command: Command,
  context: (onProgress: (message: string) => void) => FunctionContext,
  io: { stdout: NodeJS.WriteStream; stderr: NodeJS.WriteStream },
): Promise<number> {
  const progress = progressOn(io.stderr);
  let report;
  try {
    report = await fetchReport(command.kind, command.args, context((message) => progress.update(message)));
  } finally {
    progress.stop();
  }
  // The output file is opened only once the report succeeded: a failed call leaves no empty file.
  const out: Writable = command.out ? createWriteStream(command.out) : io.stdout;
  let count = 0;
  try {
    const writer = rowWriter(command.format, out);
    for await (const row of report.rows) {
      await writer.write(row);
      count++;
    }
    await writer.end();
  } finally {
    await report.cleanup();
    if (command.out) {
      out.end();
      await once(out, "finish");
    }
  }
  return count;
}
