// withRetry: re-sends, attempt counts and Retry-After on a scripted transport.
import { describe, expect, it } from "vitest";
import { NetworkError } from "../../../provider/client/errors";
import { withRetry } from "../../../provider/client/retry";
import { noWait, request, scriptedTransport } from "./fake-transport";

const options = { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 100, maxElapsedMs: 10_000 };

describe("withRetry", () => {
  it("re-sends an idempotent request after 5xx and returns the first success with the attempt count", async () => {
    const transport = scriptedTransport([{ status: 502 }, { network: "response" }, { status: 200, body: {} }]);
    const res = await withRetry(transport, options, noWait)(request("GET"));
    expect(res.status).toBe(200);
    expect(res.attempts).toBe(3);
    expect(transport.calls).toHaveLength(3);
  });

  it("returns the last failing response once attempts are spent", async () => {
    const transport = scriptedTransport([{ status: 503 }, { status: 503 }, { status: 503 }]);
    const res = await withRetry(transport, options, noWait)(request("GET"));
    expect(res).toMatchObject({ status: 503, attempts: 3 });
  });

  it("waits what Retry-After says", async () => {
    const waits: number[] = [];
    const deps = { ...noWait, sleep: async (ms: number) => void waits.push(ms) };
    const transport = scriptedTransport([{ status: 429, headers: { "retry-after": "2" } }, { status: 200 }]);
    await withRetry(transport, options, deps)(request("GET"));
    expect(waits).toEqual([2_000]);
  });

  it("does not re-send a POST after an ambiguous failure", async () => {
    const transport = scriptedTransport([{ status: 500 }]);
    const res = await withRetry(transport, options, noWait)(request("POST"));
    expect(res).toMatchObject({ status: 500, attempts: 1 });
    const broken = scriptedTransport([{ network: "response" }]);
    await expect(withRetry(broken, options, noWait)(request("POST"))).rejects.toBeInstanceOf(NetworkError);
    expect(broken.calls).toHaveLength(1);
  });

  it("re-sends a POST the server refused (429, 503) or never received", async () => {
    const transport = scriptedTransport([{ status: 429 }, { network: "connect" }, { status: 200 }]);
    const res = await withRetry(transport, options, noWait)(request("POST"));
    expect(res).toMatchObject({ status: 200, attempts: 3 });
  });

  it("throws the last network error with the attempt count", async () => {
    const transport = scriptedTransport([{ network: "connect" }, { network: "connect" }, { network: "connect" }]);
    const error = await withRetry(transport, options, noWait)(request("GET")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ attempts: 3, phase: "connect" });
    expect((error as Error).message).toContain("after 3 attempts");
  });
});

describe("withRetry marks responses that follow an ambiguous failure", () => {
  it("after a 500 or a broken response, not after 429/503 or a connect failure", async () => {
    const ambiguous = await withRetry(scriptedTransport([{ status: 500 }, { status: 404 }]), options, noWait)(request("DELETE"));
    expect(ambiguous).toMatchObject({ status: 404, afterAmbiguousFailure: true });
    const reset = await withRetry(scriptedTransport([{ network: "response" }, { status: 404 }]), options, noWait)(request("DELETE"));
    expect(reset.afterAmbiguousFailure).toBe(true);
    const refused = await withRetry(scriptedTransport([{ status: 503 }, { network: "connect" }, { status: 404 }]), options, noWait)(
      request("DELETE"),
    );
    expect(refused.afterAmbiguousFailure).toBe(false);
  });
});
