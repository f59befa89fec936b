// Responses the APIs do not promise: the client tolerates what they allow (extra
// fields, missing optional ones), and otherwise fails with its own error class naming the
// request, never quoting a secret, never holding more than its body limit.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { AdPublisherError, createApiContext, createClient, NetworkError, ResponseTooLargeError, UnexpectedResponseError } from "../../../provider/client";
import { EmulatorHarness } from "../../support/emulator";
import { SECRET, TOKEN, useHostileServer, writeLarge } from "./hostile-server";
import { reportLine } from "../../support/report-line";

const server = useHostileServer();
const FIFTY_MB = 50 * 1024 * 1024;

// Collected garbage is not buffering: the measurements collect it before they start, and the
// streamed consumer collects as it goes, so what stays is what the client holds.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** A real app as the emulator answers it (snake_case wire form), to vary. */
async function emulatorApp(): Promise<Record<string, unknown>> {
  const emu = await EmulatorHarness.start();
  try {
    const body = { nickname: "Real", orientations: ["portrait"], is_live: false, is_test_mode_on: false, is_directed_at_kids_under_13: "NO", platform: "ios" };
    const created = await emu.api("POST", "/v5/apps", { body });
    return (await emu.api("GET", `/v5/apps/${String(created.body.id)}`)).body;
  } finally {
    await emu.close();
  }
}

function json(body: unknown) {
  return (_req: unknown, res: import("node:http").ServerResponse) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
}

async function failure(promise: Promise<unknown>): Promise<AdPublisherError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(AdPublisherError);
  const message = (error as Error).message;
  expect(message).not.toContain(SECRET);
  expect(message).not.toContain(TOKEN);
  return error as AdPublisherError;
}

/** Peak growth of the process's memory (heap + buffers) while `run` runs, sampled every 2 ms. */
async function peakGrowth(run: () => Promise<unknown>): Promise<number> {
  gc();
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.external + m.arrayBuffers;
  };
  const base = used();
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, used())), 2);
  try {
    await run();
  } finally {
    clearInterval(timer);
    peak = Math.max(peak, used());
  }
  return peak - base;
}

describe("responses the APIs do not promise", () => {
  it("tolerates extra fields anywhere and missing optional fields", async () => {
    const real = await emulatorApp();
    const { name: _n, icon: _i, test_mode_duration: _t, app_ads_txt_status: _s, metadata: _m, ...withoutOptional } = real;
    server.answer(json({ ...withoutOptional, unheard_of: { deep: [1, null] }, orientations: real.orientations, extra_flag: true }));
    const app = await createClient(server.config()).management.apps.get(String(real.id));
    expect(app.id).toBe(real.id);
    expect(app.nickname).toBe("Real");
    expect(app.name ?? undefined).toBeUndefined();
  });

  it("refuses a missing required field, naming the request and the field", async () => {
    const { platform: _p, ...body } = await emulatorApp();
    server.answer(json(body));
    const error = await failure(createClient(server.config()).management.apps.get("app-1"));
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(error.message).toMatch(/^GET \/v5\/apps\/app-1: the response does not have the documented shape: platform: /);
  });

  it("refuses a 200 whose body is not JSON, quoting nothing of it", async () => {
    server.answer((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end(`<html>${SECRET} ${TOKEN}</html>`));
    const error = await failure(createClient(server.config()).management.apps.get("app-1"));
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(error.message).toBe("GET /v5/apps/app-1: the response is not JSON");
  });

  it("fails a truncated body as a NetworkError of the request, after its retries", async () => {
    server.answer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": "5000" });
      res.write('{"id": "app-1", "nickname": "cut');
      setTimeout(() => res.destroy(), 5);
    });
    const error = await failure(createClient(server.config()).management.apps.get("app-1"));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toMatch(/^GET \/v5\/apps\/app-1: connection failed before a complete response/);
    expect(server.requests).toBe(2);
  });
});

/** GET /v5/apps/a answered with 50 MB, chunked; the client's error and the peak memory growth. */
async function chunkedFiftyMegabytes(status: number, maxResponseBytes: number): Promise<{ error: AdPublisherError; growth: number }> {
  server.answer((_req, res) => {
    res.writeHead(status, { "content-type": "application/json" });
    writeLarge(res, FIFTY_MB);
  });
  let error: AdPublisherError | undefined;
  const growth = await peakGrowth(async () => (error = await failure(createClient(server.config({ maxResponseBytes })).management.apps.get("a"))));
  return { error: error as AdPublisherError, growth };
}

describe("a 50 MB body", () => {
  it("with a Content-Length: refused before any byte is read, not re-sent", async () => {
    server.answer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": String(FIFTY_MB) });
      writeLarge(res, FIFTY_MB);
    });
    let error: AdPublisherError | undefined;
    const growth = await peakGrowth(async () => (error = await failure(createClient(server.config()).management.apps.get("a"))));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error?.message).toBe("GET /v5/apps/a: the response body (status 200) is larger than 8388608 bytes, the client's limit (maxResponseBytes); it was not read further");
    expect(server.requests).toBe(1);
    reportLine(`50 MB with Content-Length: peak memory growth ${(growth / 1048576).toFixed(1)} MiB`);
    expect(growth).toBeLessThan(16 * 1024 * 1024);
  });

  it("chunked, on an error status too: stops at the limit", async () => {
    const { error, growth } = await chunkedFiftyMegabytes(500, 1024 * 1024);
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error.message).toMatch(/^GET \/v5\/apps\/a: the response body \(status 500\) is larger than 1048576 bytes/);
    reportLine(`50 MB chunked, limit 1 MiB: peak memory growth ${(growth / 1048576).toFixed(1)} MiB`);
    expect(growth).toBeLessThan(12 * 1024 * 1024);
  });

  it("is held whole only when the limit is raised above it (the measurement can see it)", async () => {
    const { error, growth } = await chunkedFiftyMegabytes(200, 64 * 1024 * 1024);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    reportLine(`50 MB chunked, limit 64 MiB: peak memory growth ${(growth / 1048576).toFixed(1)} MiB`);
    expect(growth).toBeGreaterThan(40 * 1024 * 1024);
  });

  it("as a streamed result: handed over as it arrives, no limit", async () => {
    server.answer((_req, res) => {
      res.writeHead(200, { "content-type": "text/csv" });
      writeLarge(res, FIFTY_MB, "a");
    });
    let bytes = 0;
    const growth = await peakGrowth(async () => {
      const res = await createApiContext(server.config()).stream({ method: "GET", path: "/v5/analytics/jobs/1", auth: "none" });
      for await (const chunk of res.body) {
        bytes += chunk.byteLength;
        if (bytes % (4 * 1024 * 1024) < chunk.byteLength) gc();
      }
    });
    expect(bytes).toBe(FIFTY_MB);
    reportLine(`50 MB streamed: peak memory growth ${(growth / 1048576).toFixed(1)} MiB`);
    expect(growth).toBeLessThan(16 * 1024 * 1024);
  });
});
