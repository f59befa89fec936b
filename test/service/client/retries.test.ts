// The client's retries against the emulator's faults: 503s, the attempt bound, Retry-After on 429.
import { createServer } from "node:net";
import { beforeEach, describe, expect, it } from "vitest";
import {
  AmbiguousCreateError,
  createClient,
  NetworkError,
  RateLimitError,
  ServerError,
} from "../../../provider/client";
import { sampleApp, useEmulatorClient } from "../../support/emulator-client";

// Retries through the emulator's fault endpoint; exact attempt counts come from its request log.
const env = useEmulatorClient({ client: (emu) => emu.client({ retry: { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 5 } }), reset: true });
beforeEach(async () => {
  await env.client.management.apps.listPage(); // token in hand, so logs below hold only the calls under test
  await env.emu.clearRequests();
});

const draft = sampleApp({ nickname: "Retry" });

describe("retries against the emulator", () => {
  it("re-sends a GET after 503s and succeeds", async () => {
    await env.emu.faults([{ method: "GET", path: "^/v5/apps$", times: 2, status: 503 }]);
    await env.client.management.apps.listPage();
    expect(await env.emu.requestLines()).toEqual(["GET /v5/apps 503", "GET /v5/apps 503", "GET /v5/apps 200"]);
  });

  it("gives up after maxAttempts with a ServerError carrying the attempt count", async () => {
    await env.emu.faults([{ method: "GET", path: "^/v5/apps$", times: 5, status: 502 }]);
    const error = await env.client.management.apps.listPage().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ status: 502, attempts: 3 });
    expect(await env.emu.requestLines()).toEqual(["GET /v5/apps 502", "GET /v5/apps 502", "GET /v5/apps 502"]);
  });

  it("honours Retry-After on 429 (seconds), then succeeds", async () => {
    await env.emu.faults([{ method: "GET", path: "^/v5/apps$", times: 1, status: 429, headers: { "Retry-After": "1" } }]);
    await env.client.management.apps.listPage();
    expect(await env.emu.requestLines()).toEqual(["GET /v5/apps 429", "GET /v5/apps 200"]);
  });

  it("a Retry-After beyond maxElapsedMs is not waited for: RateLimitError with the hint", async () => {
    const impatient = env.emu.client({ retry: { maxAttempts: 3, maxElapsedMs: 1_000 } });
    await impatient.management.apps.listPage();
    await env.emu.clearRequests();
    await env.emu.faults([{ method: "GET", path: "^/v5/apps$", times: 1, status: 429, headers: { "Retry-After": "120" } }]);
    const error = await impatient.management.apps.listPage().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ retryAfterSeconds: 120, attempts: 1 });
    expect(await env.emu.requestLines()).toEqual(["GET /v5/apps 429"]);
  });

  it("re-sends a GET after the connection is dropped", async () => {
    await env.emu.faults([{ method: "GET", path: "^/v5/apps$", times: 1, reset: true }]);
    await env.client.management.apps.listPage();
    expect(await env.emu.requestLines()).toEqual(["GET /v5/apps 0", "GET /v5/apps 200"]);
  });

  it("a response slower than timeoutMs is a NetworkError (timeout), retried like a reset", async () => {
    const hasty = env.emu.client({ timeoutMs: 200, retry: { maxAttempts: 2, baseDelayMs: 1 } });
    await hasty.management.apps.listPage();
    await env.emu.faults([{ method: "GET", path: "^/v5/apps$", times: 2, delayMs: 2_000 }]);
    await env.emu.clearRequests();
    const error = await hasty.management.apps.listPage().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ code: "TIMEOUT", phase: "response", attempts: 2 });
    expect((await env.emu.requests()).map((r) => `${r.method} ${r.path}`)).toEqual(["GET /v5/apps", "GET /v5/apps"]);
  });

  it("a POST refused with 429 or 503 is re-sent", async () => {
    await env.emu.faults([
      { method: "POST", path: "^/v5/apps$", times: 1, status: 429 },
      { method: "POST", path: "^/v5/apps$", times: 1, status: 503 },
    ]);
    await env.client.management.apps.create(draft);
    expect(await env.emu.requestLines()).toEqual(["POST /v5/apps 429", "POST /v5/apps 503", "POST /v5/apps 200"]);
  });

  it("a POST that failed ambiguously (dropped connection) is not re-sent for an app", async () => {
    await env.emu.faults([{ method: "POST", path: "^/v5/apps$", times: 1, reset: true }]);
    const error = await env.client.management.apps.create(draft).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AmbiguousCreateError);
    expect((error as Error).cause).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toContain('List the apps (nickname "Retry")');
    expect((await env.emu.requests()).map((r) => `${r.method} ${r.path}`)).toEqual(["POST /v5/apps"]);
  });

  it("a DELETE re-sent after a 500 succeeds", async () => {
    const { id } = await env.client.management.apps.create(draft);
    await env.emu.clearRequests();
    await env.emu.faults([{ method: "DELETE", path: "^/v5/apps/", times: 1, status: 500 }]);
    await env.client.management.apps.delete(id);
    expect(await env.emu.requestLines()).toEqual([`DELETE /v5/apps/${id} 500`, `DELETE /v5/apps/${id} 204`]);
  });

  it("a refused connection is a NetworkError in the connect phase, retried up to maxAttempts", async () => {
    const port = await closedPort();
    const offline = createClient({ ...env.emu.config({ baseUrl: `http://127.0.0.1:${port}` }), retry: { maxAttempts: 2, baseDelayMs: 1 } });
    const error = await offline.management.apps.listPage().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ phase: "connect", code: "ECONNREFUSED", attempts: 2 });
  });
});

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}
