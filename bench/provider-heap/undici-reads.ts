// Run by bench/provider-heap.bench.ts in a process of its own, after reads.ts: the same GETs that
// the provider's reads made (BENCH_CALLS_FILE, paths with their queries, from the emulator's log),
// made with undici's pool alone, 8 at a time, each answer read whole and parsed: the least any
// provider on undici spends on those calls. Its token is fetched before the count. Prints one JSON
// line: the calls made and the CPU they took.
import { readFileSync } from "node:fs";
import { Pool } from "undici";

const PARALLEL = 8;

async function main(): Promise<void> {
  const env = process.env;
  const paths = JSON.parse(readFileSync(env.BENCH_CALLS_FILE!, "utf8")) as string[];
  const body = JSON.stringify({ client_id: env.BENCH_CLIENT_ID, client_secret: env.BENCH_CLIENT_SECRET, audience: env.BENCH_AUDIENCE, grant_type: "client_credentials" });
  const token = (await (await fetch(`${env.BENCH_BASE_URL}/v5/oauth/token`, { method: "POST", headers: { "content-type": "application/json" }, body })).json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token.access_token}`, accept: "application/json" };
  const cpuBefore = process.cpuUsage();
  const pool = new Pool(new URL(env.BENCH_BASE_URL!).origin, { connections: 16 });
  let next = 0;
  await Promise.all(Array.from({ length: PARALLEL }, async () => {
    while (next < paths.length) {
      const answer = await pool.request({ path: paths[next++]!, method: "GET", headers });
      if (answer.statusCode !== 200) throw new Error(`GET answered ${answer.statusCode}`);
      JSON.parse(await answer.body.text());
    }
  }));
  const cpu = process.cpuUsage(cpuBefore);
  await pool.close();
  process.stdout.write(`${JSON.stringify({ calls: paths.length, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
