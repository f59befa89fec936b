/**
 * Shared helpers for emulator tests: plain fetch, nothing from provider/. Each test file
 * starts its own emulator on port 0 (useEmulator) and resets it between tests.
 */
import { afterAll, beforeAll, beforeEach } from "vitest";
import { startEmulator, type RunningEmulator } from "../../emulator/index";
import type { LoggedRequest } from "../../emulator/requestLog";

/** A JSON object body, read field by field; a test that reads deeper names the shape: `call<Shape>(...)`. */
export type JsonObject = Record<string, unknown>;

/** The seed's validation and error body (000, Errors). */
export interface DetailBody {
  detail: { loc: (string | number)[]; msg: string; type: string }[];
}

/** GET /_emulator/requests. */
export interface LogBody {
  requests: LoggedRequest[];
}

/** One row of a report. */
export type Row = Record<string, unknown>;

/** One page of a list endpoint. */
export interface Page<T> {
  items: T[];
}

export interface CallResult<T = JsonObject> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as-is instead of JSON.stringify(body). */
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
}

/** One HTTP call; the body is parsed as JSON when it is JSON, else left as text. */
export async function call<T = JsonObject>(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  let body: string | Buffer | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["Content-Type"] ??= "application/json;charset=UTF-8";
  }
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  if ((response.headers.get("content-type") ?? "").includes("json") && text !== "") parsed = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

export async function v5Token(emu: RunningEmulator): Promise<string> {
  const { clientId, clientSecret, audience } = emu.credentials;
  const res = await call(emu.url, "POST", "/v5/oauth/token", {
    body: { client_id: clientId, client_secret: clientSecret, audience, grant_type: "client_credentials" },
  });
  if (res.status !== 200) throw new Error(`v5 token request failed: ${res.status}`);
  return String(res.body.access_token);
}

export async function v4Token(emu: RunningEmulator): Promise<string> {
  const { clientId, clientSecret } = emu.credentials;
  const res = await call(emu.url, "POST", "/v4/token", {
    rawBody: "grant_type=client_credentials",
    headers: {
      Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
  });
  if (res.status !== 200) throw new Error(`v4 token request failed: ${res.status}`);
  return String(res.body.access_token);
}

export async function advanceClock(emu: RunningEmulator, seconds: number): Promise<void> {
  const res = await call(emu.url, "POST", "/_emulator/clock", { body: { advanceSeconds: seconds } });
  if (res.status !== 200) throw new Error(`clock advance failed: ${res.status}`);
}

/**
 * Starts one emulator for the file and resets it before each test.
 * Usage: `const ctx = useEmulator();` then `ctx.emu`, `await ctx.token()`, `ctx.api(...)`.
 */
export function useEmulator() {
  let emu: RunningEmulator | undefined;
  const handle = {
    get emu(): RunningEmulator {
      if (!emu) throw new Error("emulator not started");
      return emu;
    },
    token: (version: "v5" | "v4" = "v5") => (version === "v5" ? v5Token(handle.emu) : v4Token(handle.emu)),
    /** An authenticated call with a fresh token of the path's version. */
    api: async <T = JsonObject>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> => {
      const version = path.startsWith("/v4/") ? "v4" : "v5";
      const token = options.token ?? (await handle.token(version));
      return call<T>(handle.emu.url, method, path, { ...options, token });
    },
    call: <T = JsonObject>(method: string, path: string, options: CallOptions = {}) => call<T>(handle.emu.url, method, path, options),
  };
  beforeAll(async () => {
    emu = await startEmulator();
  });
  afterAll(async () => {
    await emu?.close();
  });
  beforeEach(async () => {
    await call(handle.emu.url, "POST", "/_emulator/reset");
  });
  return handle;
}
