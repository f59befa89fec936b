import { request } from "undici";
import { startEmulator, type RunningEmulator } from "../../../emulator";
import { createClient, type AdPublisherClient, type ClientConfig } from "../../../provider/client";

export interface LoggedRequest {
  method: string;
  path: string;
  query: unknown;
  status: number;
  at: string;
}

/** One emulator per test file (port 0) plus helpers for its control endpoints. */
export class EmulatorHarness {
  private constructor(readonly emulator: RunningEmulator) {}

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
