// Discovery at scale: an emulated account of N apps with 10 ad locations each (planted in one
// control call), read by `adpublisher discover --out import.json` and `--language yaml`: time, the
// process's peak RSS, the heap it holds (a second run that collects garbage every 100 ms: what peak
// RSS counts beyond it is garbage the runtime lets pile up between collections), and API calls by
// route (one list per app and per page); then, for the
// sizes asked, `pulumi import --file` of the whole account through the provider plugin and a no-op
// preview, timed.
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadFigures, watchLoad } from "./engine/machine-load";
import { plantAccount } from "./engine/plant-account";
import { startEmulator, type RunningEmulator } from "../emulator";
import { backendSetup, type Backend } from "./engine/backends";
import { countByEndpoint, type LoggedRequest } from "../test/support/api-calls";
import { buildPackedWorkspace, type E2eWorkspace } from "../test/support/packed-workspace";
import { PulumiProject } from "../test/support/pulumi-project";

const LOCATIONS_PER_APP = 10;
/** The apps list's page size discovery asks for (provider/resources/app/definition.ts). */
const APPS_PAGE = 100;

export interface DiscoveryBenchOptions {
  /** Account sizes, in apps (default 100 and 1,000). */
  apps?: number[];
  /** Sizes whose whole account is then imported and previewed (default 100; `0`, a size never planted, imports none). */
  importApps?: number[];
  /**
   * The engine's backends for the import (default: the file backend). Each imports into a copy of
   * the discovered program with a stack of its own; figures of a backend other than the file one
   * say which in their keys.
   */
  importBackends?: readonly Backend[];
  /** Told when discovery makes more than one location list per app, or more than one apps list per page. */
  overMinimum?: (message: string) => void;
  log?: (message: string) => void;
}

interface Measured {
  seconds: number;
  /** Peak RSS, or (liveHeap) the largest heap and array buffers left after a full collection. */
  peakMb: number;
  byRoute: Record<string, number>;
}

async function requestLog(emulator: RunningEmulator, clear: boolean): Promise<LoggedRequest[]> {
  const url = `${emulator.credentials.url}/_emulator/requests`;
  const { requests } = (await (await fetch(url)).json()) as { requests: LoggedRequest[] };
  if (clear) await fetch(url, { method: "DELETE" });
  return requests;
}

/**
 * The installed `adpublisher` bin, run as a person would, with its peak RSS written on exit; or,
 * `liveHeap`, collecting garbage every 100 ms, with the largest heap (and array buffers: typed arrays live
 * outside the JS heap) it held written instead.
 */
async function discover(workspace: E2eWorkspace, emulator: RunningEmulator, args: string[], runDir: string, liveHeap = false): Promise<Measured> {
  const c = emulator.credentials;
  const figureFile = join(runDir, `memory-${Date.now()}`);
  const preload = liveHeap ? ["--expose-gc", "--require", join(__dirname, "engine", "live-heap.cjs")] : ["--require", join(__dirname, "engine", "max-rss.cjs")];
  const bin = join(workspace.root, "node_modules", "pulumi-adpublisher", "dist", "provider", "bin", "adpublisher.js");
  await requestLog(emulator, true);
  const started = performance.now();
  const status = await new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, [...preload, bin, "discover", ...args], {
      cwd: workspace.root,
      env: {
        PATH: process.env.PATH, HOME: process.env.HOME, BENCH_MAX_RSS_FILE: figureFile, BENCH_LIVE_HEAP_FILE: figureFile,
        ADPUBLISHER_BASE_URL: c.url, ADPUBLISHER_CLIENT_ID: c.clientId, ADPUBLISHER_CLIENT_SECRET: c.clientSecret, ADPUBLISHER_AUDIENCE: c.audience,
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(0) : reject(new Error(`adpublisher discover ${args.join(" ")} exited ${code}: ${stderr}`))));
  });
  const seconds = Math.round(((performance.now() - started) / 1000) * 100) / 100;
  // maxRSS is in KiB, the heap in bytes.
  const figure = Number(readFileSync(figureFile, "utf8"));
  const peakMb = Math.round((liveHeap ? figure / 1024 / 1024 : figure / 1024) * 10) / 10;
  return { seconds: status === 0 ? seconds : NaN, peakMb, byRoute: countByEndpoint(await requestLog(emulator, true)) };
}

