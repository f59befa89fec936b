// The client against the emulator over real HTTP on loopback: latency of a management read with
// the keep-alive pool, and how many token requests N concurrent first calls cost (single-flight).
import { startEmulator } from "../emulator";
import { createClient } from "../provider/client";

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
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
