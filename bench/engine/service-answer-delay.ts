// How long the emulator takes to answer under `nice`, while busy loops hold the cores: the engine
// benchmark runs it under `nice -n 19` (engine.bench.ts, bench/README.md), and a niced process that
// wakes on a busy machine waits for a core. `npx tsx bench/engine/service-answer-delay.ts` after
// `npm run build`: for each niceness and number of busy loops, the answer times of 200 GETs made
// one after another (keep-alive, 2 ms apart), as the median, 90th and 99th percentile.
import { spawn, type ChildProcess } from "node:child_process";
import { Agent, get } from "node:http";
import { dirname, join } from "node:path";
import { startEmulatorProcess } from "../../test/support/emulator-process";
import { percentile } from "../percentile";

const ROOT = join(__dirname, "..", "..");
const EMULATOR = join(ROOT, "dist", "provider", "bin", "adpublisher-emulator.js");
const REQUESTS = 200;
const NICENESS = [0, 5, 10, 19];
const BUSY_LOOPS = [0, 1, 2];

function answerTimeMs(url: URL, agent: Agent): Promise<number> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    get(new URL("/v5/apps", url), { agent }, (response) => {
      response.resume();
      response.once("end", () => resolve(Number(process.hrtime.bigint() - started) / 1e6));
    }).once("error", reject);
  });
}

async function measure(niceness: number, busyLoops: number): Promise<string> {
  const emulator = await startEmulatorProcess(EMULATOR, dirname(process.execPath), niceness);
  const loops: ChildProcess[] = Array.from({ length: busyLoops }, () => spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }));
  const agent = new Agent({ keepAlive: true });
  try {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const url = new URL(emulator.url);
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      times.push(await answerTimeMs(url, agent));
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => percentile(times, p).toFixed(2);
    return `| ${niceness} | ${busyLoops} | ${at(50)} | ${at(90)} | ${at(99)} |`;
  } finally {
    agent.destroy();
    for (const loop of loops) loop.kill();
    await emulator.close();
  }
}

async function main(): Promise<void> {
  console.log("| niceness | busy loops | median ms | 90th ms | 99th ms |\n| --- | --- | --- | --- | --- |");
  for (const niceness of NICENESS) for (const busyLoops of BUSY_LOOPS) console.log(await measure(niceness, busyLoops));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
