// Reads a whole response body, but never more than a limit: a broken or hostile server
// must not make the client hold 50 MB. A Content-Length above the limit fails before any body
// byte is read; a body that grows past it fails as soon as it does. Either way the connection is
// dropped, not drained. Job results are not read here: they are streamed (streamed-body.ts).
import { ResponseTooLargeError } from "./errors";
import { describeRequest, type HttpRequest } from "./http";
import type { RawBody } from "./streamed-body";

/** Management, token and report JSON answers are kilobytes; 8 MiB leaves room for a large list page. */
export const DEFAULT_MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

/** undici's response body: read chunk by chunk, or whole when its length was declared. */
export interface WholeBody extends RawBody {
  arrayBuffer(): Promise<ArrayBuffer>;
}

export async function readCapped(req: HttpRequest, status: number, declaredLength: string | undefined, body: WholeBody, limitBytes: number): Promise<Buffer> {
  const tooLarge = () => {
    body.destroy();
    const what = describeRequest(req);
    return new ResponseTooLargeError(
      `${what}: the response body (status ${status}) is larger than ${limitBytes} bytes, the client's limit (maxResponseBytes); it was not read further`,
      { method: req.method, path: req.url.pathname, status, limitBytes },
    );
  };
  if (declaredLength !== undefined && Number(declaredLength) > limitBytes) throw tooLarge();
  // A declared length within the limit is all the body there can be (the HTTP parser fails a longer
  // one), so it is read whole: cheaper on each call than iterating the stream.
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
