// What our provider holds across a refresh as the stack grows: an emulated account of N apps x 10
// ad locations (planted in one control call), every app, settings and location read by the dynamic
// face's provider objects in a process of their own (bench/provider-heap/reads.ts), 8 at a time. The
// engine benchmark's peak RSS counts the SDK's host and garbage not yet collected as well; this counts
// only what is still held after full collections, so growth per resource is what our code keeps.
// Beside it, the CPU of those reads against undici alone making the same GETs
// (bench/provider-heap/undici-reads.ts): what our code adds to the calls a refresh must make,
// outside the engine and the SDK's host.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { z } from "zod";
import { plantAccount } from "./engine/plant-account";
import { heldLine, parseBenchJson, undiciReadsLine } from "./json-inputs";
import { median } from "./percentile";
import { startEmulator } from "../emulator";
import type { LoggedRequest } from "../emulator/request-log";

type Held = z.output<typeof heldLine>;
type UndiciReads = z.output<typeof undiciReadsLine>;

const LOCATIONS_PER_APP = 10;
const MB = 1024 * 1024;
/** Runs of each side, in turn: one process's CPU moves by up to a third between runs on two cores. */
const CPU_RUNS = 3;

/** One script of bench/provider-heap/ in a process of its own, its last stdout line by `schema`. */
async function runScript<S extends z.ZodType>(script: string, schema: S, nodeArgs: string[], env: NodeJS.ProcessEnv): Promise<z.output<S>> {
  const { stdout } = await promisify(execFile)(process.execPath, [...nodeArgs, "--import", "tsx", join(__dirname, "provider-heap", script)], { cwd: join(__dirname, ".."), env, encoding: "utf8" });
  return parseBenchJson(schema, stdout.trim().split("\n").pop() ?? "", `bench/provider-heap/${script}'s last line`);
}

/** `path?query` of each GET in the log, as undici-reads.ts makes it again. */
function getPaths(requests: readonly LoggedRequest[]): string[] {
  return requests.filter((r) => r.method === "GET").map((r) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(r.query)) for (const each of [value].flat()) query.append(key, each);
    return query.size > 0 ? `${r.path}?${query}` : r.path;
  });
}

interface PlantedState {
  apps: { id: string; nickname: string; locations: { uuid: string; name: string; ad_type: string; type: string }[] }[];
}

async function readsOfAccount(apps: number, runDir: string): Promise<{ held: Held; cpuMs: number; calls: number; undiciCpuMs: number }> {
  const emulator = await startEmulator({ port: 0 });
  try {
    const c = emulator.credentials;
    await plantAccount(emulator, apps, LOCATIONS_PER_APP);
    const state = (await (await fetch(`${c.url}/_emulator/state`)).json()) as PlantedState;
    const mine = state.apps.filter((app) => app.nickname.startsWith("Planted App "));
    const idsFile = join(runDir, `ids-${apps}.json`);
    writeFileSync(idsFile, JSON.stringify({
      apps: mine.map((app) => app.id),
      locations: mine.flatMap((app) => app.locations.map((l) => ({ appId: app.id, uuid: l.uuid, name: l.name, adType: l.ad_type, type: l.type }))),
    }));
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, BENCH_IDS_FILE: idsFile, BENCH_BASE_URL: c.url, BENCH_CLIENT_ID: c.clientId, BENCH_CLIENT_SECRET: c.clientSecret, BENCH_AUDIENCE: c.audience };
    const requestsUrl = `${c.url}/_emulator/requests`;
    const callsFile = join(runDir, `calls-${apps}.json`);
    const runs: Held[] = [];
    const floor: UndiciReads[] = [];
    for (let run = 0; run < CPU_RUNS; run++) {
      await fetch(requestsUrl, { method: "DELETE" });
      runs.push(await runScript("reads.ts", heldLine, ["--expose-gc"], env));
      const { requests } = (await (await fetch(requestsUrl)).json()) as { requests: LoggedRequest[] };
      writeFileSync(callsFile, JSON.stringify(getPaths(requests)));
      floor.push(await runScript("undici-reads.ts", undiciReadsLine, [], { ...env, BENCH_CALLS_FILE: callsFile }));
    }
    // The heap figures are the first run's: what is held does not move with the CPU's spread.
    return { held: runs[0]!, cpuMs: median(runs.map((r) => r.cpuMs)), calls: floor[0]!.calls, undiciCpuMs: median(floor.map((r) => r.cpuMs)) };
  } finally {
    await emulator.close();
  }
}

export interface ProviderHeapBenchOptions {
  /** Account sizes in apps, smallest first (default 40 and 415: the engine benchmark's 485 and 5,000 graphs). */
  apps?: number[];
  log?: (message: string) => void;
}

export async function run(options: ProviderHeapBenchOptions = {}): Promise<Record<string, number>> {
  const log = options.log ?? ((m: string) => process.stderr.write(`${m}\n`));
  const runDir = mkdtempSync(join(tmpdir(), "adpublisher-bench-heap-"));
  const figures: Record<string, number> = {};
  const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
  try {
    let smallest: Held | undefined;
    for (const apps of [...(options.apps ?? [40, 415])].sort((a, b) => a - b)) {
      log(`provider heap: reads of ${apps} apps x ${LOCATIONS_PER_APP} locations`);
      const { held, cpuMs, calls, undiciCpuMs } = await readsOfAccount(apps, runDir);
      const at = `${held.reads} reads (${apps} apps)`;
      figures[`${at}: seconds`] = round(held.seconds, 2);
      figures[`${at}: CPU ms (median of ${CPU_RUNS})`] = Math.round(cpuMs);
      figures[`${at}: undici alone, the same ${calls} GETs, CPU ms`] = Math.round(undiciCpuMs);
      figures[`${at}: held before MB`] = round(held.before / MB);
      figures[`${at}: held after MB`] = round(held.after / MB);
      figures[`${at}: largest heap MB`] = round(held.largest / MB);
      // Against the smallest size: what each further resource leaves held (the first reads also load modules).
      if (smallest) figures[`${at}: held per further resource, bytes`] = Math.round((held.after - held.before - (smallest.after - smallest.before)) / (held.reads - smallest.reads));
      smallest ??= held;
    }
    return figures;
  } finally {
    rmSync(runDir, { recursive: true, force: true });
  }
}
