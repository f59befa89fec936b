// A request's context as handlers see it: method, path, query, headers and the JSON body, read
// once and refused with the API's error when it is not JSON.
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import type { Clock } from "./clock";
import type { EmulatorCredentials } from "./credentials";
import { detailError, invalid, loc } from "./errors";
import type { RequestContext } from "./routes";
import type { EmulatorState } from "./state";

export interface ContextParts {
  req: IncomingMessage;
  url: URL;
  params: Record<string, string>;
  rawBody: Buffer;
  state: EmulatorState;
  clock: Clock;
  credentials: EmulatorCredentials;
}

/** The media type of a request, lower-case, without parameters such as charset. */
export function mediaType(headers: IncomingHttpHeaders): string {
  return (headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
}

export function buildContext(parts: ContextParts): RequestContext {
  const { req, url, rawBody } = parts;
  return {
    method: (req.method ?? "GET").toUpperCase(),
    path: url.pathname,
    params: parts.params,
    query: url.searchParams,
    headers: req.headers,
    rawBody,
    state: parts.state,
    clock: parts.clock,
    credentials: parts.credentials,
    json() {
      if (rawBody.length === 0) return undefined;
      const type = mediaType(req.headers);
      // The management API names application/json;charset=UTF-8; any JSON media type (+json too) is read.
      if (type !== "application/json" && !type.endsWith("+json")) {
        throw detailError(415, "Content-Type must be application/json", "unsupported_media_type");
      }
      try {
        return JSON.parse(rawBody.toString("utf8")) as unknown;
      } catch {
        throw invalid(loc("body"), "Malformed JSON body", "json_invalid");
      }
    },
    form() {
      return new URLSearchParams(rawBody.toString("utf8"));
    },
  };
}
