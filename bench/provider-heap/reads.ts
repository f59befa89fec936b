// Run by bench/provider-heap.bench.ts in a process of its own (`node --expose-gc --import tsx`): the
// dynamic face's provider objects, configured as the SDK's host configures them, read every resource
// of a planted account 8 at a time (the engine's default --parallel), as a refresh does. Prints one
// JSON line: the heap held (after full collections) before and after, the largest heap seen, time,
// and the CPU of the reads (the token, the pool's start and every call included).
import { idsFile, readBenchJson } from "../json-inputs";
import { providersBySlug } from "../../provider/dynamic/provider-side";
import { inBatches } from "../../provider/resources/common/in-batches";

// The objects the host's calls reach (what the bundle holds), from the sources.
const appProvider = providersBySlug.app!;
const locationProvider = providersBySlug["ad-location"]!;
const settingsProvider = providersBySlug["monetization-settings"]!;

const PARALLEL = 8;
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error("run with node --expose-gc");

/** What the process holds: the JS heap and the array buffers outside it, after full collections. */
function heldBytes(): number {
  collect!();
  collect!();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

async function main(): Promise<void> {
  const env = process.env;
  const settings: Record<string, string | undefined> = {
    "adpublisher:baseUrl": env.BENCH_BASE_URL, "adpublisher:clientId": env.BENCH_CLIENT_ID,
    "adpublisher:clientSecret": env.BENCH_CLIENT_SECRET, "adpublisher:audience": env.BENCH_AUDIENCE,
  };
  const request = { config: { get: (key: string) => settings[key] } } as unknown as Parameters<NonNullable<typeof appProvider.configure>>[0];
  for (const provider of [appProvider, locationProvider, settingsProvider]) await provider.configure!(request);
  const { apps, locations } = readBenchJson(idsFile, env.BENCH_IDS_FILE ?? "");
  const reads: (() => Promise<unknown>)[] = [];
  for (const id of apps) {
    reads.push(() => appProvider.read!(id, { nickname: "bench", platform: "android", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO" }));
    reads.push(() => settingsProvider.read!(id, { appId: id }));
  }
  for (const l of locations) reads.push(() => locationProvider.read!(`${l.appId}/${l.uuid}`, { appId: l.appId, name: l.name, adType: l.adType, type: l.type }));
  const before = heldBytes();
  let largest = 0;
  const sampler = setInterval(() => {
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    largest = Math.max(largest, heapUsed + arrayBuffers);
  }, 20);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await inBatches(reads, PARALLEL, async (read) => {
    await read();
  });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  const after = heldBytes();
  process.stdout.write(`${JSON.stringify({ reads: reads.length, seconds, cpuMs: (cpu.user + cpu.system) / 1000, before, after, largest: Math.max(largest, after) })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
