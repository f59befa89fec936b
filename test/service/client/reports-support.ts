// What the report client tests share: the emulator's report settings and a clock at a fixed date.
import type { EmulatorCredentials } from "../../../emulator";
import type { ClientConfig } from "../../../provider/client";
import type { Clock } from "../../../provider/client/clock";
import { instantClock } from "../../support/instant-clock";
import type { ClientEmulator } from "../../support/emulator-client";

/** The settings of the report and S2S families (beyond the management ones), pointed at the emulator. */
export function reportSettings(c: EmulatorCredentials): Partial<ClientConfig> {
  return {
    legacyAnalyticsUrl: c.url,
    legacyUserId: c.legacyUserId,
    legacyUserSignature: c.legacyUserSignature,
    reportingUrl: c.url,
    s2sUrl: c.url,
    s2sToken: c.s2sToken,
    s2sApiToken: c.s2sApiToken,
    s2sApiSecret: c.s2sApiSecret,
  };
}

/** Every setting of the report and S2S families, pointed at the emulator. */
export function reportConfig(emu: ClientEmulator, overrides: Partial<ClientConfig> = {}): ClientConfig {
  return emu.config({ ...reportSettings(emu.credentials), ...overrides });
}

/**
 * A clock that moves the emulator's clock: whatever the client sleeps, the emulator lives through
 * at once. Waits are recorded so a test can assert how long the client chose to wait; `jumps`
 * adds seconds on chosen sleeps (1-based), to make time pass that the client did not wait.
 */
export function emulatorClock(emu: ClientEmulator, jumps: Record<number, number> = {}): Clock & { sleeps: number[] } {
  const own = instantClock();
  return {
    ...own,
    sleep: async (ms) => {
      await own.sleep(ms);
      await emu.advanceClock(ms / 1000 + (jumps[own.sleeps.length] ?? 0));
    },
  };
}

export const JUNE = { dateMin: "2024-06-03", dateMax: "2024-06-04" } as const;
