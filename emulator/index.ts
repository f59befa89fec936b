// The emulator's entry point for tests and tools: start it on loopback and get its URL and credentials.
import type { EmulatorCredentials } from "./credentials";
import { EmulatorServer, type EmulatorOptions } from "./server";

export type { EmulatorCredentials } from "./credentials";
export type { EmulatorOptions } from "./server";

export interface RunningEmulator {
  url: string;
  credentials: EmulatorCredentials;
  close(): Promise<void>;
}

/** Starts the service emulator on loopback (default 127.0.0.1, an ephemeral port). */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const server = new EmulatorServer(options);
  await server.listen();
  const credentials = server.credentials;
  return { url: credentials.url, credentials, close: () => server.close() };
}
