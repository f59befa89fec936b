// Where streaming discovery keeps the live fields of the objects it has read (and the report's
// notes about them): a temporary file, written as each app's lists come in and read back one
// object at a time when the program (or the report) reaches it. A program's order (and its names, which depend on every object of the account) is known
// only once the whole account is read, and reading it again would cost every call twice; so the
// fields wait on disk and memory holds only their place.
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { grown } from "./typed-columns";

/** Which object of the spill file: the number `put` answered (0, 1, 2, ...). */
export type Spilled = number;

export class LiveSpill {
  /** The temporary folder: the spill file, and whatever else discovery keeps on disk meanwhile (sorting.ts). */
  readonly folder: string;
  private readonly fd: number;
  /** Where each object's line ends (its line break): 8 bytes an object. */
  private ends = new Float64Array(1024);
  private count = 0;

  constructor() {
    this.folder = mkdtempSync(join(tmpdir(), "adpublisher-discover-"));
    this.fd = openSync(join(this.folder, "live.jsonl"), "w+");
  }

  put(live: unknown): Spilled {
    const bytes = Buffer.from(`${JSON.stringify(live)}\n`);
    const start = this.startOf(this.count);
    writeSync(this.fd, bytes, 0, bytes.length, start);
    if (this.count === this.ends.length) this.ends = grown(this.ends);
    this.ends[this.count] = start + bytes.length - 1;
    return this.count++;
  }

  get(spilled: Spilled): unknown {
    if (!(spilled >= 0 && spilled < this.count)) throw new Error(`discovery's spill file holds no object ${spilled}`);
    const position = this.startOf(spilled);
    const length = this.ends[spilled]! - position;
    const bytes = Buffer.alloc(length);
    const read = readSync(this.fd, bytes, 0, length, position);
    if (read !== length) throw new Error(`discovery's spill file: read ${read} of ${length} bytes at ${position}`);
    return JSON.parse(bytes.toString("utf8")) as unknown;
  }

  private startOf(index: number): number {
    return index === 0 ? 0 : this.ends[index - 1]! + 1;
  }

  /** Removes the file; the spill is not used after. */
  close(): void {
    closeSync(this.fd);
    rmSync(this.folder, { recursive: true, force: true });
  }
}
