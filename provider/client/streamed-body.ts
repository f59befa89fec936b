// Hands a 2xx body over as it arrives (job results can be large: never buffered whole). The first
// chunk is read before the response is handed over, so a connection that breaks before any body
// byte fails the attempt itself, which the retry layer may repeat; once a byte reached the
// consumer, a break is the consumer's NetworkError and nothing is re-sent.
import type { NetworkError } from "./errors";
import type { BodyStream } from "./http";

/** What undici's response body offers that we use. */
export interface RawBody extends AsyncIterable<Uint8Array> {
  destroy(): unknown;
}

export async function handOver(body: RawBody, toNetworkError: (error: unknown) => NetworkError): Promise<BodyStream> {
  const chunks = body[Symbol.asyncIterator]();
  const read = async (): Promise<IteratorResult<Uint8Array>> => {
    try {
      return await chunks.next();
    } catch (error) {
      body.destroy();
      throw toNetworkError(error);
    }
  };
  const first = await read();
  async function* rest(): AsyncGenerator<Uint8Array> {
    try {
      for (let next = first; !next.done; next = await read()) yield next.value;
    } finally {
      // Also when the consumer stops early: the connection is not left half read.
      body.destroy();
    }
  }
  return Object.assign(rest(), { cancel: () => void body.destroy() });
}
