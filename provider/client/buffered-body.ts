// Sends a request whose answer is read whole, but never more than a limit: a broken or hostile
// server must not make the client hold 50 MB. A Content-Length above the limit fails before any
// body byte is read; a body that grows past it fails as soon as it does. Either way the connection
// is dropped, not drained. Job results are not read here: they are streamed (streamed-body.ts).
//
// The answer is collected by a handler on undici's dispatch rather than through its `request`:
// that one makes an async resource and a Readable stream for every answer, which a body of a few
// kilobytes, read at once, does not need.
import type { Dispatcher } from "undici";
import { ResponseTooLargeError } from "./errors";
import { describeRequest, type HttpRequest } from "./http";
import type { RawBody } from "./streamed-body";

/** Management, token and report JSON answers are kilobytes; 8 MiB leaves room for a large list page. */
export const DEFAULT_MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

export interface WholeResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface PendingResponse {
  response: Promise<WholeResponse>;
  /** Ends the exchange with this reason: at once, also while the request waits for a connection. */
  abort(reason: Error): void;
}

export function sendForWholeBody(dispatcher: Dispatcher, options: Dispatcher.DispatchOptions, req: HttpRequest, limitBytes: number): PendingResponse {
  let controller: Dispatcher.DispatchController | undefined;
  let abortedWith: Error | undefined;
  let settle: { resolve(value: WholeResponse): void; reject(error: unknown): void } | undefined;
  const response = new Promise<WholeResponse>((resolve, reject) => (settle = { resolve, reject }));
  const finish = (outcome: (s: NonNullable<typeof settle>) => void) => {
    const pending = settle;
    settle = undefined;
    if (pending) outcome(pending);
  };
  const tooLarge = (status: number) => tooLargeError(req, status, limitBytes);

  let status = 0;
  let headers: WholeResponse["headers"] = {};
  const chunks: Buffer[] = [];
  let size = 0;
  const handler: Dispatcher.DispatchHandler = {
    onRequestStart(started) {
      controller = started;
      if (abortedWith) started.abort(abortedWith);
    },
    onResponseStart(started, statusCode, responseHeaders) {
      if (statusCode < 200) return; // informational: the answer follows
      status = statusCode;
      headers = responseHeaders;
      const declared = responseHeaders["content-length"];
      if (declared !== undefined && Number(declared) > limitBytes) started.abort(tooLarge(statusCode));
    },
    onResponseData(started, chunk) {
      size += chunk.byteLength;
      if (size > limitBytes) return started.abort(tooLarge(status));
      chunks.push(chunk);
    },
    onResponseEnd() {
      finish((s) => s.resolve({ status, headers, body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size) }));
    },
    onResponseError(_controller, error) {
      finish((s) => s.reject(error));
    },
  };
  try {
    dispatcher.dispatch(options, handler);
  } catch (error) {
    finish((s) => s.reject(error));
  }
  return {
    response,
    abort(reason) {
      abortedWith = reason;
      finish((s) => s.reject(reason));
      controller?.abort(reason);
    },
  };
}

function tooLargeError(req: HttpRequest, status: number, limitBytes: number): ResponseTooLargeError {
  return new ResponseTooLargeError(
    `${describeRequest(req)}: the response body (status ${status}) is larger than ${limitBytes} bytes, the client's limit (maxResponseBytes); it was not read further`,
    { method: req.method, path: req.url.pathname, status, limitBytes },
  );
}

/** undici's response body as a stream: read chunk by chunk, or whole when its length was declared. */
export interface WholeBody extends RawBody {
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The error answer to a streamed request (whose 2xx body is handed over as it comes), read whole within the limit. */
export async function readCapped(req: HttpRequest, status: number, declaredLength: string | undefined, body: WholeBody, limitBytes: number): Promise<Buffer> {
  const tooLarge = () => {
    body.destroy();
    return tooLargeError(req, status, limitBytes);
  };
  if (declaredLength !== undefined && Number(declaredLength) > limitBytes) throw tooLarge();
  // A declared length within the limit is all the body there can be (the HTTP parser fails a longer one).
  if (declaredLength !== undefined) return Buffer.from(await body.arrayBuffer());
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > limitBytes) throw tooLarge();
    chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  }
  return Buffer.concat(chunks, size);
}
