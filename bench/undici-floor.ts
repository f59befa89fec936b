// The floor the client's and the provider's CPU are held against: one GET through undici alone,
// its answer read on `dispatch` as our client reads it (the least undici does for an answer read
// whole) and parsed.
import type { Dispatcher } from "undici";

/** GET `path` on `dispatcher` (a pool, or an agent with `origin` given), the parsed JSON of a 200. */
export function getThroughUndici(dispatcher: Dispatcher, path: string, headers: Record<string, string>, origin?: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let status = 0;
    const handler: Dispatcher.DispatchHandler = {
      onRequestStart: () => undefined,
      onResponseStart: (_controller, statusCode) => void (status = statusCode),
      onResponseData: (_controller, chunk) => void chunks.push(chunk),
      onResponseEnd: () => (status === 200 ? resolve(JSON.parse(Buffer.concat(chunks).toString("utf8"))) : reject(new Error(`GET ${path} answered ${status}`))),
      onResponseError: (_controller, error) => reject(error),
    };
    dispatcher.dispatch({ ...(origin !== undefined && { origin }), path, method: "GET", headers }, handler);
  });
}

/** A v5 token fetched with Node's fetch, outside what the floor counts; the headers of the floor's GETs. */
export async function floorHeaders(baseUrl: string, credentials: { clientId: string; clientSecret: string; audience: string }): Promise<Record<string, string>> {
  const body = JSON.stringify({ client_id: credentials.clientId, client_secret: credentials.clientSecret, audience: credentials.audience, grant_type: "client_credentials" });
  const token = (await (await fetch(`${baseUrl}/v5/oauth/token`, { method: "POST", headers: { "content-type": "application/json" }, body })).json()) as { access_token: string };
  return { authorization: `Bearer ${token.access_token}`, accept: "application/json" };
}
