// One process's life as a provider's: a fresh Node process makes CALLS sequential GETs of one app,
// through our client (`client`) or through undici alone with the same token and JSON.parse
// (`undici`, the floor: bench/undici-floor.ts), and prints the CPU it spent per call in
// microseconds. The service is another process, so its CPU is not counted. Started by
// client.bench.ts.
import { Agent } from "undici";
import type { z } from "zod";
import { parseBenchJson, serviceSetting } from "../json-inputs";
import { floorHeaders, getThroughUndici } from "../undici-floor";
import { createClient } from "../../provider/client";

type Service = z.output<typeof serviceSetting>;

async function viaUndici(service: Service, appId: string): Promise<() => Promise<unknown>> {
  const headers = await floorHeaders(service.url, service);
  const agent = new Agent({ connections: 16 });
  const origin = new URL(service.url).origin;
  return () => getThroughUndici(agent, `/v5/apps/${appId}`, headers, origin);
}

async function main(): Promise<void> {
  const [how, calls] = [process.argv[2], Number(process.argv[3])];
  const service = parseBenchJson(serviceSetting, process.env.BENCH_SERVICE ?? "", "BENCH_SERVICE");
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
