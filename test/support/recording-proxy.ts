import { request as httpRequest, createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ProxiedRequest {
  method: string;
  path: string;
}

export interface RecordingProxy {
  /** http://127.0.0.1:<port>: hand this out instead of the service's URL. */
  readonly url: string;
  /** Every request that came through, in arrival order (path without the query). */
  readonly requests: readonly ProxiedRequest[];
  close(): Promise<void>;
}

/**
 * A loopback HTTP proxy in front of a service that records what a client asked of it. The emulator
 * never logs its own control endpoints (/_emulator/*), so a test that must show a client made no
 * such call puts this between them and reads its record.
 */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const requests: ProxiedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", target);
    requests.push({ method: req.method ?? "", path: url.pathname });
    const upstream = httpRequest(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (answer) => {
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
