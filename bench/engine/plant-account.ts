import type { RunningEmulator } from "../../emulator";

/** Plants an account of `apps` apps with `locationsPerApp` ad locations each, in one control call (docs/emulator.md). */
export async function plantAccount(emulator: RunningEmulator, apps: number, locationsPerApp: number): Promise<void> {
  const planted = await fetch(`${emulator.credentials.url}/_emulator/account`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ apps, locationsPerApp }) });
  if (!planted.ok) throw new Error(`planting the account: ${planted.status} ${await planted.text()}`);
}
