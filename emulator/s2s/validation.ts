// Parameter rules of the S2S attribution APIs (their S2S fields). The API says values may
// be blank or omitted: a blank (empty or whitespace-only) value counts as not sent. Responses
// use the success body's shape, `{ message, status }`, with the HTTP status.

import { sameSecret } from "../secrets";

export interface S2sReply {
  status: number;
  body: { message: string; status: number };
}

export const s2sReply = (status: number, message: string): S2sReply => ({ status, body: { message, status } });

export type S2sParams = Record<string, string>;

/** Strings as sent, blank ones dropped; a non-string value is refused with the field's name. */
export function normalizeParams(input: Record<string, unknown>): { params: S2sParams } | { error: S2sReply } {
  const params: S2sParams = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === null || value === undefined) continue;
    if (typeof value !== "string") return { error: s2sReply(400, `${key} must be a string`) };
    if (value.trim() !== "") params[key] = value.trim();
  }
  return { params };
}

/** Token first: a missing or wrong token is a 401 whatever else is wrong. */
export function checkToken(params: S2sParams, expected: string): S2sReply | undefined {
  if (params.token === undefined) return s2sReply(401, "token is required");
  if (!sameSecret(expected, params.token)) return s2sReply(401, "token is not valid");
  return undefined;
}

export function validateAttributedInstall(params: S2sParams): S2sReply {
  if (params.click_id === undefined && params.completed_view_id === undefined) {
    return s2sReply(400, "one of click_id or completed_view_id is required");
  }
  // click_id takes precedence when both are sent (`/api/v2/attributed_install`).
  const via = params.click_id !== undefined ? "click" : "view";
  return s2sReply(200, `attributed install recorded (${via}-through)`);
}

export function validateOpen(params: S2sParams, appExists: (id: string) => boolean): S2sReply {
  if (params.app_id === undefined) return s2sReply(400, "app_id is required");
  if (!appExists(params.app_id)) return s2sReply(400, "app_id does not name an app");
  if (params.idfa === undefined && params.gaid === undefined && params.uuid === undefined) {
    return s2sReply(400, "one of idfa, gaid or uuid is required");
  }
  // A rejected install must say which attribution it rejects (`/api/v2/open`).
  if (params.rejected_reason !== undefined && params.click_id === undefined && params.completed_view_id === undefined) {
    return s2sReply(400, "click_id or completed_view_id is required with rejected_reason");
  }
  return s2sReply(200, params.rejected_reason !== undefined ? "rejected install recorded" : "open recorded");
}