/** Calls beyond one location list per app and one apps list per page. */
function overMinimum(byRoute: Record<string, number>, apps: number): string[] {
  const over: string[] = [];
  const locationLists = byRoute["GET /v5/apps/:id/ad-locations"] ?? 0;
  const appPages = byRoute["GET /v5/apps"] ?? 0;
  if (locationLists > apps) over.push(`${locationLists} ad-location lists for ${apps} apps`);
  if (appPages > Math.ceil((apps + 1) / APPS_PAGE)) over.push(`${appPages} apps lists for ${Math.ceil((apps + 1) / APPS_PAGE)} pages`);
  return over;
}

export async function run(options: DiscoveryBenchOptions = {}): Promise<Record<string, number | string>> {
  const log = options.log ?? ((m: string) => process.stderr.write(`${m}\n`));
  const runDir = mkdtempSync(join(tmpdir(), "adpublisher-bench-discovery-"));
  const figures: Record<string, number | string> = {};
  try {
    const workspace = buildPackedWorkspace(runDir, log);
    for (const apps of options.apps ?? [100, 1000]) {
      const at = `${apps} apps x ${LOCATIONS_PER_APP} locations`;
      const emulator = await startEmulator({ port: 0 });
      const load = watchLoad();
      try {
        const c = emulator.credentials;
        await plantAccount(emulator, apps, LOCATIONS_PER_APP);
        // The emulator's own seeded app is on the account too.
        const onAccount = apps + 1;
        const dir = join(runDir, `program-${apps}`);
        const runs: [string, (run: string) => string[]][] = [
          ["--out import.json", (run) => ["--out", join(runDir, `import-${apps}${run}.json`)]],
          ["--language yaml", (run) => ["--language", "yaml", "--out", `${dir}${run}`]],
        ];
        for (const [label, argsFor] of runs) {
          log(`discovery: ${at}, discover ${label}`);
          const measured = await discover(workspace, emulator, argsFor(""), runDir);
          // Once more, collecting garbage often: the heap discovery holds, which stays flat when it streams.
          const held = await discover(workspace, emulator, argsFor("-live-heap"), runDir, true);
          figures[`${at}, discover ${label}: seconds`] = measured.seconds;
          figures[`${at}, discover ${label}: peak RSS MB`] = measured.peakMb;
          figures[`${at}, discover ${label}: live heap MB`] = held.peakMb;
          figures[`${at}, discover ${label}: calls by route`] = JSON.stringify(measured.byRoute);
          log(`${at}, discover ${label}: ${measured.seconds} s, peak RSS ${measured.peakMb} MB, live heap ${held.peakMb} MB, calls ${JSON.stringify(measured.byRoute)}`);
          for (const over of overMinimum(measured.byRoute, onAccount)) {
            log(`${at}, discover ${label}: ${over}`);
            options.overMinimum?.(`discovery, ${at}, discover ${label}: ${over}`);
          }
        }
        if (!(options.importApps ?? [100]).includes(apps)) continue;
        for (const backend of options.importBackends ?? ["file"]) {
          const setup = await backendSetup(backend);
          try {
            const projectDir = `${dir}-${backend}`;
            cpSync(dir, projectDir, { recursive: true });
            const project = await PulumiProject.create(workspace, `discovered-${apps}`, {
              runtime: "yaml", existingDir: projectDir, commandTimeoutMs: 4 * 3600_000, env: setup.env,
              config: { "adpublisher:baseUrl": c.url, "adpublisher:clientId": c.clientId, "adpublisher:audience": c.audience },
              secrets: { "adpublisher:clientSecret": c.clientSecret },
            });
            for (const [label, command] of [["pulumi import --file", ["import", "--file", "import.json", "--yes", "--non-interactive"]], ["no-op preview", ["preview", "--expect-no-changes", "--non-interactive"]]] as const) {
              const key = `${at}${setup.label}, ${label}`;
              log(`discovery: ${key}`);
              await requestLog(emulator, true);
              const started = performance.now();
              (await project.run([...command])).assertSuccess();
              figures[`${key}: seconds`] = Math.round(((performance.now() - started) / 1000) * 100) / 100;
              figures[`${key}: calls by route`] = JSON.stringify(countByEndpoint(await requestLog(emulator, true)));
              log(`${key}: ${figures[`${key}: seconds`]} s, calls ${figures[`${key}: calls by route`]}`);
            }
          } finally {
            setup.stop();
          }
        }
      } finally {
        Object.assign(figures, loadFigures(at, load.stop()));
        await emulator.close();
      }
    }
    return figures;
  } finally {
    if (!process.env.ADPUBLISHER_KEEP_BENCH) rmSync(runDir, { recursive: true, force: true });
  }
}
