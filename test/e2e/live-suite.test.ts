// Proves `npm run test:live` (test/live) the way it will meet a real account: against an emulator
// started on its own as a separate process, reached only through ADPUBLISHER_*, with a recording
// proxy in between. This outer test alone reads the emulator's request log (the suite must not:
// a real account has no /_emulator/*), and checks that the suite made no control call and left
// the account as it found it.
import { spawn } from "node:child_process";
import { join, resolve } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { EmulatorHarness, serviceEnv } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import { startEmulatorProcess } from "../support/emulator-process";
import { RUN_DIR_VARIABLE } from "../support/global-setup";
import { startRecordingProxy, type ProxyFault } from "../support/recording-proxy";
import { reportLine } from "../support/report-line";
import { liveAccount } from "../support/service-inventory";

const REPO_ROOT = resolve(__dirname, "../..");

/** The harness's own variables, passed on; every other ADPUBLISHER_* would be a setting of the provider. */
const HARNESS_VARIABLES = new Set(["ADPUBLISHER_CACHE_DIR", "ADPUBLISHER_KEEP_E2E"]);

/** `npm run test:live` in a child process with only the given ADPUBLISHER_* settings (this run's vitest variables left out). */
function runLiveTier(settings: Record<string, string>): Promise<{ code: number; output: string }> {
  const inherited = Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST") && (!key.startsWith("ADPUBLISHER_") || HARNESS_VARIABLES.has(key)));
  const env = { ...Object.fromEntries(inherited), ...settings, [RUN_DIR_VARIABLE]: inject("e2eRunDir"), NO_COLOR: "1" };
  return new Promise((done, fail) => {
    const child = spawn("npm", ["run", "--silent", "test:live"], { cwd: REPO_ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    child.on("error", fail);
    child.on("close", (code) => done({ code: code ?? -1, output }));
  });
}

const line = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/** The management API's 400 body, as the proxy answers a request it fails. */
const REFUSED = { detail: [{ loc: ["body"], msg: "refused by the test's proxy", type: "value_error" }] };

describe("npm run test:live against an emulator started on its own", { timeout: 900_000 }, () => {
  let emulator: EmulatorHarness;

  useWorkspaceAndService((_, started) => {
    emulator = started;
  }, {
    start: async (workspace) => {
      const bin = join(workspace.root, "node_modules", ".bin", "adpublisher-emulator");
      return new EmulatorHarness(await startEmulatorProcess(bin, workspace.nodeDir));
    },
  });

  /** One run of the live tier through a recording proxy (failing `faults` once each), and what the account and the log show around it. */
  async function liveRun(faults: ProxyFault[] = []) {
    const proxy = await startRecordingProxy(emulator.url, faults);
    try {
      const before = await liveAccount(emulator);
      const logged = (await emulator.requests()).length;
      const started = Date.now();
      const run = await runLiveTier(serviceEnv({ ...emulator.credentials, url: proxy.url }));
      reportLine(`npm run test:live against the emulator${faults.length ? " (failing midway)" : ""}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      const sent = proxy.requests.map(line);
      // Requests the proxy failed never reached the emulator.
      const forwarded = proxy.requests.filter((r) => !r.faulted).map(line);
      const received = (await emulator.requests()).slice(logged).map(line);
      return { run, sent, forwarded, received, before, after: await liveAccount(emulator), unusedFaults: proxy.pendingFaults.length };
    } finally {
      await proxy.close();
    }
  }

  it("runs the lifecycle through ADPUBLISHER_* alone, calls no /_emulator endpoint, and leaves the account as it was", async () => {
    const { run, sent, received, before, after } = await liveRun();
    expect(run.code, run.output).toBe(0);
    // Everything the suite sent came through the proxy; none of it was a control call.
    expect(sent.filter((r) => r.includes(" /_emulator"))).toEqual([]);
    // The emulator logged exactly those requests: the log was never cleared or reset meanwhile.
    expect([...received].sort()).toEqual([...sent].sort());
    // The suite did make and remove objects of each kind...
    for (const made of [/^POST \/v5\/apps$/, /^POST \/v5\/lists$/, /^POST \/v5\/apps\/[^/]+\/ad-locations$/, /^DELETE \/v5\/apps\/[^/]+$/, /^DELETE \/v5\/lists\/[^/]+$/]) {
      expect(sent.some((r) => made.test(r)), String(made)).toBe(true);
    }
    // ...and the account holds what it held before, nothing more.
    expect(after).toEqual(before);
  });

  it("when a step fails and destroy fails too, the sweeper still removes everything the run made", async () => {
    const faults: ProxyFault[] = [
      { method: "POST", path: /^\/v5\/apps\/[^/]+\/ad-locations$/, status: 400, body: REFUSED },
      { method: "DELETE", path: /^\/v5\/lists\/[^/]+$/, status: 400, body: REFUSED },
    ];
    const { run, sent, forwarded, received, before, after, unusedFaults } = await liveRun(faults);
    expect(run.code, run.output).not.toBe(0);
    expect(unusedFaults, "both faults were met").toBe(0);
    expect(run.output).toMatch(/the sweeper deleted [^\n]*BlockList/);
    expect(sent.filter((r) => r.includes(" /_emulator"))).toEqual([]);
    expect([...received].sort()).toEqual([...forwarded].sort());
    expect(after).toEqual(before);
  });
});
