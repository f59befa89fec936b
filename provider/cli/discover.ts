// `adpublisher discover`: the whole account as a `pulumi import --file` document, as a program
// (YAML, Python, Go or Java with its import.json, or TypeScript of the dynamic resources), or (with --unmanaged) the
// objects no given stack manages.
// The logic is in provider/discovery; this wires it to files, stdout and stderr.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { readAccount, type Account } from "../discovery/account";
import type { RuntimeContext } from "../runtime/runtime-context";
import { importDocument } from "../discovery/import-file";
import { inventory, type Inventory } from "../discovery/inventory";
import { parseStackState, StateFileError } from "../discovery/stack-state";
import { describeUnseen, unseenOnAccount } from "../discovery/unseen-fields";
import { buildProgram } from "../discovery/program/build";
import { nextSteps, programFiles } from "../discovery/program/languages";
import { describeUnmanaged, unmanagedObjects } from "../discovery/unmanaged";
import type { DiscoverMode } from "./discover-flags";
import { UsageError } from "./flags";

interface Streams {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

/** Exit code: 0, or 1 when --unmanaged found objects no stack manages. */
export async function runDiscover(command: DiscoverMode, context: RuntimeContext, io: Streams): Promise<number> {
  // State files are read before the account, so a bad one costs no call to the service.
  const states = command.mode === "unmanaged" ? await Promise.all(command.states.map(readState)) : [];
  const account = await readAccount(context);
  const found = inventory(account);
  if (command.mode === "unmanaged") {
    const unmanaged = unmanagedObjects(found, states);
    for (const object of unmanaged) io.stdout.write(`${describeUnmanaged(object)}\n`);
    const pending = states.reduce((sum, state) => sum + state.pendingOperations, 0);
    if (pending > 0) io.stderr.write(`${pending} operation(s) of an interrupted run are pending in the given state: in that stack, run \`pulumi cancel\`, then \`adpublisher recover\` (it gives pending creates the objects the run made)\n`);
    io.stderr.write(unmanaged.length === 0
      ? `every object on the account is managed by a given stack (${found.objects.length} checked)\n`
      : `${unmanaged.length} object(s) on the account are managed by no given stack\n`);
    return unmanaged.length === 0 ? 0 : 1;
  }
  if (command.mode === "program") {
    const program = buildProgram(account, found, command);
    // A file name may hold folders (Java's src/main/java/program/Main.java).
    for (const [file, content] of Object.entries(programFiles(command.language, program))) {
      await mkdir(dirname(join(command.out, file)), { recursive: true });
      await writeFile(join(command.out, file), content);
    }
    io.stderr.write(`${found.objects.length} resources written to ${command.out}: ${nextSteps(command.language, command.out)}\n`);
  } else {
    const document = `${JSON.stringify(importDocument(found), null, 2)}\n`;
    if (command.out) await writeFile(command.out, document);
    else io.stdout.write(document);
    io.stderr.write(`${found.objects.length} resources${command.out ? ` written to ${command.out}` : ""}: run \`pulumi import --file <document>\`\n`);
  }
  await report(account, found, command.report, io.stderr);
  return 0;
}

/** One `pulumi stack export` file; a file that is not one is a usage error naming it. */
export async function readState(file: string) {
  try {
    return parseStackState(await readFile(file, "utf8"), file);
  } catch (error) {
    if (error instanceof StateFileError) throw new UsageError(error.message);
    throw error;
  }
}

/**
 * What discovery could not bring in: objects a program could not recreate (locations of types the
 * API cannot create), and the fields no read returns (fixed_cpm prices). The file keeps its
 * `pricesNotVisible` key: scripts read it.
 */
async function report(account: Account, found: Inventory, file: string | undefined, stderr: NodeJS.WritableStream): Promise<void> {
  for (const object of found.setAside) stderr.write(`not imported: ${object.label}, id ${object.id} (${object.reason})\n`);
  const unreadable = unseenOnAccount(account);
  for (const line of describeUnseen(unreadable)) stderr.write(`${line}\n`);
  const notImported = found.setAside.map(({ live, ...object }) => ({ ...(live as object), ...object }));
  if (file) await writeFile(file, `${JSON.stringify({ notImported, pricesNotVisible: unreadable.map(({ id, label }) => ({ id, label })) }, null, 2)}\n`);
}
