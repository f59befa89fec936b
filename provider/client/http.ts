/** The one request function every layer (limiter, retry, auth) wraps (style: octokit, undici interceptors). */

/**
 * A client-side limit a family attaches to its requests (`HttpRequest.limiter`), e.g. mediation
 * reporting's 40 requests per 10 minutes. It may wait, or throw (a RateLimitError)
 * when waiting would be pointless. The limiter layer (limiter.ts) takes a permit before each send.
 */
export interface RequestLimiter {
  acquire(request: HttpRequest): Promise<void> | void;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface HttpRequest {
  method: HttpMethod;
  url: URL;
  headers: Record<string, string>;
  body?: string;
  /** Whether re-sending after an ambiguous failure is harmless (see retry-policy.ts). */
  idempotent: boolean;
  /** A family's client-side limiter: every attempt takes a permit (see limiter.ts). */
  limiter?: RequestLimiter;
  /**
   * Hand a 2xx body over as `HttpResponse.stream` instead of buffering it (job results). Other
   * statuses are still buffered: error bodies are small and the layers read them.
   */
  stream?: boolean;
}

/** A response body as it arrives. Iterate it to the end, or `cancel` it. */
export interface BodyStream extends AsyncIterable<Uint8Array> {
  cancel(): void;
}

export interface HttpResponse {
  status: number;
  /** Lower-case header names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** The whole body; empty when it is handed over as `stream`. */
  body: Buffer;
  /** Set for a 2xx answer to a `stream` request; a failure while reading it is a NetworkError. */
  stream?: BodyStream;
  /** How many sends it took (1 without retries). */
  attempts: number;
  /** An earlier attempt failed in a way the server may have processed (so a DELETE may find it gone). */
  afterAmbiguousFailure?: boolean;
}

export type Send = (request: HttpRequest) => Promise<HttpResponse>;

/** A layer: takes the inner request function, returns one with the same contract. */
export type Layer = (next: Send) => Send;

/** `METHOD /path` without the query string (which can carry credentials of the legacy APIs). */
export function describeRequest(request: Pick<HttpRequest, "method" | "url">): string {
  return `${request.method} ${request.url.pathname}`;
}

export function isIdempotentMethod(method: HttpMethod): boolean {
  // PATCH bodies of this API set absolute values, so repeating one gives the same state.
  return method !== "POST";
}
