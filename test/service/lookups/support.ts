// What the lookup tests share: an emulator reset to a fresh account before each test.
import type { AppCreateInput } from "../../../provider/models";
import type { ReportOptions } from "../../../provider/reports";
import { ClientEmulator, sampleApp } from "../../support/emulator-client";
import { useEmulator } from "../../support/emulator";

/** The file's emulator, reset before each test (fresh state: the default list and one demo app). */
export function useLookupEmulator() {
  const file = useEmulator({ start: () => ClientEmulator.start(), reset: true });
  return {
    get emu() {
      return file.emu;
    },
    /** Options pointing a lookup at the emulator (what a program's config would hold). */
    options(): ReportOptions {
      return { config: file.emu.config() };
    },
    /** Creates an app through the API and returns its id. */
    async app(overrides: Partial<AppCreateInput> = {}): Promise<string> {
      return (await file.emu.client().management.apps.create(sampleApp(overrides))).id;
    },
    /** Empties the log, so a test can show that no request was made after this point. */
    clearLog: () => file.emu.clearRequests(),
    /** Every API request logged since the last clear (token requests included). */
    async apiRequests(): Promise<string[]> {
      return file.emu.requestLines();
    },
  };
}
