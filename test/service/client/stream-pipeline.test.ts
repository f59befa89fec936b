// Streamed job results go through the one request pipeline: the same transport
// (injected dispatcher), retry decision, clock and connect-phase reading as buffered calls. A
// stream is re-sent only while no body byte has been handed to the consumer.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createTcpServer } from "node:net";
import { MockAgent } from "undici";
import { afterEach, describe, expect, it } from "vitest";
import { inspect } from "node:util";
import { createApiContext, createClient, NetworkError } from "../../../provider/client";
import { collect } from "../../support/collect";
import { instantClock } from "../../support/instant-clock";

const SIGNATURE = "legacy-signature-value";
const TSV = "dt\tappId\n2024-06-03\ta1\n2024-06-04\ta2\n";

const legacy = (url: string) => ({ legacyAnalyticsUrl: url, legacyUserId: "u1", legacyUserSignature: SIGNATURE });

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A loopback server: the job is always ready; `result` answers the n-th (1-based) result call. */
async function jobServer(result: (n: number, res: ServerResponse, req: IncomingMessage) => void): Promise<{ url: string; results: () => number }> {
  let results = 0;
  server = createServer((req, res) => {
    if (new URL(req.url ?? "/", "http://x").searchParams.get("status") === "true") {
      res.writeHead(201, { "content-type": "application/json" }).end('{"status":"created"}');
      return;
    }
    result(++results, res, req);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, results: () => results };
}

const tsvHead = (res: ServerResponse) => res.writeHead(200, { "content-type": "text/tab-separated-values; charset=utf-8" });

describe("a streamed job result", () => {
  it("is retried on a 503 after a backoff slept on the injected clock, through the injected dispatcher", async () => {
    const agent = new MockAgent();
    agent.disableNetConnect();
    const origin = "https://legacy.example.test";
    const pool = agent.get(origin);
    pool.intercept({ path: /\/metrics\/jobs\/j1\?.*status=true/, method: "GET" }).reply(201, { status: "created" });
    pool.intercept({ path: /\/metrics\/jobs\/j1\?/, method: "GET" }).reply(503, "busy");
    pool.intercept({ path: /\/metrics\/jobs\/j1\?/, method: "GET" }).reply(200, TSV, { headers: { "content-type": "text/tab-separated-values; charset=utf-8" } });
    const clock = instantClock();
    const client = createClient({ ...legacy(origin), dispatcher: agent, retry: { baseDelayMs: 400, maxDelayMs: 400 } }, { clock, random: () => 0.5 });
    const rows = await collect(client.legacyAnalytics.job("j1").rows());
    expect(rows).toEqual([{ dt: "2024-06-03", appId: "a1" }, { dt: "2024-06-04", appId: "a2" }]);
    // Equal jitter: half of 400 ms plus half of it times 0.5.
    expect(clock.sleeps).toEqual([300]);
    await agent.close();
  });

  it("reads the connect phase along the cause chain, as buffered calls do", async () => {
    const agent = new MockAgent();
    agent.disableNetConnect();
    const origin = "https://legacy.example.test";
    const pool = agent.get(origin);
    pool.intercept({ path: /status=true/, method: "GET" }).reply(201, { status: "created" });
    const refused = Object.assign(new Error("connect failed"), { cause: Object.assign(new Error("inner"), { code: "ECONNREFUSED" }) });
    pool.intercept({ path: /\/metrics\/jobs\/j1\?/, method: "GET" }).replyWithError(refused);
    const client = createClient({ ...legacy(origin), dispatcher: agent, retry: { maxAttempts: 1 } });
    const error = await collect(client.legacyAnalytics.job("j1").rows()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ phase: "connect", code: "ECONNREFUSED", path: "/metrics/jobs/j1" });
    expect(String(error)).not.toContain(SIGNATURE);
    await agent.close();
  });

  it("maps a refused connection to a NetworkError, after the retries, that quotes no query credential", async () => {
    const closed = createTcpServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as { port: number };
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const ctx = createApiContext({ ...legacy(`http://127.0.0.1:${port}`), retry: { maxAttempts: 2 } }, { clock: instantClock() });
    const error = await ctx
      .stream({ method: "GET", base: "legacyAnalyticsUrl", path: "/metrics/jobs/j1", query: { userId: "u", userSignature: SIGNATURE }, auth: "none" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ phase: "connect", attempts: 2, path: "/metrics/jobs/j1" });
    expect(inspect(error, { depth: 10 })).not.toContain(SIGNATURE);
  });

  it("is re-sent when the connection drops before the first body byte", async () => {
    const emu = await jobServer((n, res) => {
      tsvHead(res);
      if (n === 1) {
        res.flushHeaders();
        setTimeout(() => res.socket?.destroy(), 20);
        return;
      }
      res.end(TSV);
    });
    const client = createClient({ ...legacy(emu.url), retry: { baseDelayMs: 1, maxDelayMs: 1 } }, { clock: instantClock() });
    expect(await collect(client.legacyAnalytics.job("j1").rows())).toHaveLength(2);
    expect(emu.results()).toBe(2);
  });

  it("is not re-sent once bytes reached the consumer: the break surfaces as a NetworkError", async () => {
    const emu = await jobServer((_n, res) => {
      tsvHead(res);
      res.write("dt\tappId\n2024-06-03\ta1\n");
      setTimeout(() => res.socket?.destroy(), 20);
    });
    const client = createClient({ ...legacy(emu.url), retry: { baseDelayMs: 1, maxDelayMs: 1 } }, { clock: instantClock() });
    const seen: unknown[] = [];
    const error = await (async () => {
      for await (const row of client.legacyAnalytics.job("j1").rows()) seen.push(row);
    })().catch((e: unknown) => e);
    expect(seen).toEqual([{ dt: "2024-06-03", appId: "a1" }]);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ phase: "response", path: "/metrics/jobs/j1" });
    expect(String(error)).not.toContain(SIGNATURE);
    expect(emu.results()).toBe(1);
  });

  it("hands rows over while the body is still arriving (nothing is buffered whole)", async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const emu = await jobServer((_n, res) => {
      tsvHead(res);
      res.write("dt\tappId\n2024-06-03\ta1\n");
      // The rest only after the client has handed the first row over.
      void released.then(() => res.end("2024-06-04\ta2\n"));
    });
    const client = createClient(legacy(emu.url));
    const rows: unknown[] = [];
    for await (const row of client.legacyAnalytics.job("j1").rows()) {
      rows.push(row);
      release();
    }
    expect(rows).toHaveLength(2);
  });
});
