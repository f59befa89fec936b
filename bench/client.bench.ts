// The client against the emulator over real HTTP on loopback: latency of a management read with
// the keep-alive pool, how many token requests N concurrent first calls cost (single-flight), and
// the CPU a call costs a fresh process (a provider's life) against undici's alone.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { join } from "node:path";
import { startEmulator } from "../emulator";
import { createClient } from "../provider/client";
import { percentile } from "./percentile";

/** Median CPU microseconds per call of `runs` fresh processes, each making `calls` GETs (client/calls-in-a-fresh-process.ts). */
async function cpuPerCall(how: "client" | "undici", calls: number, env: NodeJS.ProcessEnv, runs = 7): Promise<number> {
  const script = join(__dirname, "client", "calls-in-a-fresh-process.ts");
  const run = promisify(execFile);
  const each: number[] = [];
  // One at a time (the emulator answers from this process, so nothing here may block it).
  for (let n = 0; n < runs; n++) each.push(Number((await run(process.execPath, ["--import", "tsx", script, how, String(calls)], { env, encoding: "utf8" })).stdout));
  return each.sort((a, b) => a - b)[runs >> 1];
}

export async function run(options: { requests?: number; concurrent?: number } = {}): Promise<Record<string, number | string>> {
  const requests = options.requests ?? 1000;
  const concurrent = options.concurrent ?? 50;
  const emulator = await startEmulator({ port: 0 });
  try {
    const c = emulator.credentials;
    const client = createClient({ baseUrl: c.url, clientId: c.clientId, clientSecret: c.clientSecret, audience: c.audience });
    const app = await client.management.apps.create({
      nickname: "Bench", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO", platform: "ios",
    });

    const latencies: number[] = [];
    const started = performance.now();
    for (let i = 0; i < requests; i++) {
      const t = performance.now();
      await client.management.apps.get(app.id);
      latencies.push(performance.now() - t);
    }
    const elapsed = performance.now() - started;
    latencies.sort((a, b) => a - b);

    const env = { ...process.env, BENCH_SERVICE: JSON.stringify({ url: c.url, clientId: c.clientId, clientSecret: c.clientSecret, audience: c.audience }), BENCH_APP_ID: app.id };
    const perCall: Record<string, number> = {};
    for (const calls of [150, 600]) {
      perCall[`GET app, CPU us per call of a fresh process making ${calls}: our client`] = await cpuPerCall("client", calls, env);
      perCall[`GET app, CPU us per call of a fresh process making ${calls}: undici alone`] = await cpuPerCall("undici", calls, env);
    }

    // A fresh client (new credentials key) under a burst: count the token requests it makes.
    await fetch(`${c.url}/_emulator/requests`, { method: "DELETE" });
    const burst = createClient({ baseUrl: c.url, clientId: c.clientId, clientSecret: c.clientSecret, audience: `${c.audience}` , userAgent: "bench-burst" });
    await fetch(`${c.url}/_emulator/reset`, { method: "POST" }).catch(() => undefined);
    const burstStarted = performance.now();
    await Promise.all(Array.from({ length: concurrent }, () => burst.management.apps.listPage({ limit: 1 })));
    const burstMs = performance.now() - burstStarted;
    const log = (await (await fetch(`${c.url}/_emulator/requests`)).json()) as { requests: { path: string }[] };
    const tokenRequests = log.requests.filter((r) => r.path.endsWith("/oauth/token")).length;

    return {
      ...perCall,
      "GET app, sequential requests": requests,
      "GET app, requests/s": Math.round((requests / elapsed) * 1000),
      "GET app, p50 ms": Number(percentile(latencies, 50).toFixed(2)),
      "GET app, p95 ms": Number(percentile(latencies, 95).toFixed(2)),
      "GET app, p99 ms": Number(percentile(latencies, 99).toFixed(2)),
      [`${concurrent} concurrent calls after a reset, ms`]: Math.round(burstMs),
      [`${concurrent} concurrent calls after a reset, token requests`]: tokenRequests,
    };
  } finally {
    await emulator.close();
  }
}
