/** The harness of test/support/emulator.ts plus the provider's client on it, for client, report and lookup tests. */
import { beforeAll } from "vitest";
import { createClient, type AdPublisherClient, type ClientConfig } from "../../provider/client";
import type { AppCreateInput } from "../../provider/models";
import { EmulatorHarness, useEmulator, type EmulatorHookOptions } from "./emulator";

export class ClientEmulator extends EmulatorHarness {
  /** A client on the emulator; fast retries so fault tests do not wait. */
  config(overrides: Partial<ClientConfig> = {}): ClientConfig {
    const c = this.credentials;
    return {
      baseUrl: c.url,
      clientId: c.clientId,
      clientSecret: c.clientSecret,
      audience: c.audience,
      retry: { baseDelayMs: 1, maxDelayMs: 5 },
      ...overrides,
    };
  }

  client(overrides: Partial<ClientConfig> = {}): AdPublisherClient {
    return createClient(this.config(overrides));
  }
}

/** The file's emulator and client; filled in by the beforeAll that useEmulatorClient registers. */
export interface EmulatorClientContext {
  readonly emu: ClientEmulator;
  readonly client: AdPublisherClient;
}

export interface EmulatorClientOptions extends Omit<EmulatorHookOptions<ClientEmulator>, "start"> {
  /** How to make the file's client; the harness default otherwise. */
  client?: (emu: ClientEmulator) => AdPublisherClient;
}

/** useEmulator plus one client on it, made once the emulator runs. */
export function useEmulatorClient(options: EmulatorClientOptions = {}): EmulatorClientContext {
  const file = useEmulator({ ...options, start: () => ClientEmulator.start() });
  let client: AdPublisherClient | undefined;
  beforeAll(() => {
    client = options.client ? options.client(file.emu) : file.emu.client();
  });
  return {
    get emu() {
      return file.emu;
    },
    get client() {
      if (client === undefined) throw new Error("the emulator is not started yet: use it inside hooks and tests");
      return client;
    },
  };
}

/** A valid app for tests where the app itself is not under test. */
export const sampleApp = (overrides: Partial<AppCreateInput> = {}): AppCreateInput => ({
  nickname: "Sample",
  orientations: ["portrait"],
  isLive: false,
  isTestModeOn: false,
  isDirectedAtKidsUnder13: "NO",
  platform: "ios",
  ...overrides,
});
