// Writing discovery's large files as they are made, one resource at a time, so that neither the
// document nor its text is ever whole in memory.
import { once } from "node:events";
import { closeSync, openSync, writeSync } from "node:fs";

export type Sink = (text: string) => void;

/** Text gathered into chunks of about 64 KiB before each goes out: few writes, little held. */
export class BufferedSink {
  private pending: string[] = [];
  private size = 0;

  constructor(private readonly out: (chunk: string) => void) {}

  readonly write: Sink = (text) => {
    this.pending.push(text);
    this.size += text.length;
    if (this.size >= 1 << 16) this.flush();
  };

  flush(): void {
    if (this.size > 0) this.out(this.pending.join(""));
    this.pending = [];
    this.size = 0;
  }
}

/**
 * Writes each piece to a stream, waiting for it to drain whenever it says it is full: a pipe read
 * more slowly than discovery writes (a report of many lines, a document on stdout) would otherwise
 * queue every piece in memory.
 */
export async function writeAll(stream: NodeJS.WritableStream, pieces: Iterable<string>): Promise<void> {
  for (const piece of pieces) if (!stream.write(piece)) await once(stream, "drain");
}

/**
 * The text a writer makes of items, in chunks of about 64 KiB, made as they are taken: `start`
 * gets the writer's sink and answers the items, what to do with each, and how to end.
 */
export function* chunksOf<T>(start: (write: Sink) => { each: Iterable<T>; add: (item: T) => void; end: () => void }): Generator<string> {
  const ready: string[] = [];
  const sink = new BufferedSink((chunk) => ready.push(chunk));
  const { each, add, end } = start(sink.write);
  for (const item of each) {
    add(item);
    yield* ready.splice(0);
  }
  end();
  sink.flush();
  yield* ready.splice(0);
}

/** A file written through a BufferedSink of synchronous writes (discovery has nothing else to do meanwhile). */
export class FileSink extends BufferedSink {
  private readonly fd: number;

  constructor(path: string) {
    const fd = openSync(path, "w");
    super((chunk) => {
      const bytes = Buffer.from(chunk);
      for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done, bytes.length - done);
    });
    this.fd = fd;
  }

  close(): void {
    this.flush();
    closeSync(this.fd);
  }
}

/**
 * A JSON object of arrays (`{ "resources": [ ... ] }`, or a report's lists) and a final line
 * break, byte for byte as `JSON.stringify(document, null, 2)` writes it, one entry at a time: each
 * entry is indented as the array's element (JSON text holds no raw line break inside a string, so
 * every line break is the layout's).
 */
export class JsonArraysWriter {
  private arrays = 0;
  /** Entries written to the open array; -1: none open. */
  private entries = -1;

  constructor(private readonly write: Sink) {}

  /** Opens the next array, under `key`. */
  array(key: string): void {
    this.closeArray();
    this.write(`${this.arrays++ === 0 ? "{\n" : ",\n"}  ${JSON.stringify(key)}: [`);
    this.entries = 0;
  }

  add(entry: unknown): void {
    if (this.entries < 0) throw new Error("JsonArraysWriter: an entry before any array");
    this.write(`${this.entries++ === 0 ? "\n" : ",\n"}    ${JSON.stringify(entry, null, 2).replaceAll("\n", "\n    ")}`);
  }

  end(): void {
    this.closeArray();
    this.write(this.arrays === 0 ? "{}\n" : "\n}\n");
  }

  private closeArray(): void {
    if (this.entries >= 0) this.write(this.entries === 0 ? "]" : "\n  ]");
    this.entries = -1;
  }
}

/** `{ "resources": [ ... ] }`: a `pulumi import --file` document, one entry at a time. */
export class ResourcesDocumentWriter extends JsonArraysWriter {
  constructor(write: Sink) {
    super(write);
    this.array("resources");
  }
}
