// The context every API family of the client is built from: one request pipeline (limiter, retry,
// auth, transport), the settings, the clock, and the calls that send, parse JSON or stream.
import type { z } from "zod";
import { toHttpRequest, type ApiRequest } from "./api-request";
import { fromWire } from "./casing";
import type { Clock } from "./clock";
import { requireBaseUrl, type ClientConfig, type UrlSettingKey } from "./config";
import { UnexpectedResponseError } from "./errors";
import type { HttpResponse } from "./http";
import { createPipeline, type PipelineOptions } from "./pipeline";
import { MediationLimiters } from "./reports/mediation-limiters";
import { errorForResponse } from "./response-errors";
import { formatIssues } from "../models/rules";

export type { ApiRequest, QueryValue } from "./api-request";
export { toHttpRequest } from "./api-request";

/** A 2xx response whose body arrives as it is read (job results). */
export interface StreamingResponse {
  status: number;
  headers: Record<string, string>;
  /** Bytes as they arrive. Iterate it to the end, or call `cancel`. */
  body: AsyncIterable<Uint8Array>;
  cancel(): void;
}

/** What every family of the client is built from: one pipeline (pipeline.ts) and the settings. */
export interface ApiContext {
  readonly config: ClientConfig;
  /** Path prefix of the management API: "v5" (default) or "v4". */
  readonly apiVersion: "v5" | "v4";
  /** The clock every wait of this client runs on. */
  readonly clock: Clock;
  /** The mediation reporting limiters this client's requests wait for (shared across a process scope's clients). */
  readonly mediationLimiters: MediationLimiters;
  /** Sends through limiter, retry and (if asked) auth; a non-2xx answer is thrown as an AdPublisherError. */
  send(request: ApiRequest): Promise<HttpResponse>;
  /** `send`, then the JSON body with keys camelCased (unless `camelCase: false`) parsed by `schema`. */
  json<S extends z.ZodType>(request: ApiRequest, schema: S, options?: { camelCase?: boolean }): Promise<z.output<S>>;
  /** `send`, with a 2xx body handed over as it arrives instead of buffered (job results). */
  stream(request: ApiRequest): Promise<StreamingResponse>;
}

export interface ContextOptions extends PipelineOptions {
  /** Default: a set of this client's own. A runtime's process scope hands every client it builds the same set. */
  mediationLimiters?: MediationLimiters;
}

export function createApiContext(config: ClientConfig, options: ContextOptions = {}): ApiContext {
  const pipeline = createPipeline(config, options);
  const apiVersion = config.apiVersion ?? "v5";
  // Each base URL setting parsed and checked at its first request and kept, like the rest of the
  // config the client reads at creation; a setting that fails the check is not kept, so each call says so.
  const bases = new Map<UrlSettingKey, URL>();
  const baseUrl = (key: UrlSettingKey): URL => {
    let url = bases.get(key);
    if (!url) bases.set(key, (url = requireBaseUrl(config, key)));
    return url;
  };

  const exchange = async (request: ApiRequest, stream: boolean): Promise<HttpResponse> => {
    const http = { ...toHttpRequest(config, request, baseUrl), stream };
    const res = await pipeline.send(http, request.auth === "bearer" ? { bearer: request.tokenVersion ?? apiVersion } : "none");
    if (res.status >= 200 && res.status <= 299) return res;
    if (res.status === 404 && request.notFoundMeansDone && res.afterAmbiguousFailure) return res;
    if (request.allowStatuses?.includes(res.status)) return res;
    throw errorForResponse(http, res, pipeline.clock.now());
  };

  const send = (request: ApiRequest) => exchange(request, false);

  const json = async <S extends z.ZodType>(request: ApiRequest, schema: S, opts: { camelCase?: boolean } = {}) => {
    const res = await send(request);
    const what = `${request.method} ${request.path}`;
    const context = { method: request.method, path: request.path, status: res.status };
    let body: unknown;
    try {
      body = JSON.parse(res.body.toString("utf8"));
    } catch {
      throw new UnexpectedResponseError(`${what}: the response is not JSON`, context);
    }
    const parsed = schema.safeParse(opts.camelCase === false ? body : fromWire(body));
    if (!parsed.success) {
      const issues = formatIssues(parsed.error).slice(0, 5).join("; ");
      throw new UnexpectedResponseError(`${what}: the response does not have the documented shape: ${issues}`, context);
    }
    return parsed.data;
  };

  const stream = async (request: ApiRequest): Promise<StreamingResponse> => {
    const res = await exchange(request, true);
    // An allowed non-2xx status arrives buffered; hand it over the same way.
    const body = res.stream ?? bufferedStream(res.body);
    return { status: res.status, headers: res.headers, body, cancel: () => res.stream?.cancel() };
  };

  const mediationLimiters = options.mediationLimiters ?? new MediationLimiters();
  return { config, apiVersion, clock: pipeline.clock, mediationLimiters, send, json, stream };
}

async function* bufferedStream(body: Buffer): AsyncGenerator<Uint8Array> {
  if (body.length > 0) yield body;
}
