// `adpublisher discover`: the whole account as a `pulumi import --file` document, as a program
// (YAML, Python, Go or Java with its import.json, or TypeScript of the dynamic resources), or (with --unmanaged) the
// objects no given stack manages.
// The logic is in provider/discovery; this wires it to files, stdout and stderr.
import { mkdir, readFile } from "node:fs/promises";
import { readAccount } from "../discovery/account";
import type { RuntimeContext } from "../runtime/runtime-context";
import type { SetAsideObject } from "../discovery/catalog";
import { chunksOf, FileSink, JsonArraysWriter, ResourcesDocumentWriter, writeAll } from "../discovery/document-writer";
import { importSpecs } from "../discovery/import-file";
import { inventory } from "../discovery/inventory";
import { parseStackState, stateFileText } from "../discovery/stack-state";
import { PulumiJsonError } from "../pulumi-json/parse";
import { describeUnseenObject, type UnseenObject } from "../discovery/unseen-fields";
import { programHead, programParts } from "../discovery/program/build";
import { nextSteps, writeProgram } from "../discovery/program/languages";
import { streamAccount } from "../discovery/streamed-account";
import { describeUnmanaged, unmanagedObjects } from "../discovery/unmanaged";
import type { DiscoverMode } from "./discover-flags";
import { UsageError } from "./flags";

interface Streams {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  /** Called before the account is streamed, in the bin's own process (heap-growth.ts). */
  beforeStreaming?: () => void;
}

/** Exit code: 0, or 1 when --unmanaged found objects no stack manages. */
export async function runDiscover(command: DiscoverMode, context: RuntimeContext, io: Streams): Promise<number> {
  if (command.mode === "unmanaged") {
    // State files are read before the account, so a bad one costs no call to the service.
    const states = await Promise.all(command.states.map(readState));
    const found = inventory(await readAccount(context));
    const unmanaged = unmanagedObjects(found, states);
    for (const object of unmanaged) io.stdout.write(`${describeUnmanaged(object)}\n`);
    const pending = states.reduce((sum, state) => sum + state.pendingOperations, 0);
    if (pending > 0) io.stderr.write(`${pending} operation(s) of an interrupted run are pending in the given state: in that stack, run \`pulumi cancel\`, then \`adpublisher recover\` (it gives pending creates the objects the run made)\n`);
    io.stderr.write(unmanaged.length === 0
      ? `every object on the account is managed by a given stack (${found.objects.length} checked)\n`
      : `${unmanaged.length} object(s) on the account are managed by no given stack\n`);
    return unmanaged.length === 0 ? 0 : 1;
  }
  // The account is read app by app and written as it goes (streamed-account.ts): memory stays flat however many apps.
  io.beforeStreaming?.();
  const account = await streamAccount(context);
  try {
    if (command.mode === "program") {
      await mkdir(command.out, { recursive: true });
      writeProgram(command.language, programHead(account.setAside, command), programParts(account.source, command), command.out);
      io.stderr.write(`${account.count} resources written to ${command.out}: ${nextSteps(command.language, command.out)}\n`);
    } else {
      const objects = account.objects;
      if (command.out === undefined) {
        await writeAll(io.stdout, chunksOf((write) => {
          const document = new ResourcesDocumentWriter(write);
          return { each: importSpecs(objects), add: (spec) => document.add(spec), end: () => document.end() };
        }));
      } else {
        const file = new FileSink(command.out);
        try {
          const document = new ResourcesDocumentWriter(file.write);
          for (const spec of importSpecs(objects)) document.add(spec);
          document.end();
        } finally {
          file.close();
        }
      }
      io.stderr.write(`${account.count} resources${command.out ? ` written to ${command.out}` : ""}: run \`pulumi import --file <document>\`\n`);
    }
    await report(account.setAside, account.unseen, command.report, io.stderr);
  } finally {
    account.close();
  }
  return 0;
}

/** One `pulumi stack export` file; a file that is not one is a usage error naming it. */
export async function readState(file: string) {
  try {
    return parseStackState(stateFileText(await readFile(file), file), file);
  } catch (error) {
    if (error instanceof PulumiJsonError) throw new UsageError(error.message);
    throw error;
  }
}

/**
 * What discovery could not bring in: objects a program could not recreate (locations of types the
 * API cannot create), and the fields no read returns (fixed_cpm prices). The file keeps its
 * `pricesNotVisible` key: scripts read it.
 */
async function report(setAside: readonly SetAsideObject[], unreadable: Iterable<UnseenObject>, file: string | undefined, stderr: NodeJS.WritableStream): Promise<void> {
  await writeAll(stderr, (function* () {
    for (const object of setAside) yield `not imported: ${object.label}, id ${object.id} (${object.reason})\n`;
    for (const object of unreadable) yield `${describeUnseenObject(object)}\n`;
  })());
  if (!file) return;
  // One object at a time: an account can hold many fixed_cpm locations.
  const out = new FileSink(file);
  try {
    const document = new JsonArraysWriter(out.write);
    document.array("notImported");
    for (const { live, ...object } of setAside) document.add({ ...(live as object), ...object });
    document.array("pricesNotVisible");
    for (const { id, label } of unreadable) document.add({ id, label });
    document.end();
  } finally {
    out.close();
  }
}
