// Whether the emulator listens beyond loopback, and the warning it prints when it does.
import { BlockList, isIP } from "node:net";

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** Whether `host` names this machine's loopback only: `localhost`, 127.0.0.0/8 or ::1 (any spelling). */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/^\[(.*)\]$/, "$1");
  if (name === "localhost") return true;
  const family = isIP(name);
  return family !== 0 && LOOPBACK.check(name, family === 4 ? "ipv4" : "ipv6");
}

/**
 * The warning `--host` earns beyond loopback: the emulator accepts well-known test credentials
 * (DEFAULT_CREDENTIALS are in docs/emulator.md) and serves its control endpoints to anyone who reaches it.
 */
export function exposureWarning(host: string): string | undefined {
  if (isLoopbackHost(host)) return undefined;
  return (
    `emulator: warning: --host ${host} is not a loopback address. The emulator holds test credentials ` +
    "(its first stdout line; the defaults are in docs/emulator.md) and test-only control endpoints: anyone who can reach this address can use them.\n"
  );
}
