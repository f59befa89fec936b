import { request } from "undici";
import { startEmulator, type RunningEmulator } from "../../emulator";
import type { ClientConfig } from "../../provider/client";
import type { Clock } from "../../provider/client/reports/clock";
import type { ReportOptions } from "../../provider/reports";

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
}

/** One emulator per test file, its control endpoints, and report options pointed at it. */
export class ReportEmulator {
  private constructor(readonly emulator: RunningEmulator) {}

  static async start(): Promise<ReportEmulator> {
    return new ReportEmulator(await startEmulator({ port: 0 }));
  }

  get url(): string {
    return this.emulator.url;
  }

  /** Every setting of the reports, as ADPUBLISHER_* variables (what the command line reads). */
  env(): Record<string, string> {
    const c = this.emulator.credentials;
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

  config(overrides: Partial<ClientConfig> = {}): ClientConfig {
    const c = this.emulator.credentials;
    return {
      baseUrl: c.url, clientId: c.clientId, clientSecret: c.clientSecret, audience: c.audience,
      legacyAnalyticsUrl: c.url, legacyUserId: c.legacyUserId, legacyUserSignature: c.legacyUserSignature,
      reportingUrl: c.url, s2sUrl: c.url, s2sToken: c.s2sToken, s2sApiToken: c.s2sApiToken, s2sApiSecret: c.s2sApiSecret,
      retry: { baseDelayMs: 1, maxDelayMs: 5 },
      ...overrides,
    };
  }

  /** Options for a data source: settings, a progress log, and polling on the emulator clock. */
  options(extra: Partial<ReportOptions> & { clock?: Clock } = {}): ReportOptions & { progress: string[] } {
    const progress: string[] = [];
    const { clock, ...rest } = extra;
    return {
      progress,
      config: this.config(),
      onProgress: (line) => progress.push(line),
      poll: { clock: clock ?? this.clock(), random: () => 0.5 },
      ...rest,
    };
  }

  /** A clock whose sleeps move the emulator's clock; `jumps` adds seconds on chosen sleeps (1-based). */
  clock(jumps: Record<number, number> = {}): Clock & { sleeps: number[] } {
    let now = 0;
    const sleeps: number[] = [];
    return {
      sleeps,
      now: () => now,
      sleep: async (ms) => {
        sleeps.push(ms);
        now += ms;
        await this.advanceClock(ms / 1000 + (jumps[sleeps.length] ?? 0));
      },
    };
  }

  private async control(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<unknown> {
    const res = await request(`${this.url}${path}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.body.text();
    if (res.statusCode >= 300) throw new Error(`${method} ${path}: ${res.statusCode} ${text}`);
    return text === "" ? undefined : JSON.parse(text);
  }

  async requests(): Promise<LoggedRequest[]> {
    return ((await this.control("GET", "/_emulator/requests")) as { requests: LoggedRequest[] }).requests;
  }

  /** "METHOD path status" for every non-token request. */
  async lines(): Promise<string[]> {
    return (await this.requests()).filter((r) => !/token$/.test(r.path)).map((r) => `${r.method} ${r.path} ${r.status}`);
  }

  clearRequests = () => this.control("DELETE", "/_emulator/requests");
  faults = (rules: Record<string, unknown>[]) => this.control("POST", "/_emulator/faults", { rules });
  advanceClock = (advanceSeconds: number) => this.control("POST", "/_emulator/clock", { advanceSeconds });
  close = () => this.emulator.close();
}

export const JUNE = { dateMin: "2024-06-03", dateMax: "2024-06-04" } as const;
