import type { AppCreateInput } from "../../provider/models";
import type { FunctionOptions } from "../../provider/reports";
import { EmulatorHarness, sampleApp, useEmulator } from "../client/emulator/harness";

/** The file's emulator, reset before each test (fresh state: the default list and one demo app). */
export function useLookupEmulator() {
  const file = useEmulator(() => EmulatorHarness.start(), { reset: true });
  return {
    get emu() {
      return file.emu;
    },
    /** Options pointing a lookup at the emulator (what a program's config would hold). */
    options(): FunctionOptions {
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
