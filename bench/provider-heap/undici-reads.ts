// Run by bench/provider-heap.bench.ts in a process of its own, after reads.ts: the same GETs that
// the provider's reads made (BENCH_CALLS_FILE, paths with their queries, from the emulator's log),
// made with undici's pool alone, 8 at a time (bench/undici-floor.ts): about the least a provider on
// undici spends on those calls. Its token is fetched before the count. Prints one JSON line: the
// calls made and the CPU they took.
import { callsFile, readBenchJson } from "../json-inputs";
import { Pool } from "undici";
import { floorHeaders, getThroughUndici } from "../undici-floor";
import { inBatches } from "../../provider/resources/common/in-batches";

const PARALLEL = 8;

async function main(): Promise<void> {
  const env = process.env;
  const paths = readBenchJson(callsFile, env.BENCH_CALLS_FILE ?? "");
  const headers = await floorHeaders(env.BENCH_BASE_URL!, { clientId: env.BENCH_CLIENT_ID!, clientSecret: env.BENCH_CLIENT_SECRET!, audience: env.BENCH_AUDIENCE! });
  const cpuBefore = process.cpuUsage();
  const pool = new Pool(new URL(env.BENCH_BASE_URL!).origin, { connections: 16 });
  await inBatches(paths, PARALLEL, async (path) => {
    await getThroughUndici(pool, path, headers);
  });
  const cpu = process.cpuUsage(cpuBefore);
  await pool.close();
  process.stdout.write(`${JSON.stringify({ calls: paths.length, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
