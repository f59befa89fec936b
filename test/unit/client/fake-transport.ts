// A scripted transport for the client's unit tests: answers in order, and records what was sent.
import { NetworkError } from "../../../provider/client/errors";
import type { HttpRequest, HttpResponse, Send } from "../../../provider/client/http";

export type Scripted = { status: number; headers?: Record<string, string>; body?: unknown } | { network: "connect" | "response" };

/** A scripted transport: answers with the script in order and records what it was sent. */
export function scriptedTransport(script: Scripted[]): Send & { calls: HttpRequest[] } {
  const calls: HttpRequest[] = [];
  const send = async (req: HttpRequest): Promise<HttpResponse> => {
    calls.push(req);
    const next = script.shift();
    if (next === undefined) throw new Error(`unexpected request ${req.method} ${req.url.pathname}`);
    if ("network" in next) {
      throw new NetworkError("scripted failure", { method: req.method, path: req.url.pathname, phase: next.network });
    }
    const body = next.body === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(next.body));
    return { status: next.status, headers: next.headers ?? {}, body, attempts: 1 };
  };
  return Object.assign(send, { calls });
}

export const noWait = { sleep: async () => {}, now: () => 0, random: () => 0.5 };

export function request(method: HttpRequest["method"], idempotent = method !== "POST"): HttpRequest {
  return { method, url: new URL("https://api.example.test/v5/apps"), headers: {}, idempotent };
}
