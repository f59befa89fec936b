// Plants the benchmark's account in the emulator through its control endpoint, a call per 10,000 apps.
import type { RunningEmulator } from "../../emulator";

/** The most apps the emulator plants in one call (docs/emulator.md). */
const APPS_PER_CALL = 10_000;

/**
 * Plants an account of `apps` apps with `locationsPerApp` ad locations each, in as few control
 * calls as the emulator allows (docs/emulator.md); each call numbers its apps on from the last's.
 */
export async function plantAccount(emulator: RunningEmulator, apps: number, locationsPerApp: number): Promise<void> {
  for (let planted = 0; planted < apps; planted += APPS_PER_CALL) {
    const body = JSON.stringify({ apps: Math.min(APPS_PER_CALL, apps - planted), locationsPerApp });
    const response = await fetch(`${emulator.credentials.url}/_emulator/account`, { method: "POST", headers: { "Content-Type": "application/json" }, body });
    if (!response.ok) throw new Error(`planting the account: ${response.status} ${await response.text()}`);
  }
}
