// A scripted HTTP server on port 0 for the hostile-response tests: it answers the
// token request like the service, and every other request with whatever the test scripted,
// including what the APIs never promise (wrong bodies, cut connections, 50 MB).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach } from "vitest";

export type Script = (req: IncomingMessage, res: ServerResponse) => void;

export const SECRET = "hostile-client-secret-8c1f";
export const TOKEN = "hostile-access-token-77d2";

/** Writes `total` bytes of `fill` in 64 KiB chunks, waiting when the socket is full (no 50 MB in this process). */
export function writeLarge(res: ServerResponse, total: number, fill = "x"): void {
  const chunk = Buffer.alloc(64 * 1024, fill);
  let sent = 0;
  const pump = () => {
    while (sent < total && !res.destroyed) {
      const part = chunk.subarray(0, Math.min(chunk.length, total - sent));
      sent += part.length;
      if (!res.write(part)) return void res.once("drain", pump);
    }
    if (!res.destroyed) res.end();
  };
  res.on("error", () => undefined);
  pump();
}

/** Starts the server for the file; `script` answers the next requests, `requests` counts them. */
export function useHostileServer() {
  let server: Server | undefined;
  let script: Script = (_req, res) => res.writeHead(404).end();
  const state = { url: "", requests: 0 };
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === "/v5/oauth/token") {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ access_token: TOKEN, token_type: "Bearer", expires_in: 86400 }));
        return;
      }
      state.requests++;
      req.resume();
      script(req, res);
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    state.url = `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });
  beforeEach(() => {
    state.requests = 0;
  });
  return {
    get url() {
      return state.url;
    },
    get requests() {
      return state.requests;
    },
    answer(next: Script) {
      script = next;
    },
    config(extra: Record<string, unknown> = {}) {
      return {
        baseUrl: state.url, clientId: "hostile-client", clientSecret: SECRET, audience: "hostile-audience",
        retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 1 }, ...extra,
      };
    },
  };
}
