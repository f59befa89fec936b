// The account as `adpublisher discover` reads it for an import document or a program: walked app by
// app (one list per app and per page), each object's id and live fields put in a spill file as its
// app's lists come in. Memory keeps a few numbers for each app and each block list (catalog.ts:
// where it is, its kind, a hash of each name candidate) and each app's id (its children name it);
// an app's own objects keep theirs in a file beside the spill file (naming-log.ts), so what memory
// holds does not grow with the apps' locations. Names are made again from the spill file when the
// output reaches each object, and the output's orders are sorted on disk (sorting.ts), in the
// spill file's folder. The notes on fields nobody can read (fixed_cpm prices) wait in a file of
// their own for the report; the objects set aside are kept whole, to be reported.
import { join } from "node:path";
import type { AnyResourceDefinition } from "../resources/definition";
import { definitionNamed, DEFINITIONS } from "../resources/definitions";
import type { RuntimeContext } from "../runtime/runtime-context";
import { walkAccount } from "./account";
import { AccountCatalog, type NamedObject, type SetAsideObject } from "./catalog";
import { FileSink } from "./document-writer";
import { NamingFile } from "./naming-log";
import { unseenOnAccount, type UnseenObject } from "./unseen-fields";
import type { ProgramSource } from "./program/build";
import { DiskSorter, lines } from "./sorting";
import { LiveSpill } from "./spill";

export type StreamedObject = NamedObject;

export interface StreamedAccount {
  /** How many managed objects. */
  readonly count: number;
  /** The managed objects, named, account-scoped first, then the apps' own; by name within each (read from disk each time it is iterated). */
  readonly objects: Iterable<StreamedObject>;
  readonly setAside: readonly SetAsideObject[];
  /** The objects with fields no read returns (fixed_cpm prices), read back from their file one at a time each time it is iterated. */
  readonly unseen: Iterable<UnseenObject>;
  /** The objects as a program reads them: live fields from the spill file, one at a time. */
  readonly source: ProgramSource<StreamedObject>;
  /** Removes the spill file and the sorted files. */
  close(): void;
}

interface Kept {
  id: string;
  live: unknown;
}

export async function streamAccount(context: RuntimeContext, definitions: readonly AnyResourceDefinition[] = DEFINITIONS): Promise<StreamedAccount> {
  const spill = new LiveSpill();
  const appScoped = new NamingFile(join(spill.folder, "naming.bin"));
  const close = () => {
    appScoped.close();
    spill.close();
  };
  try {
    const catalog = new AccountCatalog({ put: ({ id, live }) => spill.put({ id, live } satisfies Kept), get: (at) => spill.get(at) as Kept }, appScoped);
    const notesFile = join(spill.folder, "unseen.jsonl");
    const notes = new FileSink(notesFile);
    try {
      await walkAccount(context, (objects, appId) => {
        for (const found of unseenOnAccount({ objects })) notes.write(`${JSON.stringify(found)}\n`);
        if (appId === undefined) catalog.addAccountScoped(objects);
        else catalog.addAppScoped(objects);
      }, definitions);
    } finally {
      notes.close();
    }
    const sorter = new DiskSorter(spill.folder);
    const objects = catalog.named(sorter.sort);
    const setAside = catalog.setAside;
    const read = (object: StreamedObject) => {
      const { live } = spill.get(object.at) as Kept;
      const definition = definitionNamed(object.kind, definitions)!;
      return { live, label: catalog.label({ definition, id: object.id, live, ...(object.appId !== undefined && { appId: object.appId }) }) };
    };
    return {
      count: catalog.count, objects, setAside, source: { objects, setAside, read, sort: sorter.sort, nameOf: (kind, id) => catalog.nameOf(kind, id) },
      unseen: { [Symbol.iterator]: function* () { for (const line of lines(notesFile)) yield JSON.parse(line) as UnseenObject; } },
      close,
    };
  } catch (error) {
    close();
    throw error;
  }
}
