/**
 * The one emulator harness of every tier that talks to the emulator: service tests of the emulator
 * and of the client, and e2e tests. Plain HTTP, nothing from provider/ (the emulator is a second,
 * independent reading of the APIs; emulator-client.ts adds the provider's client on top).
 */
import { afterAll, beforeAll, beforeEach } from "vitest";
import { startEmulator, type EmulatorCredentials, type RunningEmulator } from "../../emulator/index";
import type { LoggedRequest } from "../../emulator/request-log";

/** One line of the emulator's request log (GET /_emulator/requests): the one type every test reads. */
export type { LoggedRequest };

/** What a helper needs of an emulator: the harness, or a RunningEmulator a test started itself. */
export type EmulatorEndpoint = Pick<RunningEmulator, "url" | "credentials">;

/** A JSON object body, read field by field; a test that reads deeper names the shape: `call<Shape>(...)`. */
export type JsonObject = Record<string, unknown>;

/** The management API's validation and error body. */
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

export async function v5Token(emu: EmulatorEndpoint): Promise<string> {
  const { clientId, clientSecret, audience } = emu.credentials;
  const res = await call(emu.url, "POST", "/v5/oauth/token", {
    body: { client_id: clientId, client_secret: clientSecret, audience, grant_type: "client_credentials" },
  });
  if (res.status !== 200) throw new Error(`v5 token request failed: ${res.status}`);
  return String(res.body.access_token);
}

export async function v4Token(emu: EmulatorEndpoint): Promise<string> {
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

/** Every setting of the provider as ADPUBLISHER_* variables (what the command line and test:live read). */
export function serviceEnv(c: EmulatorCredentials): Record<string, string> {
  return {
    ADPUBLISHER_BASE_URL: c.url,
    ADPUBLISHER_CLIENT_ID: c.clientId,
    ADPUBLISHER_CLIENT_SECRET: c.clientSecret,
    ADPUBLISHER_AUDIENCE: c.audience,
    ADPUBLISHER_LEGACY_ANALYTICS_URL: c.url,
    ADPUBLISHER_LEGACY_USER_ID: c.legacyUserId,
    ADPUBLISHER_LEGACY_USER_SIGNATURE: c.legacyUserSignature,
    ADPUBLISHER_REPORTING_URL: c.url,
    ADPUBLISHER_S2S_URL: c.url,
    ADPUBLISHER_S2S_TOKEN: c.s2sToken,
    ADPUBLISHER_S2S_API_TOKEN: c.s2sApiToken,
    ADPUBLISHER_S2S_API_SECRET: c.s2sApiSecret,
  };
}

/** One emulator on port 0, its API as a person calls it, and its control endpoints. */
export class EmulatorHarness {
  constructor(readonly emulator: RunningEmulator) {}

  static async start<E extends EmulatorHarness>(this: new (emulator: RunningEmulator) => E): Promise<E> {
    return new this(await startEmulator({ port: 0 }));
  }

  get url(): string {
    return this.emulator.url;
  }

  get credentials(): EmulatorCredentials {
    return this.emulator.credentials;
  }

  /** An unauthenticated call. */
  call<T = JsonObject>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
    return call<T>(this.url, method, path, options);
  }

  token(version: "v5" | "v4" = "v5"): Promise<string> {
    return version === "v5" ? v5Token(this) : v4Token(this);
  }

  /** A call made outside Pulumi with a fresh token of the path's version (snake_case bodies, as the API takes them). */
  async api<T = JsonObject>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
    const token = options.token ?? (await this.token(path.startsWith("/v4/") ? "v4" : "v5"));
    return this.call<T>(method, path, { ...options, token });
  }

  /** Stack config for a program that talks to this emulator (clientSecret goes in as a secret). */
  stackConfig(): { config: Record<string, string>; secrets: Record<string, string> } {
    const c = this.credentials;
    return {
      config: { "adpublisher:baseUrl": c.url, "adpublisher:clientId": c.clientId, "adpublisher:audience": c.audience },
      secrets: { "adpublisher:clientSecret": c.clientSecret },
    };
  }

  /** Every setting as ADPUBLISHER_* variables. */
  env(): Record<string, string> {
    return serviceEnv(this.credentials);
  }

  private async control(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<unknown> {
    const res = await this.call<unknown>(method, path, { body });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
    return res.text === "" ? undefined : res.body;
  }

  async requests(): Promise<LoggedRequest[]> {
    return ((await this.control("GET", "/_emulator/requests")) as LogBody).requests;
  }

  /** "METHOD path status" lines of the log, for exact-attempt assertions. */
  async requestLines(): Promise<string[]> {
    return (await this.requests()).map((r) => `${r.method} ${r.path} ${r.status}`);
  }

  /** Requests that would change the service (anything but GET and the token endpoints). */
  async writes(): Promise<LoggedRequest[]> {
    return (await this.requests()).filter((r) => r.method !== "GET" && !/\/(oauth\/)?token$/.test(r.path));
  }

  clearRequests = () => this.control("DELETE", "/_emulator/requests");
  faults = (rules: Record<string, unknown>[]) => this.control("POST", "/_emulator/faults", { rules });
  advanceClock = (advanceSeconds: number) => this.control("POST", "/_emulator/clock", { advanceSeconds });
  reset = () => this.control("POST", "/_emulator/reset");
  close = () => this.emulator.close();
}

const NOT_STARTED = "the emulator is not started yet: use it inside hooks and tests";

export interface EmulatorHookOptions<E extends EmulatorHarness> {
  /** How to start it (a subclass's start); EmulatorHarness.start otherwise. */
  start?: () => Promise<E>;
  /** Reset the emulator before each test, so every test starts from the seeded state. */
  reset?: boolean;
  /** Empty the request log before each test (state and cached tokens stay). */
  clearRequests?: boolean;
}

/**
 * One emulator (port 0) for this test file: started in beforeAll, closed in afterAll. Hooks a
 * file adds afterwards run after these (vitest runs before-hooks in the order they are added).
 */
export function useEmulator<E extends EmulatorHarness = EmulatorHarness>(options: EmulatorHookOptions<E> = {}): { readonly emu: E } {
  let started: E | undefined;
  const running = (): E => {
    if (started === undefined) throw new Error(NOT_STARTED);
    return started;
  };
  beforeAll(async () => {
    started = options.start ? await options.start() : ((await EmulatorHarness.start()) as E);
  });
  afterAll(async () => started?.close());
  if (options.reset) beforeEach(async () => running().reset());
  if (options.clearRequests) beforeEach(async () => running().clearRequests());
  return {
    get emu() {
      return running();
    },
  };
}
