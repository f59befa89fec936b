import { request } from "undici";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { startEmulator, type RunningEmulator } from "../../../emulator";
import { createClient, type AdPublisherClient, type ClientConfig } from "../../../provider/client";
import type { AppCreateInput } from "../../../provider/models";

export interface LoggedRequest {
  method: string;
  path: string;
  query: unknown;
  status: number;
  at: string;
}

/** One emulator per test file (port 0) plus helpers for its control endpoints. */
export class EmulatorHarness {
  protected constructor(readonly emulator: RunningEmulator) {}

  static async start(): Promise<EmulatorHarness> {
    return new EmulatorHarness(await startEmulator({ port: 0 }));
  }

  /** A client on the emulator; fast retries so fault tests do not wait. */
  config(overrides: Partial<ClientConfig> = {}): ClientConfig {
    const c = this.emulator.credentials;
    return {
      baseUrl: c.url,
      clientId: c.clientId,
      clientSecret: c.clientSecret,
      audience: c.audience,
      retry: { baseDelayMs: 1, maxDelayMs: 5 },
      ...overrides,
    };
  }

  client(overrides: Partial<ClientConfig> = {}): AdPublisherClient {
    return createClient(this.config(overrides));
  }

  private async control(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<unknown> {
    const res = await request(`${this.emulator.url}${path}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.body.text();
    if (res.statusCode >= 300) throw new Error(`${method} ${path}: ${res.statusCode} ${text}`);
    return text === "" ? undefined : JSON.parse(text);
  }

  async requests(): Promise<LoggedRequest[]> {
    const body = (await this.control("GET", "/_emulator/requests")) as { requests: LoggedRequest[] };
    return body.requests;
  }

  /** "METHOD path status" lines of the log, for exact-attempt assertions. */
  async requestLines(): Promise<string[]> {
    return (await this.requests()).map((r) => `${r.method} ${r.path} ${r.status}`);
  }

  clearRequests = () => this.control("DELETE", "/_emulator/requests");
  faults = (rules: Record<string, unknown>[]) => this.control("POST", "/_emulator/faults", { rules });
  advanceClock = (advanceSeconds: number) => this.control("POST", "/_emulator/clock", { advanceSeconds });
  reset = () => this.control("POST", "/_emulator/reset");
  close = () => this.emulator.close();
}

const NOT_STARTED = "the emulator is not started yet: use it inside hooks and tests";

export interface EmulatorHookOptions {
  /** Reset the emulator before each test, so every test starts from the seeded state. */
  reset?: boolean;
  /** Empty the request log before each test (state and cached tokens stay). */
  clearRequests?: boolean;
}

/**
 * One emulator (port 0) for this test file: started in beforeAll, closed in afterAll. Hooks a
 * file adds afterwards run after these (vitest runs before-hooks in the order they are added).
 */
export function useEmulator<E extends EmulatorHarness>(start: () => Promise<E>, options: EmulatorHookOptions = {}): { readonly emu: E } {
  let started: E | undefined;
  const running = (): E => {
    if (started === undefined) throw new Error(NOT_STARTED);
    return started;
  };
  beforeAll(async () => {
    started = await start();
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

/** The file's emulator and client; filled in by the beforeAll that useEmulatorClient registers. */
export interface EmulatorClientContext {
  readonly emu: EmulatorHarness;
  readonly client: AdPublisherClient;
}

export interface EmulatorClientOptions extends EmulatorHookOptions {
  /** How to make the file's client; the harness default otherwise. */
  client?: (emu: EmulatorHarness) => AdPublisherClient;
}

/** useEmulator plus one client on it, made once the emulator runs. */
export function useEmulatorClient(options: EmulatorClientOptions = {}): EmulatorClientContext {
  const file = useEmulator(() => EmulatorHarness.start(), options);
  let client: AdPublisherClient | undefined;
  beforeAll(() => {
    client = options.client ? options.client(file.emu) : file.emu.client();
  });
  return {
    get emu() {
      return file.emu;
    },
    get client() {
      if (client === undefined) throw new Error(NOT_STARTED);
      return client;
    },
  };
}

/** A valid app for tests where the app itself is not under test. */
export const sampleApp = (overrides: Partial<AppCreateInput> = {}): AppCreateInput => ({
  nickname: "Sample",
  orientations: ["portrait"],
  isLive: false,
  isTestModeOn: false,
  isDirectedAtKidsUnder13: "NO",
  platform: "ios",
  ...overrides,
});
