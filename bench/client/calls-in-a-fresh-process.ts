// One process's life as a provider's: a fresh Node process makes CALLS sequential GETs of one app,
// through our client (`client`) or through undici alone with the same token and JSON.parse
// (`undici`, the floor: its dispatch with a handler that keeps the chunks, the least undici does
// for an answer read whole), and prints the CPU it spent per call in microseconds. The service is another
// process, so its CPU is not counted. Started by client.bench.ts.
import { Agent, type Dispatcher } from "undici";
import { createClient } from "../../provider/client";

interface Service {
  url: string;
  clientId: string;
  clientSecret: string;
  audience: string;
}

async function viaUndici(service: Service, appId: string): Promise<() => Promise<unknown>> {
  const body = JSON.stringify({ client_id: service.clientId, client_secret: service.clientSecret, audience: service.audience, grant_type: "client_credentials" });
  const token = (await (await fetch(`${service.url}/v5/oauth/token`, { method: "POST", headers: { "content-type": "application/json" }, body })).json()) as { access_token: string };
  const agent = new Agent({ connections: 16 });
  const headers = { authorization: `Bearer ${token.access_token}`, accept: "application/json" };
  const origin = new URL(service.url).origin;
  return () =>
    new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      const handler: Dispatcher.DispatchHandler = {
        onRequestStart: () => undefined,
        onResponseStart: () => undefined,
        onResponseData: (_controller, chunk) => void chunks.push(chunk),
        onResponseEnd: () => resolve(JSON.parse(Buffer.concat(chunks).toString("utf8"))),
        onResponseError: (_controller, error) => reject(error),
      };
      agent.dispatch({ origin, path: `/v5/apps/${appId}`, method: "GET", headers }, handler);
    });
}

async function main(): Promise<void> {
  const [how, calls] = [process.argv[2], Number(process.argv[3])];
  const service = JSON.parse(process.env.BENCH_SERVICE ?? "") as Service;
  const appId = process.env.BENCH_APP_ID ?? "";
  const client = createClient({ baseUrl: service.url, clientId: service.clientId, clientSecret: service.clientSecret, audience: service.audience });
  const get = how === "undici" ? await viaUndici(service, appId) : () => client.management.apps.get(appId);
  await get(); // the token and the connection, as a provider's first call
  const before = process.cpuUsage();
  for (let i = 0; i < calls; i++) await get();
  const spent = process.cpuUsage(before);
  process.stdout.write(`${Math.round((spent.user + spent.system) / calls)}\n`);
}

void main();
