// What the report data source tests share: an emulator per file with report options pointed at it.
import type { ClientConfig } from "../../../provider/client";
import type { Clock } from "../../../provider/client/clock";
import type { ReportOptions } from "../../../provider/reports";
import { ClientEmulator } from "../../support/emulator-client";
import { useEmulator } from "../../support/emulator";
import { emulatorClock, reportSettings } from "../client/reports-support";

export { JUNE } from "../client/reports-support";

/** One emulator per test file, its control endpoints, and report options pointed at it. */
export class ReportEmulator extends ClientEmulator {
  override config(overrides: Partial<ClientConfig> = {}): ClientConfig {
    return super.config({ ...reportSettings(this.credentials), ...overrides });
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
    return emulatorClock(this, jumps);
  }

  /** "METHOD path status" for every non-token request. */
  async lines(): Promise<string[]> {
    return (await this.requests()).filter((r) => !/token$/.test(r.path)).map((r) => `${r.method} ${r.path} ${r.status}`);
  }
}

/** The file's ReportEmulator (see useEmulator), its request log emptied before each test. */
export const useReportEmulator = () => useEmulator({ start: () => ReportEmulator.start(), clearRequests: true });
