// Writing discovery's large files as they are made, one resource at a time, so that neither the
// document nor its text is ever whole in memory.
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
 * `{ "resources": [ ... ] }` and a final line break, byte for byte as
 * `JSON.stringify(document, null, 2)` writes it, one entry at a time: each entry is indented as
 * the array's element (JSON text holds no raw line break inside a string, so every line break is
 * the layout's).
 */
export class ResourcesDocumentWriter {
  private count = 0;

  constructor(private readonly write: Sink) {}

  add(entry: object): void {
    this.write(`${this.count++ === 0 ? '{\n  "resources": [\n' : ",\n"}    ${JSON.stringify(entry, null, 2).replaceAll("\n", "\n    ")}`);
  }

  end(): void {
    this.write(this.count === 0 ? '{\n  "resources": []\n}\n' : "\n  ]\n}\n");
  }
}
