// The documented error bodies of each API family, as plain checks (the emulator is an
// independent reading of the APIs; so is this): the management and token endpoints' error bodies,
// the mediation reporting API's 400 body, and the decision records 0041-0049 where the APIs are
// silent (401 bodies, analytics, S2S).
export type Family = "tokens" | "management" | "analytics" | "mediation" | "s2s";

export function familyOf(path: string): Family {
  if (path === "/v5/oauth/token" || path === "/v4/token") return "tokens";
  if (path.startsWith("/v5/analytics/") || path.startsWith("/metrics/")) return "analytics";
  if (path.endsWith("/publisher/metrics")) return "mediation";
  if (path.startsWith("/api/v2/") || path.startsWith("/event_service/")) return "s2s";
  return "management";
}

type Check = (body: unknown, status: number) => string | undefined;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The management API's 400 and 404: `{ detail: [ { loc?, msg, type } ] }` (also the server's own 404/405/413/415 and 401). */
const detail: Check = (body) => {
  if (!isObject(body) || !Array.isArray(body.detail) || body.detail.length === 0) return "not { detail: [...] }";
  for (const entry of body.detail) {
    if (!isObject(entry) || typeof entry.msg !== "string" || typeof entry.type !== "string") return "a detail entry lacks msg or type";
    if (entry.loc !== undefined && (!Array.isArray(entry.loc) || entry.loc.some((p) => typeof p !== "string" && typeof p !== "number"))) return "loc is not a list of names";
  }
  return undefined;
};

/** The token endpoints' error body: `{ error, error_description?, error_uri? }`, printable ASCII without `"` and `\`. */
const token: Check = (body) => {
  if (!isObject(body) || typeof body.error !== "string") return "not { error }";
  for (const key of ["error", "error_description"]) {
    const value = body[key];
    if (value !== undefined && (typeof value !== "string" || !/^[\x20\x21\x23-\x5b\x5d-\x7e]*$/.test(value))) return `${key} is not printable ASCII without " and \\`;
  }
  return undefined;
};

/** The mediation reporting API's 400: `{ code, name, description, errors: { <field>: <message> } }` (errors absent on 401). */
const report: Check = (body, status) => {
  if (!isObject(body) || body.code !== status || typeof body.name !== "string" || typeof body.description !== "string") return "not { code, name, description }";
  if (body.errors !== undefined && !isObject(body.errors)) return "errors is not an object";
  if (status === 400 && !isObject(body.errors)) return "a 400 without errors";
  return undefined;
};

/** Decision record 0048: S2S answers `{ message, status }` with status the HTTP status. */
const s2s: Check = (body, status) => (isObject(body) && typeof body.message === "string" && body.status === status ? undefined : "not { message, status }");

/** Statuses the server answers before any family's handler (unknown method, body or headers too large). */
const SERVER_STATUSES = new Set([404, 405, 413, 431]);

/** Node's parser refused the request before any route was known (emulator/server.ts). */
const unparsable = (status: number, body: unknown) => status === 400 && detail(body, status) === undefined && (body as { detail: { type: string }[] }).detail[0].type === "bad_request";

export function shapeProblem(family: Family, status: number, body: unknown): string | undefined {
  if (unparsable(status, body)) return undefined;
  const either = (...checks: Check[]) => (checks.some((check) => check(body, status) === undefined) ? undefined : checks.map((c) => c(body, status)).join(" / "));
  switch (family) {
    case "management":
      return detail(body, status);
    case "tokens":
      return SERVER_STATUSES.has(status) ? detail(body, status) : token(body, status);
    case "analytics":
    case "mediation":
      // 400 and 429 are the reporting shape; a v5 bearer 401 and the server's own errors are `detail`.
      return status === 400 || status === 429 ? report(body, status) : either(report, detail);
    case "s2s":
      return SERVER_STATUSES.has(status) ? detail(body, status) : s2s(body, status);
  }
}
