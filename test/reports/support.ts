import { startEmulator } from "../../emulator";
import type { ClientConfig } from "../../provider/client";
import type { Clock } from "../../provider/client/clock";
import type { FunctionOptions } from "../../provider/reports";
import { EmulatorHarness, type LoggedRequest as AnyLoggedRequest, useEmulator } from "../client/emulator/harness";
import { emulatorClock, reportSettings } from "../client/emulator/reports-support";

export { JUNE } from "../client/emulator/reports-support";

/** The report tests send each query parameter once, so they read the query as single values. */
export interface LoggedRequest extends AnyLoggedRequest {
  query: Record<string, string>;
}

/** One emulator per test file, its control endpoints, and report options pointed at it. */
export class ReportEmulator extends EmulatorHarness {
  static override async start(): Promise<ReportEmulator> {
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

  override config(overrides: Partial<ClientConfig> = {}): ClientConfig {
    return super.config({ ...reportSettings(this.emulator.credentials), ...overrides });
  }

  /** Options for a data source: settings, a progress log, and polling on the emulator clock. */
  options(extra: Partial<FunctionOptions> & { clock?: Clock } = {}): FunctionOptions & { progress: string[] } {
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
    return emulatorClock(this, jumps);
  }

  override async requests(): Promise<LoggedRequest[]> {
    return (await super.requests()) as LoggedRequest[];
  }

  /** "METHOD path status" for every non-token request. */
  async lines(): Promise<string[]> {
    return (await this.requests()).filter((r) => !/token$/.test(r.path)).map((r) => `${r.method} ${r.path} ${r.status}`);
  }
}

/** The file's ReportEmulator (see useEmulator), its request log emptied before each test. */
export const useReportEmulator = () => useEmulator(() => ReportEmulator.start(), { clearRequests: true });
