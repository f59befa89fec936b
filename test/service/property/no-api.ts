// "Never calls the API": every base URL of the provider points at one loopback listener that
// counts the connections it is offered (and answers none). A test asserts the count stays 0.
import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { SEED } from "./arbitraries";
import { reportLine } from "../../support/report-line";

const URL_VARIABLES = ["ADPUBLISHER_BASE_URL", "ADPUBLISHER_LEGACY_ANALYTICS_URL", "ADPUBLISHER_REPORTING_URL", "ADPUBLISHER_S2S_URL"];
const CREDENTIAL_VARIABLES = {
  ADPUBLISHER_CLIENT_ID: "fuzz-client",
  ADPUBLISHER_CLIENT_SECRET: "fuzz-client-secret",
  ADPUBLISHER_AUDIENCE: "fuzz-audience",
  ADPUBLISHER_LEGACY_USER_ID: "fuzz-user",
  ADPUBLISHER_LEGACY_USER_SIGNATURE: "fuzz-signature",
  ADPUBLISHER_S2S_TOKEN: "fuzz-s2s-token",
  ADPUBLISHER_S2S_API_TOKEN: "fuzz-s2s-api-token",
  ADPUBLISHER_S2S_API_SECRET: "fuzz-s2s-api-secret",
};

export interface ApiTrap {
  /** Connections the provider opened to any of its APIs so far. */
  readonly connections: number;
  readonly url: string;
  /** Inputs generated so far, by property; printed after the file with the run's PROPERTY_SEED. */
  count(property: string, inputs?: number): void;
}

/** Starts the listener and points the ADPUBLISHER_* settings at it for the test file. */
export function useApiTrap(): ApiTrap {
  let server: Server | undefined;
  let connections = 0;
  let url = "";
  const counts = new Map<string, number>();
  const saved: Record<string, string | undefined> = {};
  beforeAll(async () => {
    server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const settings = { ...Object.fromEntries(URL_VARIABLES.map((name) => [name, url])), ...CREDENTIAL_VARIABLES };
    for (const [name, value] of Object.entries(settings)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
  });
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    const lines = [...counts].map(([property, n]) => `  ${n}\t${property}`).join("\n");
    reportLine(`property runs (seed ${SEED}; replay with PROPERTY_SEED=${SEED}): ${total} inputs generated\n${lines}`);
  });
  return {
    get connections() {
      return connections;
    },
    get url() {
      return url;
    },
    count(property, inputs = 1) {
      counts.set(property, (counts.get(property) ?? 0) + inputs);
    },
  };
}
