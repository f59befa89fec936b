// Where streaming discovery keeps the live fields of the objects it has read: a temporary file,
// written as each app's lists come in and read back one object at a time when the program reaches
// it. A program's order (and its names, which depend on every object of the account) is known only
// once the whole account is read, and reading it again would cost every call twice; so the fields
// wait on disk, and what memory keeps of an object is where it starts (naming-log.ts keeps even
// that on disk for an app's own objects).
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Which object of the spill file: the number `put` answered (where its line starts). */
export type Spilled = number;

/**
 * Bytes read at a time when an object is read back. An app's own objects were written together and
 * are read back together (the program's order puts them after their app), so one read serves the
 * next several; an object longer than this is read alone.
 */
const WINDOW = 1 << 13;

export class LiveSpill {
  /** The temporary folder: the spill file, and whatever else discovery keeps on disk meanwhile (sorting.ts, naming-log.ts). */
  readonly folder: string;
  private readonly fd: number;
  /** Bytes written: where the next object starts. */
  private size = 0;
  /** The last bytes read, from windowStart on (windowLength of them): written bytes never change, so a put leaves it true. */
  private readonly window = Buffer.allocUnsafe(WINDOW);
  private windowStart = 0;
  private windowLength = 0;

  constructor() {
    this.folder = mkdtempSync(join(tmpdir(), "adpublisher-discover-"));
    this.fd = openSync(join(this.folder, "live.bin"), "w+");
  }

  /** Writes the object as its JSON's length (4 bytes) and its JSON; answers where it starts, which is all memory keeps of it. */
  put(live: unknown): Spilled {
    const json = JSON.stringify(live);
    const bytes = Buffer.allocUnsafe(4 + Buffer.byteLength(json));
    bytes.writeUInt32LE(bytes.length - 4, 0);
    bytes.write(json, 4, "utf8");
    const start = this.size;
    writeSync(this.fd, bytes, 0, bytes.length, start);
    this.size += bytes.length;
    return start;
  }

  get(spilled: Spilled): unknown {
    if (!(Number.isInteger(spilled) && spilled >= 0 && spilled + 4 <= this.size)) throw new Error(`discovery's spill file holds no object at ${spilled}`);
    const length = this.bytesAt(spilled, 4).readUInt32LE(0);
    if (spilled + 4 + length > this.size) throw new Error(`discovery's spill file holds no object at ${spilled}`);
    return JSON.parse(this.bytesAt(spilled + 4, length).toString("utf8")) as unknown;
  }

  /** The file's bytes from `position`: a view of the window, good until the next read. */
  private bytesAt(position: number, length: number): Buffer {
    const offset = position - this.windowStart;
    if (offset >= 0 && offset + length <= this.windowLength) return this.window.subarray(offset, offset + length);
    if (length > WINDOW) {
      const alone = Buffer.allocUnsafe(length);
      this.read(alone, position);
      return alone;
    }
    this.windowLength = Math.min(WINDOW, this.size - position);
    this.windowStart = position;
    this.read(this.window.subarray(0, this.windowLength), position);
    return this.window.subarray(0, length);
  }

  private read(into: Buffer, position: number): void {
    const read = readSync(this.fd, into, 0, into.length, position);
    if (read !== into.length) throw new Error(`discovery's spill file: read ${read} of ${into.length} bytes at ${position}`);
  }

  /** Removes the file; the spill is not used after. */
  close(): void {
    closeSync(this.fd);
    rmSync(this.folder, { recursive: true, force: true });
  }
}
