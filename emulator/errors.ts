/**
 * Error replies in the management API's shapes. A handler throws an HttpError;
 * the server turns it into the reply. Messages never carry secrets.
 */

/** One entry of a validation error (400): `{ loc: [string], msg, type }`. */
export interface Issue {
  loc: string[];
  msg: string;
  type: string;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`);
    this.name = "HttpError";
  }
}

/** Builds a loc array from path parts; numbers (array indexes) become strings, as the API types loc as [string]. */
export function loc(...parts: (string | number)[]): string[] {
  return parts.map(String);
}

/** 400 `{ detail: [ { loc, msg, type } ] }`. */
export function validationError(issues: Issue[]): HttpError {
  return new HttpError(400, { detail: issues });
}

/** 400 with one issue: the common case. */
export function invalid(location: string[], msg: string, type = "value_error"): HttpError {
  return validationError([{ loc: location, msg, type }]);
}

/** 404 `{ detail: [ { msg, type: 'not_found' } ] }`; the message names the missing id. */
export function notFound(msg: string): HttpError {
  return new HttpError(404, { detail: [{ msg, type: "not_found" }] });
}

/** Any other status in the same `detail` family (401, 403, 405, 413, 415, 429, 500). */
export function detailError(
  status: number,
  msg: string,
  type: string,
  headers: Record<string, string> = {},
): HttpError {
  return new HttpError(status, { detail: [{ msg, type }] }, headers);
}
