// Where streaming discovery keeps the live fields of the objects it has read (and the report's
// notes about them): a temporary file, written as each app's lists come in and read back one
// object at a time when the program (or the report) reaches it. A program's order (and its names, which depend on every object of the account) is known
// only once the whole account is read, and reading it again would cost every call twice; so the
// fields wait on disk and memory holds only their place.
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Where one object's fields are in the spill file. */
export interface Spilled {
  readonly position: number;
  readonly length: number;
}

export class LiveSpill {
  private readonly folder: string;
  private readonly fd: number;
  private end = 0;

  constructor() {
    this.folder = mkdtempSync(join(tmpdir(), "adpublisher-discover-"));
    this.fd = openSync(join(this.folder, "live.jsonl"), "w+");
  }

  put(live: unknown): Spilled {
    const bytes = Buffer.from(`${JSON.stringify(live)}\n`);
    writeSync(this.fd, bytes, 0, bytes.length, this.end);
    const spilled = { position: this.end, length: bytes.length - 1 };
    this.end += bytes.length;
    return spilled;
  }

  get(spilled: Spilled): unknown {
    const bytes = Buffer.alloc(spilled.length);
    const read = readSync(this.fd, bytes, 0, spilled.length, spilled.position);
    if (read !== spilled.length) throw new Error(`discovery's spill file: read ${read} of ${spilled.length} bytes at ${spilled.position}`);
    return JSON.parse(bytes.toString("utf8")) as unknown;
  }

  /** Removes the file; the spill is not used after. */
  close(): void {
    closeSync(this.fd);
    rmSync(this.folder, { recursive: true, force: true });
  }
}
