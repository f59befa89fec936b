import { createServer } from "node:net";
import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import { NetworkError } from "../../provider/client/errors";
import { createReportSender } from "../../provider/client/reports/report-sender";

/** A loopback port with nothing listening. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("the streaming path of the report sender", () => {
  it("maps a refused connection to a NetworkError that quotes no query credential", async () => {
    const port = await closedPort();
    const signature = "legacy-signature-value";
    const sender = createReportSender({ legacyAnalyticsUrl: `http://127.0.0.1:${port}`, retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 1 } });
    const error = await sender
      .stream({ method: "GET", base: "legacyAnalyticsUrl", path: "/metrics/jobs/j1", query: { userId: "u", userSignature: signature }, auth: "none" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ phase: "connect", attempts: 2, path: "/metrics/jobs/j1" });
    expect(inspect(error, { depth: 10 })).not.toContain(signature);
  });
});
