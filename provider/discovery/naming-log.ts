// The few numbers the catalog (catalog.ts) keeps for each object it names: where the object is
// kept, its kind, its app, and a hash of each name candidate. The account-scoped objects (apps,
// block lists) keep theirs in memory, where their names are looked up at any time; an app's own
// objects, ten or more for each app, are only ever read back in the order they came, so when
// discovery streams an account they go to a file in its temporary folder and memory holds none of
// them.
import { closeSync, openSync, readSync, writeSync } from "node:fs";
import { grown } from "./typed-columns";

/** One object's numbers. */
export interface NamingEntry {
  /** Where the object is kept: the number its store answered. */
  readonly at: number;
  /** Its definition's number in the catalog. */
  readonly kind: number;
  /** Its app's number among the account-scoped objects, or a negative marker (catalog.ts). */
  readonly app: number;
  /** The hashes of its name candidates, in the candidates' order. */
  readonly hashes: Float64Array;
}

/** Objects' numbers in the order they were added, read back in that order as often as asked. */
export interface NamingLog {
  /** Adds the next object's numbers; answers its index (0, 1, 2, ...). */
  add(at: number, kind: number, app: number, hashes: Float64Array): number;
  readonly count: number;
  /** How many candidate hashes, over every object. */
  readonly hashCount: number;
  /** Every object's numbers, by index. */
  entries(): Iterable<NamingEntry>;
  /** Bytes held in memory. */
  readonly bytes: number;
  /** Lets go of what the log holds outside memory; it is not used after. */
  close(): void;
}

/** In memory, in growable columns, with any object's numbers at hand by its index. */
export class NamingColumns implements NamingLog {
  private at = new Float64Array(1024);
  private kinds = new Uint8Array(1024);
  private apps = new Int32Array(1024);
  private hashes = new Float64Array(1024);
  private starts = new Uint32Array(1024);
  private used = 0;
  private objects = 0;

  get count(): number {
    return this.objects;
  }

  get hashCount(): number {
    return this.used;
  }

  add(at: number, kind: number, app: number, hashes: Float64Array): number {
    if (this.objects + 2 > this.starts.length) this.starts = grown(this.starts);
    if (this.objects === this.at.length) {
      this.at = grown(this.at);
      this.kinds = grown(this.kinds);
      this.apps = grown(this.apps);
    }
    while (this.used + hashes.length > this.hashes.length) this.hashes = grown(this.hashes);
    const index = this.objects++;
    this.at[index] = at;
    this.kinds[index] = kind;
    this.apps[index] = app;
    this.starts[index] = this.used;
    this.hashes.set(hashes, this.used);
    this.used += hashes.length;
    this.starts[index + 1] = this.used;
    return index;
  }

  entry(index: number): NamingEntry {
    if (!(index >= 0 && index < this.objects)) throw new Error(`no object ${index} among ${this.objects}`);
    return { at: this.at[index]!, kind: this.kinds[index]!, app: this.apps[index]!, hashes: this.hashes.subarray(this.starts[index], this.starts[index + 1]) };
  }

  *entries(): Generator<NamingEntry> {
    for (let index = 0; index < this.objects; index++) yield this.entry(index);
  }

  get bytes(): number {
    return this.at.byteLength + this.kinds.byteLength + this.apps.byteLength + this.hashes.byteLength + this.starts.byteLength;
  }

  close(): void {}
}

/** Bytes of an entry before its hashes: at (8), app (4), kind (1), how many hashes (1). */
const HEAD = 14;
const CHUNK = 1 << 16;

/** In a file, written through a buffer of 64 KiB and read back the same way: memory holds no object's numbers. */
export class NamingFile implements NamingLog {
  private readonly fd: number;
  private readonly pending = Buffer.alloc(CHUNK);
  private pendingBytes = 0;
  private written = 0;
  private objects = 0;
  private hashesAdded = 0;

  constructor(path: string) {
    this.fd = openSync(path, "w+");
  }

  get count(): number {
    return this.objects;
  }

  get hashCount(): number {
    return this.hashesAdded;
  }

  add(at: number, kind: number, app: number, hashes: Float64Array): number {
    if (hashes.length > 255) throw new Error(`discovery keeps at most 255 name candidates for an object, not ${hashes.length}`);
    const size = HEAD + 8 * hashes.length;
    if (this.pendingBytes + size > CHUNK) this.flush();
    const buffer = this.pending;
    let offset = this.pendingBytes;
    offset = buffer.writeDoubleLE(at, offset);
    offset = buffer.writeInt32LE(app, offset);
    offset = buffer.writeUInt8(kind, offset);
    offset = buffer.writeUInt8(hashes.length, offset);
    for (const hash of hashes) offset = buffer.writeDoubleLE(hash, offset);
    this.pendingBytes = offset;
    this.hashesAdded += hashes.length;
    return this.objects++;
  }

  *entries(): Generator<NamingEntry> {
    this.flush();
    const buffer = Buffer.alloc(CHUNK);
    // Unread bytes are buffer[start, end); the file is read from `position` on.
    let start = 0;
    let end = 0;
    let position = 0;
    const have = (bytes: number) => {
      if (end - start >= bytes) return;
      buffer.copy(buffer, 0, start, end);
      end -= start;
      start = 0;
      const read = readSync(this.fd, buffer, end, buffer.length - end, position);
      position += read;
      end += read;
      if (end < bytes) throw new Error(`discovery's naming file ends within an entry (${end} of ${bytes} bytes)`);
    };
    for (let index = 0; index < this.objects; index++) {
      have(HEAD);
      const count = buffer.readUInt8(start + 13);
      have(HEAD + 8 * count);
      const hashes = new Float64Array(count);
      for (let i = 0; i < count; i++) hashes[i] = buffer.readDoubleLE(start + HEAD + 8 * i);
      yield { at: buffer.readDoubleLE(start), app: buffer.readInt32LE(start + 8), kind: buffer.readUInt8(start + 12), hashes };
      start += HEAD + 8 * count;
    }
  }

  get bytes(): number {
    return this.pending.byteLength;
  }

  close(): void {
    closeSync(this.fd);
  }

  private flush(): void {
    if (this.pendingBytes === 0) return;
    writeSync(this.fd, this.pending, 0, this.pendingBytes, this.written);
    this.written += this.pendingBytes;
    this.pendingBytes = 0;
  }
}
