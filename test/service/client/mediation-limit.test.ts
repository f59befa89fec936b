// The mediation reporting API's limit: 40 requests per 10 minutes. Every attempt takes a permit of the
// client-side limiter, retries after a 429 included (a permit taken once per call let
// retried 429s through). Time runs on the emulator clock, so a 10-minute wait costs nothing.
import { describe, expect, it } from "vitest";
import { createClient } from "../../../provider/client";
import { ClientEmulator } from "../../support/emulator-client";
import { useEmulator, type LoggedRequest } from "../../support/emulator";
import { emulatorClock, reportConfig } from "./reports-support";

const env = useEmulator({ start: () => ClientEmulator.start() });
const WINDOW_MS = 10 * 60_000;

/** The most requests the log shows inside any window of `windowMs` (emulator clock). */
function busiestWindow(requests: LoggedRequest[], windowMs: number): number {
  const times = requests.map((r) => Date.parse(r.at)).sort((a, b) => a - b);
  return Math.max(0, ...times.map((start) => times.filter((t) => t >= start && t < start + windowMs).length));
}

describe("the mediation limit of 40 requests per 10 minutes", () => {
  it("counts every attempt: a loop of 45 calls with injected 429s never sends more than 40 in a window, and completes", async () => {
    await env.emu.advanceClock(600);
    await env.emu.clearRequests();
    // The client's default limiter, on the client's clock: the emulator's.
    const clock = emulatorClock(env.emu);
    const { mediation } = createClient(reportConfig(env.emu), { clock });
    const results = [];
    for (let i = 0; i < 45; i++) {
      // Every fifth call draws a 429 first (another process spending the same account's quota).
      if (i % 5 === 0) await env.emu.faults([{ path: "^/v2/publisher/metrics$", times: 1, status: 429, headers: { "retry-after": "0" }, body: { code: 429 } }]);
      results.push(await mediation.report({ dateMin: "2024-06-03", dateMax: "2024-06-03", metrics: ["requests"], dimensions: ["date"] }));
    }
    expect(results.every((r) => r.rowCount === 1)).toBe(true);
    const sent = (await env.emu.requests()).filter((r) => r.path === "/v2/publisher/metrics");
    expect(sent.filter((r) => r.status === 429)).toHaveLength(9);
    expect(sent.filter((r) => r.status === 200)).toHaveLength(45);
    expect(busiestWindow(sent, WINDOW_MS)).toBeLessThanOrEqual(40);
    // 54 sends: 40, one wait for the window, 14 (the retries slept 0: Retry-After said so).
    expect(clock.sleeps.filter((ms) => ms > 0)).toEqual([WINDOW_MS]);
  });
});
