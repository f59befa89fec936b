// A reader that goes away (`adpublisher report ... | head -1`) ends the command quietly with exit 0:
// what was wanted has been read. Without a listener, the stream's EPIPE
// error was unhandled and printed a stack trace.
import type { Writable } from "node:stream";

/** Writing stopped because nobody reads the output any more. */
export class OutputClosedError extends Error {
  constructor() {
    super("the output was closed by its reader");
  }
}

const CLOSED_CODES = new Set(["EPIPE", "ERR_STREAM_DESTROYED", "ERR_STREAM_WRITE_AFTER_END"]);

export function isClosedOutput(error: unknown): boolean {
  return error instanceof OutputClosedError || CLOSED_CODES.has(String((error as { code?: unknown } | null)?.code));
}

/**
 * Listens for the stream's errors so that a closed pipe is not an unhandled 'error' event (the
 * stream is destroyed, and `put` then fails with OutputClosedError). Other errors are rethrown.
 */
export function watchOutput(stream: Writable): void {
  stream.on("error", (error) => {
    if (!isClosedOutput(error)) throw error;
  });
}

/** Writes, waiting for the buffer to drain; fails with OutputClosedError once the reader is gone. */
export async function put(out: Writable, text: string): Promise<void> {
  if (out.destroyed || out.writableEnded) throw new OutputClosedError();
  if (out.write(text)) return;
  await new Promise<void>((resolve, reject) => {
    const done = (error?: Error) => {
      out.off("drain", onDrain).off("close", onClose).off("error", onError);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new OutputClosedError());
    const onError = (error: Error) => done(isClosedOutput(error) ? new OutputClosedError() : error);
    out.on("drain", onDrain).on("close", onClose).on("error", onError);
  });
}
