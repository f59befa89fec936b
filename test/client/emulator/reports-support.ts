import type { ClientConfig } from "../../../provider/client";
import type { Clock } from "../../../provider/client/reports/clock";
import type { EmulatorHarness } from "./harness";

/** Every setting of the report and S2S families, pointed at the emulator. */
export function reportConfig(emu: EmulatorHarness, overrides: Partial<ClientConfig> = {}): ClientConfig {
  const c = emu.emulator.credentials;
  return emu.config({
    legacyAnalyticsUrl: c.url,
    legacyUserId: c.legacyUserId,
    legacyUserSignature: c.legacyUserSignature,
    reportingUrl: c.url,
    s2sUrl: c.url,
    s2sToken: c.s2sToken,
    s2sApiToken: c.s2sApiToken,
    s2sApiSecret: c.s2sApiSecret,
    ...overrides,
  });
}

/**
 * A clock that moves the emulator's clock: whatever the client sleeps, the emulator lives through
 * at once. Waits are recorded so a test can assert how long the client chose to wait.
 */
export function emulatorClock(emu: EmulatorHarness): Clock & { sleeps: number[] } {
  let now = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
      await emu.advanceClock(ms / 1000);
    },
  };
}

export const JUNE = { dateMin: "2024-06-03", dateMax: "2024-06-04" } as const;
