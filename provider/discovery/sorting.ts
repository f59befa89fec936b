// Putting discovered objects in a document's or a program's order. An account read into memory is
// sorted in memory; a streamed one on disk (a merge sort of files in discovery's temporary folder),
// so that neither order needs every object in memory at once. Both use the same keys and the same
// comparison, and both keep the items' order among equal keys.
import { closeSync, openSync, readSync, rmSync } from "node:fs";
import { join } from "node:path";
import { StringDecoder } from "node:string_decoder";
import { FileSink } from "./document-writer";

/** Compared element by element: numbers as numbers, text by UTF-16 code units (as `<` does). */
export type SortKey = readonly (string | number)[];

/** The items in the keys' order; the answer may be iterated again. */
export type Sorter = <T>(items: Iterable<T>, key: (item: T) => SortKey) => Iterable<T>;

export function compareKeys(a: SortKey, b: SortKey): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

export const sortInMemory: Sorter = (items, key) => [...items].map((item) => ({ key: key(item), item })).sort((a, b) => compareKeys(a.key, b.key)).map((e) => e.item);

/** An item and its key as a line of a sort file: `[key, position, item]` (the position keeps equal keys in order). */
type Entry = [SortKey, number, unknown];

const compareEntries = (a: Entry, b: Entry) => compareKeys(a[0], b[0]) || a[1] - b[1];

/** Runs merged into one file at a time: each is read through a buffer of 64 KiB. */
const MERGED_AT_ONCE = 16;

/**
 * Sorts items (JSON values) in files of `folder`: runs of `runLength` items sorted in memory, then
 * merged into one file, read back one item at a time each time the answer is iterated. The folder
 * is its owner's to remove. A run is short: one of 4,096 items lived through young-generation
 * collections and reached V8's old generation, where each became garbage that only a full
 * collection takes back; at 1,024 most of a run is written before that.
 */
export class DiskSorter {
  private files = 0;

  constructor(private readonly folder: string, private readonly runLength = 1024) {}

  readonly sort: Sorter = <T>(items: Iterable<T>, key: (item: T) => SortKey): Iterable<T> => {
    const runs: string[] = [];
    let run: Entry[] = [];
    let position = 0;
    for (const item of items) {
      run.push([key(item), position++, item]);
      if (run.length >= this.runLength) {
        runs.push(this.written(run.sort(compareEntries)));
        run = [];
      }
    }
    if (run.length > 0 || runs.length === 0) runs.push(this.written(run.sort(compareEntries)));
    const file = this.mergedInRounds(runs);
    return { [Symbol.iterator]: () => itemsOf<T>(file) };
  };

  private newFile(): string {
    return join(this.folder, `sorted-${this.files++}.jsonl`);
  }

  private written(entries: Iterable<Entry>): string {
    const file = this.newFile();
    const out = new FileSink(file);
    try {
      for (const entry of entries) out.write(`${JSON.stringify(entry)}\n`);
    } finally {
      out.close();
    }
    return file;
  }

  /** One file from sorted runs, merged a few at a time, so that the files read at once stay few whatever the account's size. */
  private mergedInRounds(runs: readonly string[]): string {
    let round = runs;
    while (round.length > 1) {
      const next: string[] = [];
      for (let i = 0; i < round.length; i += MERGED_AT_ONCE) {
        const group = round.slice(i, i + MERGED_AT_ONCE);
        next.push(group.length === 1 ? group[0]! : this.merged(group));
      }
      round = next;
    }
    return round[0]!;
  }

  /** One file from sorted runs, taking the least head each time (few runs: a scan is enough). */
  private merged(runs: readonly string[]): string {
    const readers = runs.map((file) => lines(file));
    try {
      const heads = readers.map((reader) => next(reader));
      return this.written((function* () {
        for (;;) {
          let least = -1;
          for (let i = 0; i < heads.length; i++) {
            const head = heads[i];
            if (head !== undefined && (least < 0 || compareEntries(head, heads[least]!) < 0)) least = i;
          }
          if (least < 0) return;
          yield heads[least]!;
          heads[least] = next(readers[least]!);
        }
      })());
    } finally {
      for (const reader of readers) reader.return(undefined);
      for (const file of runs) rmSync(file, { force: true });
    }
  }
}

function next(reader: Generator<string>): Entry | undefined {
  const line = reader.next();
  return line.done ? undefined : (JSON.parse(line.value) as Entry);
}

function* itemsOf<T>(file: string): Generator<T> {
  for (const line of lines(file)) yield (JSON.parse(line) as Entry)[2] as T;
}

/** The lines of a file, read 64 KiB at a time (JSON text holds no raw line break). */
export function* lines(file: string): Generator<string> {
  const fd = openSync(file, "r");
  try {
    const buffer = Buffer.alloc(1 << 16);
    const decoder = new StringDecoder("utf8");
    let rest = "";
    for (;;) {
      const read = readSync(fd, buffer, 0, buffer.length, null);
      if (read === 0) break;
      const text = rest + decoder.write(buffer.subarray(0, read));
      const parts = text.split("\n");
      rest = parts.pop()!;
      yield* parts;
    }
    if (rest !== "") yield rest;
  } finally {
    closeSync(fd);
  }
}
