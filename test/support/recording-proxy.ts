// A proxy in front of the emulator that records every request and can answer one with a fault,
// for the tests that count calls or break one.
import { request as httpRequest, createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ProxiedRequest {
  method: string;
  path: string;
  /** Answered by one of the proxy's faults, so the service never saw it. */
  faulted: boolean;
}

/** An answer the proxy gives instead of the service, once, to the first request that matches. */
export interface ProxyFault {
  method: string;
  path: RegExp;
  status: number;
  body: unknown;
}

export interface RecordingProxy {
  /** http://127.0.0.1:<port>: hand this out instead of the service's URL. */
  readonly url: string;
  /** Every request that came through, in arrival order (path without the query), answered by a fault or not. */
  readonly requests: readonly ProxiedRequest[];
  /** Faults not yet used. */
  readonly pendingFaults: readonly ProxyFault[];
  close(): Promise<void>;
}

/**
 * A loopback HTTP proxy in front of a service that records what a client asked of it, and can fail
 * chosen requests once. The emulator never logs its own control endpoints (/_emulator/*), so a test
 * that must show a client made no such call puts this between them and reads its record.
 */
export async function startRecordingProxy(target: string, faults: ProxyFault[] = []): Promise<RecordingProxy> {
  const requests: ProxiedRequest[] = [];
  const pending = [...faults];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", target);
    const method = req.method ?? "";
    const fault = pending.findIndex((f) => f.method === method && f.path.test(url.pathname));
    requests.push({ method, path: url.pathname, faulted: fault >= 0 });
    if (fault >= 0) {
      const [{ status, body }] = pending.splice(fault, 1) as [ProxyFault];
      req.resume();
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      return;
    }
    // agent: false, so no kept-alive connection outlives the test.
    const upstream = httpRequest(url, { method, headers: { ...req.headers, host: url.host }, agent: false }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    pendingFaults: pending,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
